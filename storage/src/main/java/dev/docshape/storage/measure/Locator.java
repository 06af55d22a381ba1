package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Home;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.store.IndexedPath;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where instances sit in the projected documents: the home of an entity (its own documents, else
 * its first whole embedding, as the estimator reads it), the indexed path that finds an instance by
 * id inside a collection, the field linking an object to a relationship, and the objects at a path
 * of a document read from the store.
 */
final class Locator {
    private final Projection projection;

    /** The design's co-locations, found on first need; a locator serves one model and design. */
    private CoLocations coLocations;

    Locator(Projection projection) {
        this.projection = projection;
    }

    /** Where the entity's whole instance is read ({@link Home}, as the estimator reads it). */
    Occurrence home(String entity) {
        Occurrence home = Home.among(projection.occurrencesOf(entity));
        if (home == null) throw new IllegalStateException("entity '" + entity + "' is stored nowhere in this design");
        return home;
    }

    /** Every place the entity's data sits. */
    List<Occurrence> occurrences(String entity) {
        return projection.occurrencesOf(entity);
    }

    String bucketOf(String relationship) {
        return projection.bucketCollection(relationship).orElseThrow(() -> new IllegalStateException("no bucket collection for '" + relationship + "'")).name();
    }

    /** The bucket collection of a relationship whose children are kept in buckets (alone or as a subset's rest). */
    Optional<CollectionShape> buckets(String relationship) {
        return projection.bucketCollection(relationship);
    }

    /** The first field of {@code c}'s documents with {@code role} (a bucket's parent id, its item count, its items). */
    static ShapeField fieldOf(CollectionShape c, ShapeField.Role role) {
        return c.document().fields().stream().filter(f -> f.role() == role).findFirst()
                .orElseThrow(() -> new IllegalStateException("collection '" + c.name() + "' has no " + role + " field"));
    }

    String joinOf(String relationship) {
        return projection.joinCollection(relationship).orElseThrow(() -> new IllegalStateException("no joining collection for '" + relationship + "'")).name();
    }

    /** The joining documents' two id fields of {@code r}: the side in hand's, then the other side's. */
    List<ShapeField> joinFields(Relationship r, boolean fromParent) {
        Relationship.End from = fromParent ? Relationship.End.PARENT : Relationship.End.CHILD;
        return List.of(joinField(r, from), joinField(r, from.other()));
    }

    /** The joining document's id field of one end, told by its end, not its place (decision 0494). */
    private ShapeField joinField(Relationship r, Relationship.End end) {
        return collection(joinOf(r.id())).document().fields().stream()
                .filter(f -> f.role() == ShapeField.Role.REFERENCE && f.end() == end).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + end + " id in the joining documents of '" + r.id() + "'"));
    }

    CollectionShape collection(String name) {
        return projection.collection(name).orElseThrow(() -> new IllegalStateException("no collection '" + name + "'"));
    }

    /** The path of the instances' ids of an occurrence inside its collection ({@code addresses[].id}); null for whole documents. */
    IndexedPath idPath(Occurrence o) {
        if (o.fieldPath().isEmpty()) return null;
        return IndexedPath.of(pathOf(collection(o.collection()).document().fields(), o.fieldPath()) + ".id");
    }

    /** Dotted path with array markers along field names, from the given level. */
    static String pathOf(List<ShapeField> level, List<String> names) {
        StringBuilder path = new StringBuilder();
        List<ShapeField> fields = level;
        for (String name : names) {
            ShapeField f = field(fields, name);
            if (path.length() > 0) path.append('.');
            path.append(name).append(f.kind() == ShapeField.Kind.ARRAY ? "[]" : "");
            fields = f.children();
        }
        return path.toString();
    }

    /** The fields of the object at {@code names} below {@code level}. */
    static List<ShapeField> shapeAt(List<ShapeField> level, List<String> names) {
        List<ShapeField> fields = level;
        for (String name : names) fields = field(fields, name).children();
        return fields;
    }

    static ShapeField field(List<ShapeField> fields, String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no field '" + name + "' in the shape"));
    }

    /** The field of an object that holds relationship {@code r}'s link to {@code entity}, if any. */
    static Optional<ShapeField> link(List<ShapeField> shape, String relationship, String entity) {
        return shape.stream().filter(f -> relationship.equals(f.relationship()) && entity.equals(f.entity())
                && f.role() != ShapeField.Role.COUNT && f.role() != ShapeField.Role.ID).findFirst();
    }

    /** The path, from an object, of the ids a link field holds: {@code postId}, {@code books[]}, {@code authors[].id}. */
    static String linkIdPath(ShapeField f) {
        String base = f.name() + (f.kind() == ShapeField.Kind.ARRAY ? "[]" : "");
        return f.role() == ShapeField.Role.REFERENCE ? base : base + ".id";
    }

    /** The instances of an occurrence inside one stored document, those with an id in {@code ids} (all when null). */
    List<Node> instancesIn(ObjectNode document, Occurrence o, Set<String> ids) {
        CollectionShape c = collection(o.collection());
        Node top = new Node(idOf(document, true), document, c.document().fields(), document, null, null);
        List<Node> level = List.of(top);
        for (String name : o.fieldPath()) {
            List<Node> next = new ArrayList<>();
            for (Node parent : level) {
                ShapeField f = field(parent.shape(), name);
                JsonNode value = parent.object().get(name);
                if (value == null) continue;
                for (JsonNode item : value.isArray() ? value : List.of(value)) {
                    if (item instanceof ObjectNode obj) next.add(new Node(idOf(obj, false), obj, f.children(), document, parent, f.relationship()));
                }
            }
            level = next;
        }
        // a bucket is not its items' parent: the parent's own document is still to be read, by the id the bucket holds
        if (o.kind() == Occurrence.Kind.BUCKET_ITEM) level = level.stream().map(Locator::outOfBucket).toList();
        if (ids == null) return level;
        return level.stream().filter(n -> ids.contains(n.id())).toList();
    }

    private static Node outOfBucket(Node item) {
        return new Node(item.id(), item.object(), item.shape(), item.document(), null, null);
    }

    /** The ids a link field holds in an object (a scalar id, an array of ids, copies with ids). */
    static List<String> linkedIds(ObjectNode object, ShapeField f) {
        List<String> ids = new ArrayList<>();
        JsonNode value = object.get(f.name());
        if (value == null || value.isNull()) return ids;
        for (JsonNode item : value.isArray() ? value : List.of(value)) {
            JsonNode id = item.isObject() ? item.get("id") : item;
            if (id != null && id.isTextual()) ids.add(id.asText());
        }
        return ids;
    }

    /** The first {@code limit} of the ids {@link #linkedIds} finds (0: all), as {@code $slice} takes them. */
    static List<String> firstIds(ObjectNode object, ShapeField f, int limit) {
        List<String> ids = linkedIds(object, f);
        return limit > 0 && ids.size() > limit ? ids.subList(0, limit) : ids;
    }

    static String idOf(ObjectNode object, boolean top) {
        JsonNode id = object.get(top ? SampleGenerator.ID : "id");
        return id == null ? null : id.asText();
    }

    /** The co-locations of {@code design} over this projection (docs/counting-rules.md "Co-location"). */
    CoLocations coLocations(DataModel model, Design design) {
        if (coLocations == null) coLocations = CoLocations.of(model, design, projection);
        return coLocations;
    }
}
