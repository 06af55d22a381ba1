package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.ChildrenTaken;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.FieldPaths;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.store.IndexedPath;
import dev.docshape.storage.store.DocumentWrites;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs a write pattern inside a trial (undone afterwards): finds every document the write has to
 * change, its own and every copy, and rewrites them, one request per collection. Counts requests
 * and documents written.
 */
final class WriteRunner {
    private final DataModel model;
    private final Design design;
    private final Projection projection;
    private final DocumentWrites trial;
    private final StoreReads reads;
    private final Locator locator;

    WriteRunner(DataModel model, Design design, Projection projection, DocumentWrites trial, Locator locator, EncodedSize sizes) {
        this.model = model;
        this.design = design;
        this.projection = projection;
        this.trial = trial;
        this.locator = locator;
        this.reads = new StoreReads(trial, locator, sizes);
    }

    Tally run(WritePattern p, long index, SampleGenerator sample) {
        Tally tally = new Tally();
        String id = SampleGenerator.idOf(p.entity(), index % Math.max(1, sample.instances(p.entity()))).hex();
        Relationship r = p.relationship() == null ? null : model.requireRelationship(p.relationship());
        switch (p.kind()) {
            case INSERT -> insert(p.entity(), r, index, sample, tally);
            case UPDATE -> writeCopies(p.entity(), id, p.fields(), tally);
            case DELETE -> delete(p.entity(), id, index, sample, tally);
            case LINK, UNLINK -> link(r, index, sample, tally);
        }
        if (p.kind() == WriteKind.INSERT || p.kind() == WriteKind.UPDATE) {
            for (Include inc : p.includes()) include(p.entity(), List.of(id), inc, tally);
        }
        return tally;
    }

    private void insert(String entity, Relationship r, long index, SampleGenerator sample, Tally tally) {
        CollectionShape own = projection.entityCollection(entity).orElse(null);
        if (own != null) sent(tally, trial.insert(own.name(), "new-" + index, "{}"));
        CollectionShape copy = projection.duplicateCollection(entity).orElse(null);
        if (copy != null) sent(tally, trial.insert(copy.name(), "new-" + index, "{}"));
        CollectionShape feed = projection.feedCollection(entity).orElse(null);
        if (feed != null) {
            sent(tally, trial.insert(feed.name(), "new-" + index, "{}"));
            trimFeed(entity, feed.name(), index, sample, tally);
        }
        if (r == null) {
            if (own == null) writeHome(entity, List.of(someId(entity, index, sample)), tally);
            return;
        }
        boolean child = r.child().equals(entity);
        String other = r.otherEnd(entity);
        List<String> others = someIds(other, index, child ? (int) Math.round(Links.parentsPerChild(r)) : (int) Math.round(r.avgCount()), sample);
        Mapping m = design.mappingFor(r);
        Strategy s = m.strategy();
        boolean otherWritten = false;
        if (child) {
            if (s instanceof Embed || s instanceof Subset) {
                writeHome(other, others, tally);
                otherWritten = true;
            }
            if (Links.bucketSize(s) > 0) {
                pushIntoOpenBuckets(r, others, tally);
            } else if (own == null && !(s instanceof Embed) && !(s instanceof Subset)) {
                writeHome(entity, List.of(someId(entity, index, sample)), tally);
            }
            if (parentHoldsLinks(s)) {
                writeHome(other, others, tally);
                otherWritten = true;
            }
        } else if (childHoldsLinks(s)) {
            writeHome(other, others, tally);
        }
        if (s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
            int n = 0;
            for (String o : others) n += trial.insert(locator.joinOf(r.id()), "new-join-" + index + "-" + o, "{}");
            sent(tally, n);
        }
        if (child && m.precomputedCount() && !otherWritten) writeHome(other, others, tally);
    }

    /**
     * A full feed deletes its last document by its order, which the new one pushes out (docs/counting-rules.md
     * "Ordering and feeds"); the new document is taken to come first, as a new post is the newest.
     */
    private void trimFeed(String entity, String feed, long index, SampleGenerator sample, Tally tally) {
        Duplicates.Duplicate d = design.duplicates().feedOf(entity);
        if (d.isPerParent()) {
            trimFeedOfParent(d, feed, index, sample, tally);
            return;
        }
        long[] held = sample.feedInstances(entity);
        if (held == null || held.length == 0 || held.length < d.keep()) return;
        sent(tally, trial.delete(feed, SampleGenerator.idOf(entity, held[held.length - 1]).hex()));
    }

