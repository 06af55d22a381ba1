package dev.docshape.model.estimate;

import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A projection's collections by name and by what they hold, every entity's occurrences, and each
 * collection's average document size: what the planners look up. An {@link EstimateSession} keeps
 * one and updates it from one projection to the next, touching only the collections that were
 * rebuilt, added or dropped and the entities whose occurrences may have changed, instead of
 * indexing the whole projection again for every edit.
 */
final class ProjectionIndex {
    final Map<String, CollectionShape> byName;
    final Map<String, CollectionShape> own;
    final Map<String, CollectionShape> duplicates;
    final Map<String, CollectionShape> buckets;
    final Map<String, CollectionShape> joins;
    private final Map<String, List<Occurrence>> occurrences;
    /** Entities whose occurrences are not gathered yet from {@link #pending}; gathered on first need. */
    private Set<String> stale = Set.of();
    private Projection pending;
    final Map<String, Double> avgBytes;

    /** Indexes every collection and occurrence of the projection sized by {@code sizes}. */
    ProjectionIndex(CollectionSizes sizes, Projection projection) {
        List<CollectionShape> shapes = sizes.shapes;
        int cc = ModelLookup.capacity(shapes.size());
        byName = new HashMap<>(cc);
        own = new HashMap<>(cc);
        duplicates = new HashMap<>();
        buckets = new HashMap<>();
        joins = new HashMap<>();
        avgBytes = new HashMap<>(cc);
        occurrences = new HashMap<>();
        for (int i = 0; i < shapes.size(); i++) add(shapes.get(i), sizes.get(i));
        for (Occurrence o : projection.occurrences()) occurrencesOf(o.entity()).add(o);
    }

    /**
     * Moves the index on to {@code projection}, whose collections {@code sizes} matched with the
     * previous ones: it names the collections dropped and the positions of those added (as new
     * instances). Occurrences are gathered again, when first needed, only for {@code changedEntities},
     * which hold every entity of a collection that was rebuilt, added or dropped.
     */
    void update(Projection projection, CollectionSizes sizes, Set<String> changedEntities) {
        for (CollectionShape c : sizes.dropped) remove(c);
        for (int i : sizes.added) add(sizes.shapes.get(i), sizes.get(i));
        if (!changedEntities.isEmpty()) {
            for (String entity : changedEntities) occurrences.remove(entity);
            if (stale.isEmpty()) {
                stale = changedEntities;
            } else {
                Set<String> both = new HashSet<>(stale);
                both.addAll(changedEntities);
                stale = both;
            }
        }
        // entities still stale from earlier runs did not change since: this projection holds them as well
        if (!stale.isEmpty()) pending = projection;
    }

    /** Where the entity's data sits, in the projection's order. */
    List<Occurrence> occurrences(String entityId) {
        if (stale.contains(entityId)) gatherStale();
        return occurrences.getOrDefault(entityId, List.of());
    }

    /** Gathers the occurrences of the stale entities: one walk over the projection's occurrences. */
    private void gatherStale() {
        if (stale.isEmpty()) return;
        for (Occurrence o : pending.occurrences()) {
            if (stale.contains(o.entity())) occurrencesOf(o.entity()).add(o);
        }
        stale = Set.of();
        pending = null;
    }

    private List<Occurrence> occurrencesOf(String entity) {
        List<Occurrence> of = occurrences.get(entity);
        if (of == null) occurrences.put(entity, of = new ArrayList<>(2));
        return of;
    }

    private void add(CollectionShape c, EstimateRun.Sized size) {
        byName.put(c.name(), c);
        switch (c.kind()) {
            case ENTITY -> own.put(c.rootEntity(), c);
            case DUPLICATE -> duplicates.put(c.rootEntity(), c);
            case BUCKET -> buckets.put(c.relationship(), c);
            case JOIN -> joins.put(c.relationship(), c);
        }
        avgBytes.put(c.name(), size.avgBytes());
    }

    private void remove(CollectionShape c) {
        if (byName.get(c.name()) == c) {
            byName.remove(c.name());
            avgBytes.remove(c.name());
        }
        switch (c.kind()) {
            case ENTITY -> removeIfSame(own, c.rootEntity(), c);
            case DUPLICATE -> removeIfSame(duplicates, c.rootEntity(), c);
            case BUCKET -> removeIfSame(buckets, c.relationship(), c);
            case JOIN -> removeIfSame(joins, c.relationship(), c);
        }
    }

    private static void removeIfSame(Map<String, CollectionShape> map, String key, CollectionShape c) {
        if (map.get(key) == c) map.remove(key);
    }
}
