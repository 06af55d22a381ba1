package dev.docshape.storage.export;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;
import dev.docshape.model.validate.MongoNames;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The indexes the mongosh script creates for a collection: every reference (the application
 * follows them), unique where the relationship is one-to-one; the id inside an extended
 * reference's copy (it is a reference too: the related documents are found by it); the id of an
 * embedded child only where a pattern finds that entity by id or updates or deletes it. No index
 * goes through a field whose name MongoDB cannot use as a path (export reports those names). A field
 * a read takes the first N by gets an index of its own, which the sort uses, unless the entity's feed
 * serves every such read; a feed's order field gets one in the feed, a feed per parent a compound index on the
 * parent's id and the order field, which its read of one parent's first N and its trim use (decision 0331).
 * The rules: {@code docs/exports.md}, "Indexes".
 */
final class ScriptIndexes {

    /**
     * One index: a dotted path, unique or not, sparse where documents may lack the field, and for a compound index the
     * field that follows the path (null otherwise).
     */
    record Index(String path, boolean unique, boolean sparse, String then) {
        Index(String path, boolean unique, boolean sparse) {
            this(path, unique, sparse, null);
        }
    }

    private final ShapeTypes types;
    private final Set<String> addressedEntities = new HashSet<>();
    /**
     * The fields reads take the first N by, by entity, each with the relationship whose parent the read filters by
     * (empty: none), docs/counting-rules.md "Ordering and feeds".
     */
    private final Map<String, Set<Map.Entry<String, String>>> orderedFields = new HashMap<>();
    /** Each entity's feed, by entity. */
    private final Map<String, Duplicates.Duplicate> feeds = new HashMap<>();

    ScriptIndexes(ShapeTypes types, Design design) {
        this.types = types;
        // a feed is sorted and trimmed by its order field (docs/counting-rules.md "Ordering and feeds")
        for (Duplicates.Duplicate d : design.duplicates().all()) {
            if (d.isFeed()) feeds.put(d.entity(), d);
        }
        for (AccessPattern p : types.model().patterns()) {
            boolean byId = p instanceof ReadPattern read && read.selection() == Selection.BY_ID;
            boolean changes = p instanceof WritePattern write && (write.kind() == WriteKind.UPDATE || write.kind() == WriteKind.DELETE);
            if (byId || changes) addressedEntities.add(p.entity());
            Duplicates.Duplicate feed = design.duplicates().feedOf(p.entity());
            // a read the feed serves needs no index on the entity's own collection (docs/counting-rules.md "Ordering and feeds")
            if (p instanceof ReadPattern read && read.order() != null && (feed == null || !feed.serves(read))) {
                orderedFields.computeIfAbsent(read.entity(), k -> new LinkedHashSet<>())
                        .add(Map.entry(read.order().field(), read.byParent() == null ? "" : read.byParent()));
            }
        }
    }

    List<Index> of(CollectionShape collection) {
        Map<String, Index> found = new LinkedHashMap<>();
        List<String> required = types.required(collection, collection.rootEntity(), collection.document().fields(), true,
                types.modelFields(collection.rootEntity(), null, Map.of()));
        walk(collection.document().fields(), "", null, required, found);
        if (collection.kind() == CollectionKind.ENTITY && collection.rootEntity() != null) {
            for (Map.Entry<String, String> ordered : orderedFields.getOrDefault(collection.rootEntity(), Set.of())) {
                firstIndex(collection, ordered.getKey(), ordered.getValue(), found);
            }
        }
        Duplicates.Duplicate feed = feeds.get(collection.rootEntity());
        if (collection.kind() == CollectionKind.FEED && feed != null) {
            firstIndex(collection, feed.order().field(), feed.isPerParent() ? feed.parent() : "", found);
        }
        return new ArrayList<>(found.values());
    }

    /**
     * The index a read of the first N by {@code field} uses: of one parent of {@code relationshipId} (empty: of all), the
     * parent's id narrows and the order field sorts what it found; of all, the order field alone.
     */
    private static void firstIndex(CollectionShape collection, String field, String relationshipId, Map<String, Index> found) {
        String parentId = parentIdField(collection, relationshipId);
        if (parentId == null) orderIndex(collection, field, found);
        else if (holds(collection, field)) found.putIfAbsent(parentId + "," + field, new Index(parentId, false, false, field));
    }

    private static void orderIndex(CollectionShape collection, String field, Map<String, Index> found) {
        if (holds(collection, field)) found.putIfAbsent(field, new Index(field, false, false));
    }

    /** Whether the collection's documents hold {@code field} at the top, under a name MongoDB can index. */
    private static boolean holds(CollectionShape collection, String field) {
        return MongoNames.fieldRule(field).isEmpty() && collection.document().fields().stream().anyMatch(f -> f.name().equals(field));
    }

    /** @param container the field whose object(s) {@code fields} describe; null at the top of the document */
    private void walk(List<ShapeField> fields, String prefix, ShapeField container, List<String> required, Map<String, Index> found) {
        boolean top = container == null;
        for (ShapeField f : fields) {
            // A name MongoDB cannot follow as a path (a dot, a leading '$', NUL) gets no index, here or below.
            if (MongoNames.fieldRule(f.name()).isPresent()) continue;
            String path = prefix + f.name();
            if (f.role() == Role.REFERENCE) {
                boolean unique = top && f.kind() == ShapeField.Kind.SCALAR && oneToOne(f.relationship());
                found.putIfAbsent(path, new Index(path, unique, unique && !required.contains(f.name())));
            } else if (f.role() == Role.ID && !top && (container.role() == Role.COPIED || addressedEntities.contains(f.entity()))) {
                found.putIfAbsent(path, new Index(path, false, false));
            }
            if (!f.children().isEmpty()) walk(f.children(), path + ".", f, required, found);
        }
    }

    /** The top-level field of the collection's documents that holds the parent's id for {@code relationshipId}, or null. */
    private static String parentIdField(CollectionShape collection, String relationshipId) {
        if (relationshipId.isEmpty()) return null;
        for (ShapeField f : collection.document().fields()) {
            if (f.role() == Role.REFERENCE && f.kind() == ShapeField.Kind.SCALAR && relationshipId.equals(f.relationship())
                    && MongoNames.fieldRule(f.name()).isEmpty()) {
                return f.name();
            }
        }
        return null;
    }

    private boolean oneToOne(String relationshipId) {
        if (relationshipId == null) return false;
        DataModel model = types.model();
        Relationship r = model.relationship(relationshipId).orElse(null);
        return r != null && r.cardinality() == Cardinality.ONE_TO_ONE && r.sharedBy() <= 1;
    }
}
