package dev.docshape.model.estimate;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.DatabaseKind;
import dev.docshape.model.projection.CollectionShape;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The index entries a collection's documents keep, and the order fields it keeps an index for: what a write of the
 * collection changes besides the document, docs/counting-rules.md "Ordering and feeds").
 */
final class IndexEntries {
    private final ModelLookup lookup;
    private final Design design;
    private final ProjectionIndex projection;
    private final DatabaseKind kind;
    private final PlanReads consulted;
    /** Index entries per document, by collection name, computed on first need. */
    private final Map<String, Double> terms = new HashMap<>();

    IndexEntries(ModelLookup lookup, Design design, ProjectionIndex projection, DatabaseKind kind, PlanReads consulted) {
        this.lookup = lookup;
        this.design = design;
        this.projection = projection;
        this.kind = kind;
        this.consulted = consulted;
    }

    /**
     * True when one of {@code fields} of the entity is an order field {@code collection} keeps an index for: an
     * indexed value that changes with the field ({@link #orderIndexes}).
     */
    boolean ordersBy(String collection, String entityId, List<String> fields) {
        Set<String> ordered = orderIndexes(collection, entityId);
        for (String f : fields) {
            if (ordered.contains(f)) return true;
        }
        return false;
    }

    /**
     * The order fields {@code collection} keeps an index for, for the documents of {@code entityId}: in the entity's
     * own collection each field a read takes the first N by, except where every such read is served by the entity's
     * feed; in the feed its order field (export creates both; docs/counting-rules.md "Ordering and feeds").
     */
    Set<String> orderIndexes(String collection, String entityId) {
        consulted.collections(entityId);
        CollectionShape own = projection.own.get(entityId);
        CollectionShape feedCollection = projection.feeds.get(entityId);
        Duplicates.Duplicate feed = feedCollection == null ? null : design.duplicates().feedOf(entityId);
        if (feed != null && feedCollection.name().equals(collection)) return Set.of(feed.order().field());
        if (own == null || !own.name().equals(collection)) return Set.of();
        Set<String> fields = new HashSet<>();
        for (ReadPattern read : lookup.orderedReads.getOrDefault(entityId, List.of())) {
            if (feed == null || !feed.serves(read)) fields.add(read.order().field());
        }
        return fields;
    }

    /** Index entries of one document of the collection under the profile's database ({@link IndexTerms}). */
    double perDocument(String collection) {
        consulted.collection(collection);
        CollectionShape c = projection.byName.get(collection);
        Double known = terms.get(collection);
        if (known != null) return known;
        double entries = c == null ? 0 : IndexTerms.of(c.document(), kind);
        // MongoDB keeps one more index for each field reads take the first N by; Cosmos DB indexes every value anyway
        if (c != null && c.rootEntity() != null && kind == DatabaseKind.MONGODB) {
            entries += orderIndexes(collection, c.rootEntity()).size();
        }
        terms.put(collection, entries);
        return entries;
    }
}
