package dev.docshape.model.estimate;

import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

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
    final Map<String, CollectionShape> feeds;
    final Map<String, CollectionShape> buckets;
    final Map<String, CollectionShape> joins;
    private final Map<String, List<Occurrence>> occurrences;
    /** Entities whose occurrences are not gathered yet from {@link #source}; gathered one by one on first need. */
    private final Set<String> stale = new HashSet<>();
    private Function<String, List<Occurrence>> source;
    final Map<String, Double> avgBytes;

    /** Indexes every collection and occurrence of the projection sized by {@code sizes}. */
    ProjectionIndex(CollectionSizes sizes, Projection projection) {
        List<CollectionShape> shapes = sizes.shapes;
        int cc = ModelLookup.capacity(shapes.size());
        byName = new HashMap<>(cc);
        own = new HashMap<>(cc);
        duplicates = new HashMap<>();
        feeds = new HashMap<>();
        buckets = new HashMap<>();
        joins = new HashMap<>();
        avgBytes = new HashMap<>(cc);
        occurrences = new HashMap<>();
        for (int i = 0; i < shapes.size(); i++) add(shapes.get(i), sizes.get(i));
        for (Occurrence o : projection.occurrences()) occurrencesOf(o.entity()).add(o);
    }

    /**
     * Moves the index on to the next projection, whose collections {@code sizes} matched with the
     * previous ones: it names the collections dropped and the positions of those added (as new
     * instances). Occurrences are gathered again, when first needed, only for {@code changedEntities},
     * which hold every entity of a collection that was rebuilt, added or dropped, from
     * {@code occurrencesOf} (the projection session's look-up of the newest projection).
     */
    void update(CollectionSizes sizes, Set<String> changedEntities, Function<String, List<Occurrence>> occurrencesOf) {
        for (CollectionShape c : sizes.dropped) remove(c);
        for (int i : sizes.added) add(sizes.shapes.get(i), sizes.get(i));
        for (String entity : changedEntities) occurrences.remove(entity);
        stale.addAll(changedEntities);
        // entities still stale from earlier runs did not change since: the newest projection holds them as well
        source = occurrencesOf;
    }

    /** Where the entity's data sits, in the projection's order; a list handed out is never changed afterwards. */
    List<Occurrence> occurrences(String entityId) {
        if (!stale.isEmpty() && stale.remove(entityId)) {
            // the session's look-up makes a new list per call and keeps no hold of it: wrapped, not copied
            List<Occurrence> found = source.apply(entityId);
            if (!found.isEmpty()) occurrences.put(entityId, Collections.unmodifiableList(found));
        }
        return occurrences.getOrDefault(entityId, List.of());
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
            case FEED -> feeds.put(c.rootEntity(), c);
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
            case FEED -> removeIfSame(feeds, c.rootEntity(), c);
            case BUCKET -> removeIfSame(buckets, c.relationship(), c);
            case JOIN -> removeIfSame(joins, c.relationship(), c);
        }
    }

    private static void removeIfSame(Map<String, CollectionShape> map, String key, CollectionShape c) {
        if (map.get(key) == c) map.remove(key);
    }
}
