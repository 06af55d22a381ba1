package dev.docshape.model.advice;

import dev.docshape.model.Numbers;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;

import java.util.List;
import java.util.Optional;

/**
 * {@code n-plus-one} (WARNING): a frequent read (at least {@value Thresholds#N_PLUS_ONE_MIN_FREQUENCY}
 * a second) that makes many more requests when it follows references one parent at a time than
 * when it fetches each level in one batch (naive at least {@value Thresholds#N_PLUS_ONE_RATIO} times
 * and {@value Thresholds#N_PLUS_ONE_EXTRA_TRIPS} more than batched). The fix is in the application
 * (one query per level), so there is no mapping to suggest.
 */
final class PatternRules {
    private PatternRules() {
    }

    static void check(AdviceContext context, List<Finding> out) {
        for (AccessPattern p : context.model.patterns()) {
            if (!(p instanceof ReadPattern) || p.frequency() < Thresholds.N_PLUS_ONE_MIN_FREQUENCY) continue;
            Optional<PatternEstimate> estimate = context.before.pattern(p.id());
            if (estimate.isEmpty()) continue;
            PatternEstimate e = estimate.get();
            double naive = e.roundTripsNaive();
            if (naive < Thresholds.N_PLUS_ONE_RATIO * e.roundTrips() || naive - e.roundTrips() < Thresholds.N_PLUS_ONE_EXTRA_TRIPS) {
                continue;
            }
            String message = "'" + p.name() + "' runs " + Numbers.plain(p.frequency()) + " times a second and makes "
                    + Numbers.plain(Math.round(naive * 10) / 10.0) + " requests when it follows references one document at a time (N + 1), but "
                    + e.roundTrips() + " when it fetches each level in one batch (an $in or IN list of ids, or a query by "
                    + "parent id): batch the look-ups";
            out.add(context.finding(Rules.N_PLUS_ONE, Severity.WARNING, Subject.pattern(p.id()), message,
                    new Facts(context).pattern(e, p.frequency()).evidence(), null));
        }
    }
}
