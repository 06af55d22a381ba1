package dev.docshape.benchmarks;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.profile.Profile;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.SplittableRandom;

/**
 * What pricing one candidate costs, counted: a climb's walk through one {@link EstimateSession} (each candidate the
 * current design with one relationship's mapping flipped between embedded and referenced, one in ten kept as the new
 * current design, seeded), with the patterns planned again per candidate, how many of them came out equal to the
 * estimate they replaced, how many earlier plans were taken back, the collections sized anew, and the estimates per
 * CPU second of the thread (decisions 0215, 0412).
 */
final class PricingWalk {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final int KEEP_ONE_IN = 10;

    private PricingWalk() {
    }

    static void run(DataModel model, Design start, Profile profile, int candidates, long seed) {
        EstimateSession session = new EstimateSession(profile);
        List<Relationship> relationships = model.relationships();
        int patterns = model.patterns().size();
        session.estimate(model, start);
        PatternEstimate[] before = new PatternEstimate[patterns];
        for (int i = 0; i < patterns; i++) before[i] = session.patternAt(i);
        SplittableRandom random = new SplittableRandom(seed);
        Design current = start;
        long planned = 0;
        long equal = 0;
        long sizedAnew = 0;
        long takenBackBefore = session.takenBack();
        long cpu = 0;
        for (int n = 0; n < candidates; n++) {
            Relationship r = relationships.get(random.nextInt(relationships.size()));
            Design candidate = current.withMapping(r.id(), flipped(current.mappingFor(r), r));
            long began = THREADS.getCurrentThreadCpuTime();
            session.estimate(model, candidate);
            cpu += THREADS.getCurrentThreadCpuTime() - began;
            int[] replanned = session.replannedPatterns();
            if (replanned == null) throw new IllegalStateException("the session planned every pattern again");
            planned += replanned.length;
            for (int p : replanned) {
                PatternEstimate now = session.patternAt(p);
                if (Objects.equals(now, before[p])) equal++;
                before[p] = now;
            }
            List<Integer> added = session.addedCollections();
            sizedAnew += added == null ? 0 : added.size();
            if (random.nextInt(KEEP_ONE_IN) == 0) current = candidate;
        }
        double per = candidates;
        System.out.printf(Locale.ROOT, "pricing walk (%,d candidates, one mapping flipped each, one in %d kept): per candidate "
                        + "%.2f patterns planned again or taken back, %.2f of them equal to the estimate they replaced, %.2f taken back; "
                        + "%.2f collections sized anew; %,.0f estimates per CPU second%n",
                candidates, KEEP_ONE_IN, planned / per, equal / per, (session.takenBack() - takenBackBefore) / per, sizedAnew / per,
                candidates / (cpu / 1e9));
    }

    private static Mapping flipped(Mapping mapping, Relationship r) {
        if (!mapping.strategy().embedsChildren()) return Mapping.embed();
        return Mapping.reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID);
    }
}
