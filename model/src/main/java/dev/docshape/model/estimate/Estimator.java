package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Estimates what a design costs: per access pattern the round trips (batched and naive), the
 * depth of dependent requests, documents and bytes read and written, request units; per
 * collection the document sizes and nesting against the profile's limits; and the workload
 * totals weighted by pattern frequency. The rules are those of docs/counting-rules.md#round-trips and the sections after it.
 *
 * <pre>{@code
 * Estimate e = Estimator.estimate(project.model(), project.active(), Profile.cosmos());
 * int trips = e.pattern("read-person").orElseThrow().roundTrips();
 * }</pre>
 *
 * <p>Pure and thread-safe: call it off the UI thread and keep the newest result. A pattern naming
 * an unknown entity or relationship is left out and reported in {@link Estimate#problems()}. To
 * re-estimate after each edit of a design, an {@link EstimateSession} reuses the unchanged parts.
 */
public final class Estimator {
    private Estimator() {
    }

    public static Estimate estimate(DataModel model, Design design, Profile profile) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(profile, "profile");
        return estimate(model, design, profile, Projector.project(model, design));
    }

    static Estimate estimate(DataModel model, Design design, Profile profile, Projection projection) {
        EstimateRun run = new EstimateRun(profile);
        run.coLocations = CoLocations.of(model, design, projection);
        return run.run(new ModelLookup(model), design, projection);
    }

    /** Size, nesting and status of one collection's documents under the profile. */
    public static CollectionEstimate collection(CollectionShape c, Profile profile) {
        return collection(c, DocumentSizer.size(c.document(), profile), profile);
    }

    static CollectionEstimate collection(CollectionShape c, DocumentSizer.DocumentSize size, Profile profile) {
        int depth = c.document().nestingDepth();
        long limit = profile.maxDocumentBytes();
        int depthLimit = profile.maxNestingDepth();
        Long max = size.maxBytes() == null ? null : Math.round(size.maxBytes());
        SizeStatus status;
        if (max == null || max > limit || size.avgBytes() > limit || depth > depthLimit) {
            status = SizeStatus.OVER;
        } else if (max >= profile.warnFraction() * limit || depth >= profile.warnFraction() * depthLimit) {
            status = SizeStatus.WARN;
        } else {
            status = SizeStatus.OK;
        }
        return new CollectionEstimate(c.name(), Math.round(size.avgBytes()), max, limit, depth, depthLimit, status);
    }

    static WorkloadTotals totals(DataModel model, List<PatternEstimate> patterns) {
        return totals(frequencies(model), patterns);
    }

    /** Each pattern's frequency by id (the first pattern of an id counts). */
    static Map<String, Double> frequencies(DataModel model) {
        Map<String, Double> frequency = new HashMap<>(ModelLookup.capacity(model.patterns().size()));
        for (AccessPattern p : model.patterns()) frequency.putIfAbsent(p.id(), p.frequency());
        return frequency;
    }

    static WorkloadTotals totals(Map<String, Double> frequency, List<PatternEstimate> patterns) {
        double trips = 0, docsRead = 0, bytesRead = 0, docsWritten = 0, bytesWritten = 0, ru = 0, keys = 0;
        for (PatternEstimate e : patterns) {
            double f = frequency.getOrDefault(e.patternId(), 0.0);
            trips += f * e.roundTrips();
            docsRead += f * e.docsRead();
            bytesRead += f * e.bytesRead();
            docsWritten += f * e.docsWritten();
            bytesWritten += f * e.bytesWritten();
            ru += f * e.ru();
            keys += f * e.indexKeysWritten();
        }
        return new WorkloadTotals(trips, docsRead, bytesRead, docsWritten, bytesWritten, ru, keys);
    }
}
