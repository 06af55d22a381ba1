package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.projection.BucketFill;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.store.IndexedPath;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Reads a parent's children kept in bucket documents: the newest buckets it needs, as an application would. */
final class BucketReads {
    private BucketReads() {
    }

    /**
     * The ids of the parents of {@code items} read in the buckets of {@code r}, which each bucket document holds (docs/counting-rules.md
     * "Parents of children spread over the data"); empty when the items were not read in those buckets.
     */
    static Optional<Set<String>> parentIds(Locator locator, List<Node> items, Relationship r) {
        Optional<CollectionShape> buckets = locator.buckets(r.id());
        if (buckets.isEmpty()) return Optional.empty();
        String parentId = Locator.fieldOf(buckets.get(), ShapeField.Role.REFERENCE).name();
        String held = Locator.fieldOf(buckets.get(), ShapeField.Role.EMBEDDED).name();
        Set<String> ids = new LinkedHashSet<>();
        for (Node n : items) {
            ObjectNode bucket = n.document();
            if (n.container() != null || bucket == null || bucket == n.object() || !bucket.has(parentId) || !bucket.has(held)) {
                return Optional.empty();
            }
            ids.add(bucket.path(parentId).asText());
        }
        return Optional.of(ids);
    }

    /**
     * {@code items} as read in the buckets of {@code r} by their ids, counted as the request it is (one id a
     * {@code findOne}): a bucketed child read from elsewhere names no parent, the bucket holding it does (decision 0511).
     */
    static List<Node> holding(StoreReads reads, List<Node> items, Relationship r, Tally tally) {
        String buckets = reads.locator.bucketOf(r.id());
        Occurrence inBuckets = reads.locator.occurrences(r.child()).stream()
                .filter(o -> o.kind() == Occurrence.Kind.BUCKET_ITEM && o.collection().equals(buckets)).findFirst()
                .orElseThrow(() -> new IllegalStateException("bucket collection '" + buckets + "' holds no " + r.child()));
        Set<String> ids = new LinkedHashSet<>(Nodes.ids(items));
        return reads.byIds(inBuckets, ids, ReturnedFields.WHOLE, ids.size() <= 1, tally);
    }

    /**
     * The ids of the parents whose buckets of {@code r} hold any of {@code childIds}, read without counting; empty when
     * {@code r} keeps no buckets. The buckets hold every child, a subset's too (decision 0295), and a bucketed child names
     * no parent: the bucket holding it does, one parent's (docs/counting-rules.md "Writes and write amplification").
     */
    static Optional<List<String>> parentsHolding(StoreReads reads, Relationship r, List<String> childIds) {
        Optional<CollectionShape> buckets = reads.locator.buckets(r.id());
        if (buckets.isEmpty()) return Optional.empty();
        String parentId = Locator.fieldOf(buckets.get(), ShapeField.Role.REFERENCE).name();
        String held = Locator.fieldOf(buckets.get(), ShapeField.Role.EMBEDDED).name();
        Set<String> parents = new LinkedHashSet<>();
        for (String doc : reads.store.byKey(buckets.get().name(), IndexedPath.of(held + "[].id"), childIds)) {
            parents.add(StoreReads.parse(doc).path(parentId).asText());
        }
        return Optional.of(new ArrayList<>(parents));
    }

