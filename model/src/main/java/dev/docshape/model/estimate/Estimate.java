package dev.docshape.model.estimate;

import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;

import java.util.List;
import java.util.Optional;

/**
 * The estimator's answer for one design under one profile. Made by {@link Estimator#estimate}.
 *
 * @param profile     the profile the numbers are for
 * @param projection  the collections and document shapes the design produces
 * @param patterns    one estimate per access pattern, in model order
 * @param collections one estimate per collection, in the projection's order
 * @param totals      the workload per second, weighted by pattern frequency
 * @param problems    the projection's problems, then patterns that could not be estimated (an
 *                    unknown entity or relationship), each naming the place
 */
public record Estimate(Profile profile, Projection projection, List<PatternEstimate> patterns,
                       List<CollectionEstimate> collections, WorkloadTotals totals, List<String> problems) {
    public Estimate {
        patterns = List.copyOf(patterns);
        collections = List.copyOf(collections);
        problems = List.copyOf(problems);
    }

    public Optional<PatternEstimate> pattern(String patternId) {
        return patterns.stream().filter(p -> p.patternId().equals(patternId)).findFirst();
    }

    public Optional<CollectionEstimate> collection(String name) {
        return collections.stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
