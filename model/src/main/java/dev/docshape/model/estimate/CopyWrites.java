package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Intent.Action;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.pattern.FieldPaths;
import dev.docshape.model.projection.BucketFill;
import dev.docshape.model.projection.ChildCounts;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The requests that write one instance of an entity everywhere it sits, its own documents and every copy of it
 * ({@link WritePlanner}, docs/counting-rules.md#writes-and-write-amplification).
 */
final class CopyWrites {
    private final ModelIndex index;
    private final Plan plan;

    CopyWrites(ModelIndex index, Plan plan) {
        this.index = index;
        this.plan = plan;
    }

    /**
     * Writes one instance of {@code e} everywhere it sits: its own document and every copy, one
     * request per collection. An update of given fields skips extended-reference copies of other fields; a copy of an
     * object field is changed by an update of a field nested in it, and the other way round (decision 0557).
     * A collection that holds both the instance's own documents and copies of it kept inside other
     * documents (a user's document and its followers' copies of it) gets a request for each: they are
     * found by different filters (decision 0508). So do copies put there by different relationships (an order's
     * buyer and its seller): each sits at a path of its own, which its request's filter names (decision 0517).
     */
    void write(Entity e, List<String> fields, Operation single, String verb, Action action) {
        Map<String, HeldCopies> byCollection = new LinkedHashMap<>();
        for (Occurrence o : index.occurrences(e.id())) {
            if (o.kind() == Occurrence.Kind.EXTENDED_COPY && !fields.isEmpty() && !FieldPaths.anyOverlap(fields, o.copiedFields())) {
                continue;
            }
            byCollection.computeIfAbsent(o.collection(), c -> new HeldCopies()).add(o, holding(o));
        }
        for (Map.Entry<String, HeldCopies> c : byCollection.entrySet()) {
            HeldCopies held = c.getValue();
            // the instance's documents by id first, then the copies other documents there keep of it
            if (held.documents != null) writeHeld(e, fields, single, verb, action, c.getKey(), held.documents, null, "");
            boolean several = held.insideBy.size() > 1;
            held.insideBy.forEach((putThereBy, inside) -> writeHeld(e, fields, single, verb, action, c.getKey(), inside.holding(),
                    putThereBy, several ? " (at " + inside.path() + ")" : ""));
        }
    }

    /**
     * One request of {@link #write}: {@code holding} documents of {@code collection}, the instance's own where
     * {@code putThereBy} is null, else those holding its copies, which the request names the relationship of.
     */
    private void writeHeld(Entity e, List<String> fields, Operation single, String verb, Action action, String collection,
                           double holding, String putThereBy, String which) {
        // an update of given fields is a $set of them; copies elsewhere are changed in place ($set, $pull)
        double changed = fields.isEmpty() ? Math.max(1, e.fields().size()) : fields.size();
        boolean own = putThereBy == null && (isOwn(index.own(e.id()), collection) || isOwn(index.duplicate(e.id()), collection)
                || isOwn(index.feedCollection(e.id()), collection));
        double docs = index.atMostAll(collection, holding);
        String description = verb + " " + e.name() + (own ? "" : " copies") + which;
        Intent intent = new Intent(action, e.id(), putThereBy, null, -1, fields);
        // a new value of a field reads order by changes its index key too
        boolean indexed = own && index.indexes.ordersBy(collection, e.id(), fields);
        if (own && (single != Operation.UPDATE || fields.isEmpty())) {
            plan.write(single, collection, docs, changed, indexed, description, intent);
        } else {
            plan.write(docs > 1 ? Operation.PATCH_MANY : Operation.PATCH, collection, docs, changed, indexed, description, intent);
        }
    }

    private static boolean isOwn(CollectionShape collection, String name) {
        return collection != null && collection.name().equals(name);
    }

    /**
     * The documents holding one instance's copies where {@code o} keeps them. Copies inside an array of embedded children
     * (a course's title in the enrolments each student embeds) fall in the documents as random draws, at times several
     * in one; any other copy is one a document (docs/counting-rules.md "Parents of children spread over the data",
     * decision 0476).
     */
    private double holding(Occurrence o) {
        if (o.kind() != Occurrence.Kind.EXTENDED_COPY) return o.copiesPerInstance();
        List<String> path = o.relationshipPath();
        for (int i = 0; i < path.size() - 1; i++) {
            Relationship array = index.relationship(path.get(i), o.collection());
            if (array.cardinality() != Cardinality.ONE_TO_ONE) {
                ChildCounts.Figure distinct = fuller(o, array, i);
                if (distinct == null) return o.copiesPerInstance();
                // an instance's copies are its children, as many as the sample draws it (decision 0533)
                Relationship via = index.relationship(o.viaRelationship(), o.collection());
                return via.parent().equals(o.entity()) && !via.isManyToMany()
                        ? ChildCounts.of(via, 0).expected(1, o.copiesPerInstance(), distinct) : distinct.applyAsDouble(o.copiesPerInstance());
            }
        }
        return o.copiesPerInstance();
    }

    /**
     * The distinct documents of {@code o}'s collection its copies fall in. Where the copies sit in the children its root
     * documents embed through {@code array}, a document holding more of them is the likelier to hold a copy: the
     * documents reached are the fuller ones, fewer distinct than draws over the documents alike (size bias,
     * docs/counting-rules.md "Parents reached through their children", decision 0535).
     */
    private ChildCounts.Figure fuller(Occurrence o, Relationship array, int depth) {
        CollectionShape c = index.collectionShape(o.collection());
        boolean rootArray = depth == 0 && c != null && c.kind() == CollectionKind.ENTITY && array.parent().equals(c.rootEntity())
                && !array.isManyToMany() && index.count(array.parent()) > 0;
        return rootArray ? ChildCounts.distinctIn(BucketFill.embedded(array), index.count(array.parent())) : index.distinctDrawn(o.collection());
    }
}
