package dev.docshape.app.analysis.preview;

import dev.docshape.model.DataModel;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;

import java.util.Collection;
import java.util.Optional;

/**
 * Which collection the preview shows for a canvas selection: the selected entity's own
 * collection, or, when it is embedded, the collection it is embedded in; for a selected
 * relationship, the collection of its parent (where the relationship becomes a field).
 */
public final class PreviewTarget {
    private PreviewTarget() {
    }

    /** The collection for the selection, empty when the selection points to none (or to several things). */
    public static Optional<String> of(DataModel model, Projection projection, Collection<String> entities,
                                      Collection<String> relationships) {
        if (entities.size() == 1 && relationships.isEmpty()) {
            return ofEntity(projection, entities.iterator().next());
        }
        if (relationships.size() == 1 && entities.isEmpty()) {
            return model.relationship(relationships.iterator().next()).flatMap(r -> ofEntity(projection, r.parent()));
        }
        return Optional.empty();
    }

    /** The entity's own collection, else the first collection that holds it whole. */
    private static Optional<String> ofEntity(Projection projection, String entityId) {
        Optional<CollectionShape> own = projection.entityCollection(entityId);
        if (own.isPresent()) return own.map(CollectionShape::name);
        return projection.occurrencesOf(entityId).stream().filter(Occurrence::whole).map(Occurrence::collection).findFirst();
    }
}
