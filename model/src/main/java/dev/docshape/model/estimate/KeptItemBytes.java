package dev.docshape.model.estimate;

import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.KeptHolders;
import dev.docshape.model.projection.ShapeField;

import java.util.List;

/**
 * The bytes an item read from a parent's newest buckets holds beyond the average item, where the buckets keep their
 * items by a field only some of them hold (docs/counting-rules.md "Document sizes", decision 0572): the newest buckets
 * hold a parent's first items by that order, the holders first highest first and last lowest first, so the field is
 * in the share {@link KeptHolders#share} gives of the items read, not in its presence.
 */
final class KeptItemBytes {
    private KeptItemBytes() {
    }

    /**
     * Bytes beyond the average item of each item {@code read} takes from a parent of {@code r}'s children in
     * {@code buckets} ({@code min} to the relationship's maximum, {@code avg} on average), kept by {@code strategy};
     * 0 where they are kept by a field every item holds, or every item is read.
     */
    static double of(CollectionShape buckets, Strategy strategy, Entity child, Relationship r, int min, double avg,
                     KeptHolders.Kept read, Profile profile) {
        KeptHolders.KeptBy by = KeptHolders.of(strategy, child);
        ShapeField field = by == null ? null : itemField(buckets, by.field());
        if (field == null || field.presence() >= 1) return 0;
        double share = KeptHolders.share(min, avg, r.maxCount(), field.presence(), by.holdersFirst(), read);
        double held = DocumentSizer.size(new DocumentShape(List.of(field.present(1))), profile).avgBytes()
                - DocumentSizer.size(new DocumentShape(List.of()), profile).avgBytes();
        return (share - field.presence()) * held;
    }

    /** The items' own field {@code name} in the bucket documents' array of items; null when they have none. */
    private static ShapeField itemField(CollectionShape buckets, String name) {
        for (ShapeField array : buckets.document().fields()) {
            if (array.role() != ShapeField.Role.EMBEDDED) continue;
            for (ShapeField f : array.children()) if (f.role() == ShapeField.Role.ATTRIBUTE && f.name().equals(name)) return f;
        }
        return null;
    }
}
