package dev.docshape.model.search;

import dev.docshape.model.estimate.DocumentSizer;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The largest bucket of an entity's instances whose items, each at its maximum size as the starting design holds it
 * whole, stay within the profile's warning share of the document limit (decision 0440): the bucket size "at the size
 * limit" the search tries. The warning share leaves room for the bucket's own fields and for the counts' guesses.
 * Remembered per entity, as several relationships can share a child.
 */
final class LargestBucket {
    private final Projection projection;
    private final Profile profile;
    private final Map<String, Integer> byEntity = new HashMap<>();

    LargestBucket(Projection projection, Profile profile) {
        this.projection = projection;
        this.profile = profile;
    }

    /** The largest bucket of {@code entityId}'s instances; 0 when an instance has no maximum size or is held nowhere whole. */
    int of(String entityId) {
        return byEntity.computeIfAbsent(entityId, this::measure);
    }

    private int measure(String entityId) {
        for (Occurrence o : projection.occurrencesOf(entityId)) {
            if (!o.whole()) continue;
            List<ShapeField> fields = fieldsAt(o);
            if (fields == null) continue;
            Double itemBytes = DocumentSizer.size(new DocumentShape(fields), profile).maxBytes();
            if (itemBytes == null || itemBytes <= 0) return 0;
            return (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.floor(profile.maxDocumentBytes() * profile.warnFraction() / itemBytes)));
        }
        return 0;
    }

    /** The fields of one instance where {@code o} holds it; null when the projection has no such place. */
    private List<ShapeField> fieldsAt(Occurrence o) {
        CollectionShape collection = projection.collection(o.collection()).orElse(null);
        if (collection == null) return null;
        if (o.fieldPath().isEmpty()) return collection.document().fields();
        return collection.document().at(String.join(".", o.fieldPath())).map(ShapeField::children).orElse(null);
    }
}
