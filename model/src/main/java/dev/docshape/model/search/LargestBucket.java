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
 * Remembered per entity, as several relationships can share a child, with the instance's average size, which
 * {@link BalancedBucket} weighs a bucket's writes by.
 */
final class LargestBucket {
    private final Projection projection;
    private final Profile profile;
    private final Map<String, Item> byEntity = new HashMap<>();

    /** One instance's average size and the largest bucket of them; both 0 when not known. */
    private record Item(int largestBucket, double avgBytes) {
    }

    LargestBucket(Projection projection, Profile profile) {
        this.projection = projection;
        this.profile = profile;
    }

    /** The largest bucket of {@code entityId}'s instances; 0 when an instance has no maximum size or is held nowhere whole. */
    int of(String entityId) {
        return byEntity.computeIfAbsent(entityId, this::measure).largestBucket();
    }

    /** The average size in bytes of one of {@code entityId}'s instances where the start holds it whole; 0 when held nowhere whole. */
    double itemBytes(String entityId) {
        return byEntity.computeIfAbsent(entityId, this::measure).avgBytes();
    }

    private Item measure(String entityId) {
        for (Occurrence o : projection.occurrencesOf(entityId)) {
            if (!o.whole()) continue;
            List<ShapeField> fields = fieldsAt(o);
            if (fields == null) continue;
            DocumentSizer.DocumentSize size = DocumentSizer.size(new DocumentShape(fields), profile);
            Double itemBytes = size.maxBytes();
            if (itemBytes == null || itemBytes <= 0) return new Item(0, size.avgBytes());
            return new Item((int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.floor(profile.maxDocumentBytes() * profile.warnFraction() / itemBytes))),
                    size.avgBytes());
        }
        return new Item(0, 0);
    }

    /** The fields of one instance where {@code o} holds it; null when the projection has no such place. */
    private List<ShapeField> fieldsAt(Occurrence o) {
        CollectionShape collection = projection.collection(o.collection()).orElse(null);
        if (collection == null) return null;
        if (o.fieldPath().isEmpty()) return collection.document().fields();
        return collection.document().at(String.join(".", o.fieldPath())).map(ShapeField::children).orElse(null);
    }
}
