package dev.docshape.model.estimate;

import java.util.Arrays;

/**
 * An estimate session's pattern plans by the pattern's position in the model, and which positions
 * read each input (an entity's storage, a relationship's mapping: {@link PlanInputs}), so that after
 * an edit only the patterns that read a changed input are found and planned again, without checking
 * every pattern (docs/decisions/0310, 0225). An input's list may name positions whose current plan
 * no longer reads it (the caller checks the plan); it never misses one.
 */
final class PatternPlans {
    /** Earlier plans kept per pattern: the climb's current design and the last few tried around it. */
    private static final int EARLIER = 4;

    /** Per model position: the plan, or null where the pattern could not be planned. */
    final EstimateRun.Planned[] plans;
    /** Per position: the plan's estimate (null where none), and its figures times the pattern's frequency, for the totals. */
    final PatternEstimate[] estimates;
    private final double[][] weighted = new double[7][];
    /**
     * Per position: the estimate of the first plan, which a later plan with equal numbers hands out
     * again, so that an estimate planned anew but unchanged (an advisor's suggestion undone by the
     * next) is the very same object and compares at a glance.
     */
    private final PatternEstimate[] first;
    /** Per input key: the positions whose plan read it (the first {@link #counts} of them). */
    private final int[][] positions;
    private final int[] counts;
    /** Per position: the stamp of the list walk that last met it ({@link #markConsulting}), to keep each position once. */
    private final int[] seen;
    private int stamp;
    /** The versions of the inputs the plans read. */
    final InputVersions versions;
    /** Per position: the plans it had before, newest first, to be taken back when their inputs are as they were then. */
    private final EstimateRun.Planned[][] earlier;

    PatternPlans(int patterns, ModelLookup lookup) {
        int inputs = lookup.inputs();
        positions = new int[inputs][];
        counts = new int[inputs];
        seen = new int[patterns];
        versions = new InputVersions(lookup);
        earlier = new EstimateRun.Planned[patterns][];
        plans = new EstimateRun.Planned[patterns];
        estimates = new PatternEstimate[patterns];
        first = new PatternEstimate[patterns];
        for (int k = 0; k < weighted.length; k++) weighted[k] = new double[patterns];
    }

    /** Puts the plan at {@code position}, listing it under each entity it consulted. */
    void put(int position, EstimateRun.Planned plan, double frequency) {
        EstimateRun.Planned old = plans[position];
        if (old != null && old != plan) remember(position, old);
        if (plan != null) {
            PatternEstimate earlier = first[position];
            if (earlier == null) first[position] = plan.estimate();
            else if (earlier != plan.estimate() && earlier.equals(plan.estimate())) plan = plan.withEstimate(earlier);
        }
        plans[position] = plan;
        estimates[position] = plan == null ? null : plan.estimate();
        if (plan == null) return;
        PatternEstimate e = plan.estimate();
        weighted[0][position] = frequency * e.roundTrips();
        weighted[1][position] = frequency * e.docsRead();
        weighted[2][position] = frequency * e.bytesRead();
        weighted[3][position] = frequency * e.docsWritten();
        weighted[4][position] = frequency * e.bytesWritten();
        weighted[5][position] = frequency * e.ru();
        weighted[6][position] = frequency * e.indexKeysWritten();
        for (int input : plan.consulted()) {
            if (old != null && contains(old.consulted(), input)) continue;
            int n = counts[input];
            int[] list = positions[input];
            if (list == null || n == list.length) positions[input] = list = list == null ? new int[4] : Arrays.copyOf(list, n * 2);
            list[n] = position;
            counts[input] = n + 1;
        }
    }

    /**
     * The workload totals: each planned pattern's figures times its frequency, summed in model
     * order, which is exactly the sum {@link Estimator#totals} makes over the estimate's patterns.
     */
    WorkloadTotals totals() {
        // one walk over the positions for all seven sums, each still added up in model order
        double[] w0 = weighted[0], w1 = weighted[1], w2 = weighted[2], w3 = weighted[3], w4 = weighted[4], w5 = weighted[5], w6 = weighted[6];
        double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0, s6 = 0;
        for (int i = 0; i < estimates.length; i++) {
            if (estimates[i] == null) continue;
            s0 += w0[i];
            s1 += w1[i];
            s2 += w2[i];
            s3 += w3[i];
            s4 += w4[i];
            s5 += w5[i];
            s6 += w6[i];
        }
        return new WorkloadTotals(s0, s1, s2, s3, s4, s5, s6);
    }

    /**
     * An earlier plan of the pattern at {@code position} whose inputs all have the versions they had when it was
     * made: planning again would make it (decision 0215). Null when there is none.
     */
    EstimateRun.Planned earlier(int position) {
        EstimateRun.Planned[] kept = earlier[position];
        if (kept == null) return null;
        for (EstimateRun.Planned p : kept) {
            if (p != null && versions.unchanged(p.consulted(), p.versions())) return p;
        }
        return null;
    }

    private void remember(int position, EstimateRun.Planned plan) {
        EstimateRun.Planned[] kept = earlier[position];
        if (kept == null) earlier[position] = kept = new EstimateRun.Planned[EARLIER];
        int at = kept.length - 1;
        for (int k = 0; k < kept.length; k++) {
            if (kept[k] == plan) {
                at = k;
                break;
            }
        }
        System.arraycopy(kept, 0, kept, 1, at);
        kept[0] = plan;
    }

    /**
     * Marks the positions whose plan read one of the {@code changed} inputs (keys of {@link PlanInputs}). Each input's
     * list is pruned on the way to the positions whose current plan reads it, each once: a position whose plan moved
     * away from the input and back is listed again by {@link #put}, so over a long search the lists would otherwise
     * grow with every such round trip, and every edit would walk them (decision 0503).
     */
    void markConsulting(int[] changed, boolean[] marked) {
        for (int input : changed) {
            int[] list = positions[input];
            if (list == null) continue;
            int stamp = nextStamp();
            int n = counts[input];
            int kept = 0;
            for (int k = 0; k < n; k++) {
                int position = list[k];
                EstimateRun.Planned plan = plans[position];
                // a position without a plan is planned again anyway; its next plan lists its inputs afresh
                if (plan == null || seen[position] == stamp || !contains(plan.consulted(), input)) continue;
                seen[position] = stamp;
                marked[position] = true;
                list[kept++] = position;
            }
            counts[input] = kept;
        }
    }

    /** A stamp no position carries yet in {@link #seen}. */
    private int nextStamp() {
        if (++stamp == 0) {
            Arrays.fill(seen, 0);
            stamp = 1;
        }
        return stamp;
    }

    private static boolean contains(int[] inputs, int input) {
        for (int i : inputs) if (i == input) return true;
        return false;
    }
}
