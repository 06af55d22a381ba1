package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ProjectionSession;

import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A design's collections with their sizes, and nothing of the patterns: the part of an {@link EstimateSession}'s
 * estimate that says how much the design stores, about half the work of an estimate (decision 0437). Incremental as
 * the estimate session is: a design that differs from the previous one in a mapping or two re-projects and sizes only
 * the collections that change. The sizes are those the estimate session gives the same design, the very same
 * figures. Calls are serialized.
 */
public final class StorageSession {
    private final Profile profile;
    private final ProjectionSession projections = new ProjectionSession();
    private final TypeFields.Latest typeFields;
    private CollectionSizes sizes = CollectionSizes.NONE;
    private boolean sizedAfresh = true;

    public StorageSession(Profile profile) {
        this.profile = Objects.requireNonNull(profile, "profile");
        this.typeFields = new TypeFields.Latest(profile);
    }

    /** Sizes the design's collections; {@link #collections} and {@link #sizes} then describe them. */
    public synchronized void size(DataModel model, Design design) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(design, "design");
        try {
            Projection projection = projections.project(model, design);
            TypeFields fields = typeFields.of(projections.coLocations(), sizes.typeFields);
            CollectionSizes next = CollectionSizes.of(projection, sizes, projections.keptPositions(sizes.projection), profile, fields);
            sizedAfresh = sizes == CollectionSizes.NONE;
            sizes = next;
        } catch (RuntimeException e) {
            // start the next call afresh, as the estimate session does
            sizes = CollectionSizes.NONE;
            typeFields.reset();
            sizedAfresh = true;
            throw e;
        }
    }

    /** The last sized design's collections, in the projection's order. */
    public synchronized List<CollectionShape> collections() {
        return sizes.shapes;
    }

    /** The sizes of {@link #collections}, side by side. */
    public synchronized List<CollectionEstimate> sizes() {
        return sizes.estimates();
    }

    /** As {@link EstimateSession#addedCollections}: the positions sized anew; null when all were. */
    public synchronized List<Integer> addedCollections() {
        return sizedAfresh ? null : Collections.unmodifiableList(sizes.added);
    }

    /** As {@link EstimateSession#droppedCollections}; null when there is no sizing before. */
    public synchronized List<CollectionShape> droppedCollections() {
        return sizedAfresh ? null : Collections.unmodifiableList(sizes.dropped);
    }
}