    /**
     * A feed per parent: one request trims the new document's parent's feed, deleting its last document when
     * the parent already has {@code keep} there, none otherwise; no request where no parent can fill it (docs/counting-rules.md
     * "Ordering and feeds"). The parent is the one an insert of a child of that relationship links to.
     */
    private void trimFeedOfParent(Duplicates.Duplicate d, String feed, long index, SampleGenerator sample, Tally tally) {
        Relationship r = model.requireRelationship(d.parent());
        if (ChildrenTaken.shareWithAtLeast(r, d.keep()) <= 0) return;
        long[] held = sample.feedInstancesOf(d.entity(), someIndex(index, 0, sample.instances(r.parent())));
        if (held == null || held.length < d.keep()) {
            sent(tally, 0);
            return;
        }
        sent(tally, trial.delete(feed, SampleGenerator.idOf(d.entity(), held[held.length - 1]).hex()));
    }

    private void delete(String entity, String id, long index, SampleGenerator sample, Tally tally) {
        writeCopies(entity, id, List.of(), tally);
        for (Relationship r : model.relationshipsOf(entity)) {
            Mapping m = design.mappingFor(r);
            Strategy s = m.strategy();
            boolean child = r.child().equals(entity);
            if (s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
                // the joins holding the id at its end; at both ends of a self relationship (decision 0494)
                CollectionShape join = locator.collection(locator.joinOf(r.id()));
                Set<String> joins = new LinkedHashSet<>();
                join.document().fields().stream().filter(f -> f.role() == ShapeField.Role.REFERENCE)
                        .skip(child && !r.isSelf() ? 1 : 0).limit(r.isSelf() ? 2 : 1)
                        .forEach(f -> joins.addAll(reads.store.byKey(join.name(), IndexedPath.of(f.name()), List.of(id))));
                rewrite(join.name(), new ArrayList<>(joins), tally);
            }
            if (child) {
                List<String> parents = related(r.child(), List.of(id), r, r.parent());
                boolean parentWritten = parentHoldsLinks(s) && s instanceof Reference;
                if (parentWritten) writeHome(r.parent(), parents, tally);
                if (m.precomputedCount() && !parentWritten && !(s instanceof ExtendedReference x && x.holder() == Holder.PARENT)
                        && !(s instanceof Embed)) {
                    writeHome(r.parent(), parents, tally);
                }
            } else if (Links.bucketSize(s) > 0) {
                String buckets = locator.bucketOf(r.id());
                ShapeField parentId = locator.collection(buckets).document().fields().stream()
                        .filter(f -> f.role() == ShapeField.Role.REFERENCE).findFirst().orElseThrow();
                rewrite(buckets, reads.store.byKey(buckets, IndexedPath.of(parentId.name()), List.of(id)), tally);
            }
            if (r.parent().equals(entity) && Links.childKeepsParentIds(r, s)) pullFromChildren(r, id, tally);
        }
    }

    /**
     * The children keeping a deleted parent's id in their arrays of parent ids, found by that array, rewritten where
     * they sit whole: one request per collection, as the estimate plans it (decision 0509).
     */
    private void pullFromChildren(Relationship r, String id, Tally tally) {
        Map<String, Map<String, String>> docsByCollection = new LinkedHashMap<>();
        docsByCollection.put(locator.home(r.child()).collection(), new LinkedHashMap<>());
        for (Occurrence o : projection.occurrencesOf(r.child())) {
            if (!o.whole()) continue;
            List<ShapeField> top = locator.collection(o.collection()).document().fields();
            Map<String, String> byId = docsByCollection.computeIfAbsent(o.collection(), k -> new LinkedHashMap<>());
            Locator.shapeAt(top, o.fieldPath()).stream()
                    .filter(f -> r.id().equals(f.relationship()) && f.role() == ShapeField.Role.REFERENCE && f.end() == Relationship.End.PARENT)
                    .findFirst().ifPresent(ids -> {
                        List<String> path = new ArrayList<>(o.fieldPath());
                        path.add(ids.name());
                        for (String doc : reads.store.byKey(o.collection(), IndexedPath.of(Locator.pathOf(top, path)), List.of(id))) {
                            byId.putIfAbsent(Locator.idOf(StoreReads.parse(doc), true), doc);
                        }
                    });
        }
        for (Map.Entry<String, Map<String, String>> c : docsByCollection.entrySet()) rewrite(c.getKey(), new ArrayList<>(c.getValue().values()), tally);
    }

