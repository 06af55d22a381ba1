package dev.docshape.storage.export;

import dev.docshape.model.DataModel;
import dev.docshape.model.Field;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;
import dev.docshape.storage.sample.SampleGenerator;

import java.util.ArrayList;
import java.util.List;

/** What both schema writers need to know about a shape field: its name in the document and whether it is always there. */
final class ShapeTypes {
    private ShapeTypes() {
    }

    /** The field's name in the exported document: the top-level id is {@code _id}. */
    static String name(ShapeField f, boolean top) {
        return top && f.role() == Role.ID ? SampleGenerator.ID : f.name();
    }

    /**
     * The fields every document has: the id, attributes the model marks required, arrays (possibly
     * empty), counts, and the bookkeeping of bucket and joining documents.
     */
    static List<String> required(DataModel model, CollectionShape collection, String entity, List<ShapeField> fields, boolean top) {
        List<String> names = new ArrayList<>();
        for (ShapeField f : fields) {
            boolean always = switch (f.role()) {
                case ID, COUNT, BUCKET_COUNT -> true;
                case ATTRIBUTE -> top && entity != null && model.entity(entity).flatMap(e -> e.field(f.name())).map(Field::required).orElse(false);
                case EMBEDDED, SUBSET, COPIED -> f.kind() == ShapeField.Kind.ARRAY;
                case REFERENCE -> f.kind() == ShapeField.Kind.ARRAY || (top && collection.kind() != CollectionKind.ENTITY);
            };
            if (always) names.add(name(f, top));
        }
        return names;
    }
}
