package dev.docshape.storage.measure;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.storage.store.IndexedPath;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The entity a read runner reads next by its ids and the includes that follow from it: the children co-located with it
 * come back in the same query, so its read fetches them first (docs/counting-rules.md "Co-location").
 */
final class UpcomingIncludes {
    private final DataModel model;
    private final Design design;
    private final Locator locator;
    private String entity;
    private List<Include> includes = List.of();

    UpcomingIncludes(DataModel model, Design design, Locator locator) {
        this.model = model;
        this.design = design;
        this.locator = locator;
    }

    /** {@code entity} is read next, then {@code includes} are followed from it. */
    void expect(String entity, List<Include> includes) {
        this.entity = entity;
        this.includes = includes;
    }

    /**
     * Before the read of {@code ids} of {@code entity}, when it is the one expected: reads its documents and those of its
     * co-located children in one query, which the reads that follow take from {@code reads}.
     */
    void prefetch(StoreReads reads, String entity, Collection<String> ids) {
        if (!entity.equals(this.entity)) return;
        this.entity = null;
        Map<String, IndexedPath> members = coLocatedMembers(entity, ids.size());
        if (!members.isEmpty()) reads.prefetch(entity, ids, members, members.size() == 1 && ids.size() == 1 ? firstLimit(entity) : 0);
    }

    /**
     * The collections of the upcoming includes that fold into a read of {@code parents} instances of
     * {@code entity} by their ids (as the runner folds them), each with the path of its parent's id.
     */
    private Map<String, IndexedPath> coLocatedMembers(String entity, int parents) {
        Map<String, IndexedPath> members = new LinkedHashMap<>();
        for (Include inc : includes) {
            Relationship r = model.requireRelationship(inc.relationship());
            if (!r.parent().equals(entity) || (inc.limit() != 0 && parents > 1) || !locator.coLocations(model, design).holds(r.id())) continue;
            Occurrence home = locator.home(r.child());
            if (!home.fieldPath().isEmpty()) continue;
            CollectionShape c = locator.collection(home.collection());
            Locator.link(c.document().fields(), r.id(), entity)
                    .ifPresent(link -> members.put(home.collection(), IndexedPath.of(Locator.linkIdPath(link))));
        }
        return members;
    }

    /** The limit of the upcoming include of {@code entity}'s children that folds into its read (0: none). */
    private int firstLimit(String entity) {
        for (Include inc : includes) {
            Relationship r = model.requireRelationship(inc.relationship());
            if (r.parent().equals(entity) && inc.limit() > 0 && locator.coLocations(model, design).holds(r.id())) return inc.limit();
        }
        return 0;
    }
}