    private void link(Relationship r, long index, SampleGenerator sample, Tally tally) {
        Strategy s = design.mappingFor(r).strategy();
        List<String> parent = List.of(someId(r.parent(), index, sample));
        List<String> child = List.of(someId(r.child(), index, sample));
        boolean parentWritten = parentHoldsLinks(s) || s instanceof Embed || s instanceof Subset;
        if (parentWritten) writeHome(r.parent(), parent, tally);
        if (childHoldsLinks(s) || (s instanceof Subset sub && sub.rest() == Subset.Rest.REFERENCED)) writeHome(r.child(), child, tally);
        if (Links.bucketSize(s) > 0) pushIntoOpenBuckets(r, parent, tally);
        if (s instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS) {
            sent(tally, trial.insert(locator.joinOf(r.id()), "new-link-" + index, "{}"));
        }
        if (design.mappingFor(r).precomputedCount() && !parentWritten) writeHome(r.parent(), parent, tally);
    }

    /**
     * Rewrites every document holding the instance: its own and each copy, one request per collection, and two where a
     * collection holds both its documents and copies of it inside others (a user's and its followers', decision 0508):
     * the documents first, then the copies, each document once (a user of the sample following itself is written by the
     * first).
     */
    private void writeCopies(String entity, String id, List<String> fields, Tally tally) {
        Map<Place, Map<String, String>> docsByPlace = new LinkedHashMap<>();
        for (Occurrence o : projection.occurrencesOf(entity)) {
            // a nested field and its object field count as one, as the estimate's CopyWrites takes them (decision 0557)
            if (o.kind() == Occurrence.Kind.EXTENDED_COPY && !fields.isEmpty() && !FieldPaths.anyOverlap(fields, o.copiedFields())) continue;
            IndexedPath path = locator.idPath(o);
            List<String> docs = path == null ? reads.store.byIds(o.collection(), List.of(id)) : reads.store.byKey(o.collection(), path, List.of(id));
            Place place = path == null ? new Place(o.collection(), false, null) : new Place(o.collection(), true, o.viaRelationship());
            Map<String, String> byId = docsByPlace.computeIfAbsent(place, k -> new LinkedHashMap<>());
            for (String doc : docs) byId.putIfAbsent(Locator.idOf(StoreReads.parse(doc), true), doc);
        }
        // the own documents first; a copy's request skips a document the own request wrote already
        Map<String, Set<String>> ownByCollection = new HashMap<>();
        for (boolean inside : new boolean[] {false, true}) {
            for (Map.Entry<Place, Map<String, String>> place : docsByPlace.entrySet()) {
                if (place.getKey().inside() != inside) continue;
                Set<String> own = ownByCollection.computeIfAbsent(place.getKey().collection(), k -> new HashSet<>());
                List<String> docs = new ArrayList<>();
                place.getValue().forEach((docId, doc) -> {
                    if (inside ? !own.contains(docId) : own.add(docId)) docs.add(doc);
                });
                rewrite(place.getKey().collection(), docs, tally);
            }
        }
    }

    /**
     * Where one request finds an instance's data: its documents in a collection, or its copies inside other documents
     * there put by one relationship, each found at a path of its own (decisions 0508, 0517).
     */
    private record Place(String collection, boolean inside, String putThereBy) {
    }

    private void include(String entity, List<String> ids, Include inc, Tally tally) {
        Relationship r = model.requireRelationship(inc.relationship());
        boolean down = r.parent().equals(entity);
        String target = r.otherEnd(entity);
        Strategy s = design.mappingFor(r).strategy();
        boolean inside = down && (s instanceof Embed || (s instanceof Subset sub && inc.limit() > 0 && inc.limit() <= sub.size()));
        List<String> targets = related(entity, ids, r, target);
        if (!inside) writeHome(target, targets, tally);
        for (Include nested : inc.includes()) include(target, targets, nested, tally);
    }

