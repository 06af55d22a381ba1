package dev.docshape.model.estimate;

import dev.docshape.model.FrozenList;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every collection's size for one projection, by position. Made from the previous run's: a
 * projection session hands back the very same shape instances for the collections it did not
 * rebuild and says where each stood in the previous projection ({@link
 * dev.docshape.model.projection.ProjectionSession#keptPositions}), so their sizes are carried over
 * by position; without those positions both lists are walked side by side (a shape not found near
 * its old place is simply sized again).
 */
final class CollectionSizes {
    /** How far ahead of the expected place a reused shape is looked for. */
    private static final int WINDOW = 8;

    static final CollectionSizes NONE = new CollectionSizes(null, List.of(), new EstimateRun.Sized[0], new CollectionEstimate[0], List.of(), List.of(), null,
            TypeFields.NONE);

    /** The projection sized; null for {@link #NONE}. */
    final Projection projection;
    final List<CollectionShape> shapes;
    private final EstimateRun.Sized[] sized;
    /** The estimates of {@link #sized}, side by side (a kept stretch is copied in one piece). */
    private final CollectionEstimate[] estimates;
    /** Shapes of the previous projection that this one does not have (at least not where they were). */
    final List<CollectionShape> dropped;
    /** Positions of the shapes sized anew. */
    final List<Integer> added;
    /**
     * The first size found per collection name in a session: a collection built anew with equal
     * figures gets it back, the very same object (see {@link PatternPlans} for why).
     */
    private final Map<String, EstimateRun.Sized> first;
    /** The type fields the sizes include. */
    final TypeFields typeFields;

    private CollectionSizes(Projection projection, List<CollectionShape> shapes, EstimateRun.Sized[] sized,
                            CollectionEstimate[] estimates, List<CollectionShape> dropped, List<Integer> added, Map<String, EstimateRun.Sized> first,
                            TypeFields typeFields) {
        this.projection = projection;
        this.shapes = shapes;
        this.sized = sized;
        this.estimates = estimates;
        this.dropped = dropped;
        this.added = added;
        this.first = first;
        this.typeFields = typeFields;
    }

    /**
     * @param keptPositions per collection of {@code projection}, where the same shape stood in
     *                      {@code previous}'s projection (-1: built anew); null when not known
     * @param typeFields    the type field each co-located collection's documents carry, counted in their size
     */
    static CollectionSizes of(Projection projection, CollectionSizes previous, int[] keptPositions, Profile profile, TypeFields typeFields) {
        List<CollectionShape> shapes = projection.collections();
        if (projection == previous.projection && typeFields.equals(previous.typeFields)) {
            return new CollectionSizes(projection, shapes, previous.sized, previous.estimates, List.of(), List.of(), previous.first, typeFields);
        }
        EstimateRun.Sized[] sized = new EstimateRun.Sized[shapes.size()];
        CollectionEstimate[] estimates = new CollectionEstimate[shapes.size()];
        Map<String, EstimateRun.Sized> first = previous.first != null ? previous.first : new HashMap<>();
        KeptStretches kept = new KeptStretches();
        List<Integer> added = new ArrayList<>();
        // the very same type fields as before (the session hands them back while equal): no kept shape is re-typed
        boolean typed = typeFields != previous.typeFields && (!typeFields.isEmpty() || !previous.typeFields.isEmpty());
        boolean[] fresh = typed ? new boolean[shapes.size()] : null;
        boolean byPosition = keptPositions != null && keptPositions.length == shapes.size();
        int expected = 0;
        for (int i = 0; i < shapes.size(); ) {
            if (byPosition && keptPositions[i] >= 0) {
                // a stretch kept in one piece (the session copied it so): carried over in one piece
                int end = stretchEnd(keptPositions, i);
                int from = keptPositions[i];
                int length = end - i;
                if (previous.at(shapes.get(i), from) == from && previous.at(shapes.get(end - 1), from + length - 1) >= 0) {
                    System.arraycopy(previous.sized, from, sized, i, length);
                    System.arraycopy(previous.estimates, from, estimates, i, length);
                    kept.add(from, from + length);
                    i = end;
                    continue;
                }
            }
            CollectionShape c = shapes.get(i);
            int at = byPosition ? previous.at(c, keptPositions[i]) : previous.find(c, expected);
            if (at >= 0) {
                sized[i] = previous.sized[at];
                kept.add(at, at + 1);
                expected = at + 1;
            } else {
                sized[i] = size(c, profile, typeFields, first);
                if (typed) fresh[i] = true;
                added.add(i);
            }
            estimates[i] = sized[i].estimate();
            i++;
        }
        Set<String> retyped = typed ? previous.typeFields.changedCollections(typeFields) : Set.of();
        if (!retyped.isEmpty()) {
            // a kept shape whose documents gained, lost or changed their type field (a co-location flipped) is sized
            // again: only the few collections named, looked up in a set rather than in both type fields (decision 0437)
            for (int i = 0; i < shapes.size(); i++) {
                CollectionShape c = shapes.get(i);
                if (fresh[i] || !retyped.contains(c.name())) continue;
                sized[i] = size(c, profile, typeFields, first);
                estimates[i] = sized[i].estimate();
                added.add(i);
            }
        }
        List<CollectionShape> dropped = kept.gaps(previous.shapes);
        return new CollectionSizes(projection, shapes, sized, estimates, dropped, added, first, typeFields);
    }

    /** The size of {@code c}'s documents, with their type field; the very same object as the session's first of equal figures. */
    private static EstimateRun.Sized size(CollectionShape c, Profile profile, TypeFields typeFields, Map<String, EstimateRun.Sized> first) {
        DocumentSizer.DocumentSize shape = DocumentSizer.size(c.document(), profile);
        double type = typeFields.of(c.name());
        DocumentSizer.DocumentSize size = type == 0 ? shape
                : new DocumentSizer.DocumentSize(shape.avgBytes() + type, shape.maxBytes() == null ? null : shape.maxBytes() + type);
        EstimateRun.Sized made = new EstimateRun.Sized(Estimator.collection(c, size, profile), size.avgBytes());
        EstimateRun.Sized earlier = first.putIfAbsent(c.name(), made);
        return earlier != null && earlier.equals(made) ? earlier : made;
    }

    /** The end of the stretch from {@code p} whose collections stood one after another in the previous projection. */
    private static int stretchEnd(int[] keptPositions, int p) {
        int end = p + 1;
        while (end < keptPositions.length && keptPositions[end] == keptPositions[end - 1] + 1) end++;
        return end;
    }

    /** Every collection's estimate, in the projection's order (the array is only read once made). */
    List<CollectionEstimate> estimates() {
        return FrozenList.of(estimates, estimates.length);
    }

    EstimateRun.Sized get(int position) {
        return sized[position];
    }

    /** {@code position} when the shape there is {@code c}, else -1. */
    private int at(CollectionShape c, int position) {
        return position >= 0 && position < shapes.size() && shapes.get(position) == c ? position : -1;
    }

    private int find(CollectionShape c, int from) {
        for (int i = from; i < Math.min(shapes.size(), from + WINDOW); i++) {
            if (shapes.get(i) == c) return i;
        }
        return -1;
    }
}
