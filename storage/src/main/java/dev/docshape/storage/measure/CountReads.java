package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.store.IndexedPath;

import java.util.List;
import java.util.Optional;

/** The counts of children a read asks for: free when in hand, else one request, tallied and sent (docs/counting-rules.md "Batched"). */
final class CountReads {
    private final Design design;
    private final StoreReads reads;
    private final Locator locator;

    CountReads(Design design, StoreReads reads) {
        this.design = design;
        this.reads = reads;
        this.locator = reads.locator;
    }

    /** @param inside the relationship that put {@code roots} inside their containers (a parent's subset); null for own documents */
    void count(List<Node> roots, String entity, Relationship r, String inside, Tally tally) {
        Mapping m = design.mappingFor(r);
        boolean rootIsParent = r.parent().equals(entity);
        if (rootIsParent && m.precomputedCount()) return;
        // none in hand (an author without books): nothing to count, whatever holds the links
        boolean loaded = roots.isEmpty() || roots.get(0).loaded();
        boolean own = !r.id().equals(inside);
        if (loaded && Links.countedInDocument(r, m.strategy(), rootIsParent, own)) {
            inHand(roots, entity, r, tally);
            return;
        }
        // A count query: one request, no documents returned.
        tally.roundTrips++;
        if (roots.isEmpty()) return;
        List<String> ids = Nodes.ids(roots);
        // a many-to-many subset's child: its own document holds every parent's id (decision 0423)
        long value = Links.countedInChildsOwnDocument(r, m.strategy(), rootIsParent, own) ? ownLinks(ids, entity, r) : send(ids, entity, r);
        tally.counts.add(new CountAnswer(r.id(), entity, ids, value));
    }

    /**
     * The count the documents in hand hold, the links of each instance added up, taken as the answer where every instance
     * holds its link field (the array of ids or children, or the one id); nothing sent.
     */
    private static void inHand(List<Node> roots, String entity, Relationship r, Tally tally) {
        long links = 0;
        for (Node n : roots) {
            // read inside its one parent's subset (or embedded): the container is that parent (decision 0421)
            if (r.id().equals(n.via()) && !r.isManyToMany()) {
                links++;
                continue;
            }
            Optional<ShapeField> field = Locator.link(n.shape(), r.id(), r.otherEnd(entity));
            if (field.isEmpty()) return;
            links += Locator.linkedIds(n.object(), field.get()).size();
        }
        tally.counts.add(new CountAnswer(r.id(), entity, Nodes.ids(roots), links));
    }

    /**
     * Sends the count query to the store, so a store that counts its requests sees it: joining documents counted by the
     * id of the side in hand, or the documents of the other side holding that id (children holding their parent's id,
     * parents holding it in an array of ids), or the item counts of the parents' buckets added up, or the buckets holding
     * a child, one for each of its parents. The count of an
     * array in hand is its length, read with the document and never sent (docs/counting-rules.md "Batched").
     */
    private long send(List<String> ids, String entity, Relationship r) {
        if (design.mappingFor(r).strategy() instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
            return countOn(locator.joinOf(r.id()), IndexedPath.of(locator.joinFields(r, r.parent().equals(entity)).get(0).name()), ids);
        }
        Optional<CollectionShape> buckets = locator.buckets(r.id());
        if (buckets.isPresent()) {
            // the buckets hold every child, a subset's too (decision 0295)
            CollectionShape b = buckets.get();
            if (r.parent().equals(entity)) {
                // their counts add up to the parent's children
                return reads.store.sumByKey(b.name(), IndexedPath.of(Locator.fieldOf(b, ShapeField.Role.REFERENCE).name()), ids,
                        Locator.fieldOf(b, ShapeField.Role.BUCKET_COUNT).name());
            }
            // a child's parents are the buckets holding it, each one parent's (decision 0396)
            String items = Locator.pathOf(b.document().fields(), List.of(Locator.fieldOf(b, ShapeField.Role.EMBEDDED).name()));
            return countOn(b.name(), IndexedPath.of(items + ".id"), ids);
        }
        Occurrence home = locator.home(r.otherEnd(entity));
        CollectionShape c = locator.collection(home.collection());
        // the other side embedded in other documents: the documents holding it are counted by the path to its link (decision 0396)
        String prefix = home.fieldPath().isEmpty() ? "" : Locator.pathOf(c.document().fields(), home.fieldPath()) + ".";
        return Locator.link(Locator.shapeAt(c.document().fields(), home.fieldPath()), r.id(), entity)
                .map(link -> countOn(home.collection(), IndexedPath.of(prefix + Locator.linkIdPath(link)), ids))
                .orElse(0L);
    }

    /** The ids of the other side the instances' own documents hold, added up: one request, as the templates send it. */
    private long ownLinks(List<String> ids, String entity, Relationship r) {
        Occurrence home = locator.home(entity);
        return Locator.link(locator.collection(home.collection()).document().fields(), r.id(), r.otherEnd(entity))
                .map(link -> reads.store.countLinksIn(home.collection(), ids, link.name()))
                .orElse(0L);
    }

    /**
     * One count query: of the items holding a key along a path through arrays of objects (embedded children, a bucket's
     * items), each item once, so that two children in one document count two (decision 0397); else of the documents
     * holding a key in one field or in an array of ids, which holds each id once.
     */
    private long countOn(String collection, IndexedPath path, List<String> ids) {
        // an array of ids holds each id once: for one id in hand a count of documents is its number of links; for several,
        // a document holding two of them holds two links, so the items are counted
        boolean items = path.multikey() && (!path.path().endsWith("[]") || new java.util.HashSet<>(ids).size() > 1);
        return items ? reads.store.countItemsByKey(collection, path, ids) : reads.store.countByKey(collection, path, ids);
    }
}