    /** The ids of the instances related to {@code ids} through {@code r}, found without counting. */
    private List<String> related(String entity, List<String> ids, Relationship r, String target) {
        ReadRunner finder = new ReadRunner(model, design, reads);
        return finder.relatedIds(entity, ids, r, target);
    }

    /**
     * Rewrites the documents holding the given instances whole (their own documents or their
     * containers, and every whole copy elsewhere): one request per collection.
     */
    private void writeHome(String entity, List<String> ids, Tally tally) {
        Occurrence home = locator.home(entity);
        Map<String, Map<String, String>> docsByCollection = new LinkedHashMap<>();
        docsByCollection.put(home.collection(), new LinkedHashMap<>());
        for (Occurrence o : projection.occurrencesOf(entity)) {
            if (!o.whole()) continue;
            IndexedPath path = locator.idPath(o);
            List<String> docs = path == null ? reads.store.byIds(o.collection(), ids) : reads.store.byKey(o.collection(), path, ids);
            Map<String, String> byId = docsByCollection.computeIfAbsent(o.collection(), k -> new LinkedHashMap<>());
            for (String doc : docs) byId.putIfAbsent(Locator.idOf(StoreReads.parse(doc), true), doc);
        }
        for (Map.Entry<String, Map<String, String>> c : docsByCollection.entrySet()) {
            rewrite(c.getKey(), new ArrayList<>(c.getValue().values()), tally);
        }
    }

    private void pushIntoOpenBuckets(Relationship r, List<String> parents, Tally tally) {
        String buckets = locator.bucketOf(r.id());
        ShapeField parentId = locator.collection(buckets).document().fields().stream()
                .filter(f -> f.role() == ShapeField.Role.REFERENCE).findFirst().orElseThrow();
        Map<String, String> open = new LinkedHashMap<>();
        for (String doc : reads.store.byKey(buckets, IndexedPath.of(parentId.name()), parents)) {
            open.put(StoreReads.parse(doc).path(parentId.name()).asText(), doc);
        }
        // A parent without a bucket yet gets a new one: one document written either way.
        int written = 0;
        for (String parent : parents) {
            String doc = open.get(parent);
            written += doc == null ? trial.insert(buckets, "new-bucket-" + parent, "{}")
                    : trial.replace(buckets, Locator.idOf(StoreReads.parse(doc), true), doc);
        }
        sent(tally, written);
    }

    private void rewrite(String collection, List<String> docs, Tally tally) {
        int written = 0;
        for (String doc : docs) {
            ObjectNode node = StoreReads.parse(doc);
            written += trial.replace(collection, Locator.idOf(node, true), doc);
        }
        sent(tally, written);
    }

    /**
     * One request sent, writing {@code docs} documents. A target that batches writes (MongoDB's bulk write of a
     * collection's writes in a row) sends them now: two requests to one collection stay two (decision 0508).
     */
    private void sent(Tally tally, int docs) {
        tally.write(docs);
        trial.endRequest();
    }

    private static String someId(String entity, long index, SampleGenerator sample) {
        return SampleGenerator.idOf(entity, index % Math.max(1, sample.instances(entity))).hex();
    }

    private static List<String> someIds(String entity, long index, int n, SampleGenerator sample) {
        List<String> ids = new ArrayList<>();
        long instances = Math.max(1, sample.instances(entity));
        for (int i = 0; i < Math.max(1, n) && i < instances; i++) ids.add(SampleGenerator.idOf(entity, someIndex(index, i, instances)).hex());
        return ids;
    }

    /** The {@code i}-th instance (of {@code instances}) a write from instance {@code index} relates to, spread over all of them. */
    private static long someIndex(long index, int i, long instances) {
        return (index * 7919 + i) % Math.max(1, instances);
    }

    private static boolean parentHoldsLinks(Strategy s) {
        if (s instanceof Reference ref) return ref.placement() == Placement.PARENT_HOLDS_CHILD_IDS || ref.placement() == Placement.IDS_ON_BOTH_SIDES;
        return s instanceof ExtendedReference x && x.holder() == Holder.PARENT;
    }

    private static boolean childHoldsLinks(Strategy s) {
        if (s instanceof Reference ref) return ref.placement() == Placement.CHILD_HOLDS_PARENT_ID || ref.placement() == Placement.IDS_ON_BOTH_SIDES;
        return s instanceof ExtendedReference x && x.holder() == Holder.CHILD;
    }
}
