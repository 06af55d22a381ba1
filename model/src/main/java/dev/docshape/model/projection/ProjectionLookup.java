package dev.docshape.model.projection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The hash indexes behind {@link Projection}'s look-ups; the first match in projection order wins, as a scan would find it. */
final class ProjectionLookup {
    final Map<String, CollectionShape> byName = new HashMap<>();
    final Map<String, CollectionShape> entityCollections = new HashMap<>();
    final Map<String, CollectionShape> duplicates = new HashMap<>();
    final Map<String, CollectionShape> feeds = new HashMap<>();
    final Map<String, CollectionShape> buckets = new HashMap<>();
    final Map<String, CollectionShape> joins = new HashMap<>();
    final Map<String, List<Occurrence>> occurrences = new HashMap<>();

    ProjectionLookup(Projection projection) {
        for (CollectionShape c : projection.collections()) {
            byName.putIfAbsent(c.name(), c);
            if (c.kind() == CollectionKind.ENTITY && c.rootEntity() != null) entityCollections.putIfAbsent(c.rootEntity(), c);
            if (c.kind() == CollectionKind.DUPLICATE && c.rootEntity() != null) duplicates.putIfAbsent(c.rootEntity(), c);
            if (c.kind() == CollectionKind.FEED && c.rootEntity() != null) feeds.putIfAbsent(c.rootEntity(), c);
            if (c.kind() == CollectionKind.BUCKET && c.relationship() != null) buckets.putIfAbsent(c.relationship(), c);
            if (c.kind() == CollectionKind.JOIN && c.relationship() != null) joins.putIfAbsent(c.relationship(), c);
        }
        for (Occurrence o : projection.occurrences()) occurrences.computeIfAbsent(o.entity(), k -> new ArrayList<>()).add(o);
    }
}
