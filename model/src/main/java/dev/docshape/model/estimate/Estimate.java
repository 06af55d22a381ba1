package dev.docshape.model.estimate;

import dev.docshape.model.FrozenList;
import dev.docshape.model.IdentityCache;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
    /** Look-ups by pattern id and collection name, built on first use: callers look up inside loops. */
    private static final IdentityCache<Estimate, Lookup> LOOKUP = new IdentityCache<>(Lookup::new);
    public Estimate {
        patterns = FrozenList.copyOf(patterns);
        collections = FrozenList.copyOf(collections);
        problems = List.copyOf(problems);
    }

    public Optional<PatternEstimate> pattern(String patternId) {
        return Optional.ofNullable(LOOKUP.of(this).patterns.get(patternId));
    }

    public Optional<CollectionEstimate> collection(String name) {
        return Optional.ofNullable(LOOKUP.of(this).collections.get(name));
    }

    /** The first estimate per pattern id and per collection name, as a scan in order would find it. */
    private static final class Lookup {
        final Map<String, PatternEstimate> patterns = new HashMap<>();
        final Map<String, CollectionEstimate> collections = new HashMap<>();

        Lookup(Estimate estimate) {
            for (PatternEstimate p : estimate.patterns()) patterns.putIfAbsent(p.patternId(), p);
            for (CollectionEstimate c : estimate.collections()) collections.putIfAbsent(c.name(), c);
        }
    }
}
