package dev.docshape.model.projection;

import dev.docshape.model.profile.Profile;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Renders one example document of a collection as indented JSON text, from its shape alone:
 * plausible values by field type and name, a few items per array (the average, at least one when
 * the average is above zero, at most {@value #MAX_ITEMS}), ids that match across collections.
 * Deterministic: the same shape always gives the same text. Used by the CLI's {@code preview} and
 * the designer's document view.
 *
 * <pre>{@code
 * Projection p = Projector.project(model, design);
 * Map<String, String> docs = ExampleDocument.renderAll(p, Profile.mongodb());
 * }</pre>
 */
public final class ExampleDocument {
    /** Arrays show at most this many items. */
    public static final int MAX_ITEMS = 3;
    /**
     * Past this many objects in one example, arrays show a single item: items multiply at every
     * level, and forty nested arrays of three would be 3^40 objects. The shape's own size is bounded
     * by the validator.
     */
    static final int OBJECT_BUDGET = 1_000;

    private ExampleDocument() {
    }

    /** The example document of {@code collection}, with the top-level id named {@code id}. */
    public static String render(CollectionShape collection) {
        return render(collection, "id");
    }

    /** The example document, the top-level id named as the profile wants it ({@code _id} for MongoDB). */
    public static String render(CollectionShape collection, Profile profile) {
        return render(collection, profile.idFieldName());
    }

    /** Every collection's example document, by collection name, in the projection's order. */
    public static Map<String, String> renderAll(Projection projection, Profile profile) {
        Map<String, String> docs = new LinkedHashMap<>();
        for (CollectionShape c : projection.collections()) docs.put(c.name(), render(c, profile));
        return docs;
    }

    /**
     * The container of a co-location: one example document of each member, in an array, each with
     * the type field after its id (docs/counting-rules.md "Co-location").
     */
    public static String render(CoLocation group, Projection projection, Profile profile) {
        Writer writer = new Writer();
        writer.json.beginArray();
        for (CoLocation.Member m : group.members()) {
            CollectionShape c = projection.collection(m.collection())
                    .orElseThrow(() -> new IllegalArgumentException("no collection '" + m.collection() + "'"));
            writer.typeField = group.typeField();
            writer.typeValue = m.typeValue();
            writer.writeObject(c.document().fields(), c.rootEntity(), 1, profile.idFieldName());
        }
        writer.json.endArray();
        return writer.json.toString();
    }

    private static String render(CollectionShape collection, String topIdName) {
        Objects.requireNonNull(collection, "collection");
        String idSeed = collection.kind() == CollectionKind.ENTITY || collection.kind() == CollectionKind.DUPLICATE
                || collection.kind() == CollectionKind.FEED ? collection.rootEntity() : collection.name();
        Writer writer = new Writer();
        writer.writeObject(collection.document().fields(), idSeed, 1, topIdName);
        return writer.json.toString();
    }

    /** One example being written, with the objects it has written so far. */
    private static final class Writer {
        final JsonText json = new JsonText();
        int objects;
        /** A type field to write after the first field of the next top-level document, or null. */
        String typeField;
        String typeValue;

        private void writeObject(List<ShapeField> fields, String entity, int n, String idName) {
            objects++;
            json.beginObject();
            for (ShapeField f : fields) {
                json.name(f.role() == ShapeField.Role.ID && idName != null ? idName : f.name());
                writeValue(f, fields, entity, n);
                writeType();
            }
            writeType();
            json.endObject();
        }

        private void writeType() {
            if (typeField == null) return;
            json.name(typeField);
            json.value(typeValue);
            typeField = null;
        }

        private void writeValue(ShapeField f, List<ShapeField> siblings, String entity, int n) {
            switch (f.kind()) {
                case OBJECT -> writeObject(f.children(), f.entity(), n, null);
                case ARRAY -> {
                    json.beginArray();
                    int items = objects > OBJECT_BUDGET ? Math.min(1, itemsShown(f.avgItems())) : itemsShown(f.avgItems());
                    for (int i = 1; i <= items; i++) {
                        if (f.scalarType() != null) writeScalar(f, entity, i);
                        else writeObject(f.children(), f.entity(), i, null);
                    }
                    json.endArray();
                }
                case SCALAR -> {
                    if (f.role() == ShapeField.Role.BUCKET_COUNT) json.value((long) bucketItemsShown(siblings));
                    else writeScalar(f, entity, n);
                }
            }
        }

        private void writeScalar(ShapeField f, String entity, int n) {
            switch (f.role()) {
                case ID -> json.value(ExampleValues.id(f.entity() != null ? f.entity() : entity, n));
                case REFERENCE -> json.value(ExampleValues.id(f.entity(), n));
                case COUNT -> json.value(12L);
                default -> ExampleValues.write(json, f, n);
            }
        }
    }

    private static int bucketItemsShown(List<ShapeField> siblings) {
        for (ShapeField s : siblings) {
            if (s.kind() == ShapeField.Kind.ARRAY && s.role() == ShapeField.Role.EMBEDDED) return itemsShown(s.avgItems());
        }
        return 0;
    }

    private static int itemsShown(double avgItems) {
        if (avgItems <= 0) return 0;
        return (int) Math.max(1, Math.min(MAX_ITEMS, Math.round(avgItems)));
    }
}