    static List<Node> read(StoreReads reads, List<Node> from, Relationship r, String target, int limit, Ordering order, Strategy s,
                               Tally tally) {
        // one query by several parents' ids cannot take N of each: every bucket of theirs, the application keeping N of
        // each, on MongoDB and Cosmos DB alike (decisions 0405, 0536)
        if (limit > 0 && from.size() > 1) {
            return FirstOfEach.keep(read(reads, from, r, target, 0, order, s, tally), reads.locator, r, r.parent(), limit, order);
        }
        // the buckets come back whole, as the templates read them (docs/counting-rules.md "Bucket documents read")
        // buckets fill in their own order: the first N by another order may be in any of them
        boolean kept = s instanceof Bucket b ? Ordering.serves(b.order(), order) : order == null;
        if (!kept) {
            List<Node> all = read(reads, from, r, target, 0, null, s, tally);
            return FirstBy.perKey(all, Node::object, n -> "", order, limit);
        }
        CollectionShape buckets = reads.locator.collection(reads.locator.bucketOf(r.id()));
        ShapeField parentId = Locator.fieldOf(buckets, ShapeField.Role.REFERENCE);
        if (limit > 0 && !from.isEmpty() && reads.sortsInsideArrays()) return firstItems(reads, from.get(0), buckets, parentId, limit, order, tally);
        // Cosmos DB SQL cannot stop at the first N items: the newest buckets that hold them however full the newest is,
        // whole (decision 0529)
        int newest = limit <= 0 ? 0 : BucketFill.newestHolding(limit, Links.bucketSize(s));
        List<ObjectNode> all = reads.store.byKeyNewest(buckets.name(), IndexedPath.of(parentId.name()), Nodes.ids(from), newest).stream().map(StoreReads::parse).toList();
        Map<String, List<ObjectNode>> perParent = new LinkedHashMap<>();
        for (ObjectNode b : all) perParent.computeIfAbsent(b.path(parentId.name()).asText(), k -> new ArrayList<>()).add(b);
        List<String> used = new ArrayList<>();
        List<Node> items = new ArrayList<>();
        ShapeField itemsField = Locator.fieldOf(buckets, ShapeField.Role.EMBEDDED);
        for (List<ObjectNode> list : perParent.values()) {
            int needed = limit > 0 ? newest : list.size();
            for (ObjectNode b : list.subList(Math.max(0, list.size() - needed), list.size())) {
                used.add(StoreReads.write(b));
                for (var item : b.path(itemsField.name())) {
                    items.add(new Node(item.path("id").asText(), (ObjectNode) item, itemsField.children(), b, null, null));
                }
            }
        }
        reads.count(buckets.name(), used, tally);
        if (order != null) items = FirstBy.perKey(items, Node::object, n -> "", order, 0);
        return limit > 0 && items.size() > limit ? items.subList(0, limit) : items;
    }

    /**
     * One parent's first {@code limit} children over its buckets, as the aggregate the templates send on MongoDB takes
     * them: the newest bucket, and those before it only while fewer than {@code limit} items are in hand, each read whole
     * and sent back holding only the items taken (decision 0524, docs/counting-rules.md "Bucket documents read").
     */
    private static List<Node> firstItems(StoreReads reads, Node parent, CollectionShape buckets, ShapeField parentId, int limit,
                                         Ordering order, Tally tally) {
        ShapeField held = Locator.fieldOf(buckets, ShapeField.Role.EMBEDDED);
        String itemsField = held.name();
        List<String> docs = reads.store.byKeyFirstItems(buckets.name(), IndexedPath.of(parentId.name()), parent.id(), itemsField, limit);
        List<String> used = new ArrayList<>();
        List<ObjectNode> returned = new ArrayList<>();
        List<Node> items = new ArrayList<>();
        for (int i = docs.size() - 1; i >= 0 && items.size() < limit; i--) {
            ObjectNode b = StoreReads.parse(docs.get(i));
            used.add(docs.get(i));
            ObjectNode sent = b.deepCopy();
            var kept = sent.putArray(itemsField);
            for (var item : b.path(itemsField)) {
                if (items.size() == limit) break;
                kept.add(item);
                items.add(new Node(item.path("id").asText(), (ObjectNode) item, held.children(), b, null, null));
            }
            returned.add(sent);
        }
        reads.countSent(buckets.name(), used, returned, tally);
        return order != null ? FirstBy.perKey(items, Node::object, n -> "", order, 0) : items;
    }
}
