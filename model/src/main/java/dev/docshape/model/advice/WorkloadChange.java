package dev.docshape.model.advice;

import dev.docshape.model.Numbers;
import dev.docshape.model.estimate.WorkloadTotals;
import dev.docshape.model.profile.Profile;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.ToDoubleFunction;

/**
 * What a suggestion does to the whole workload (every pattern weighted by its frequency): whether
 * it costs more, and which figures get better and which worse, with their values
 * (docs/advisor-rules.md, "The whole workload").
 *
 * <p>The yardstick is the estimated server work: request units per second. Cosmos DB bills them;
 * under MongoDB they stay an internal measure of the same work (reads by size, writes by size and
 * index entries) and the words name MongoDB's own figures instead.
 */
final class WorkloadChange {
    /** A change under this share of the workload's cost is no change. */
    static final double TOLERANCE = 0.001;

    private final WorkloadTotals before;
    private final WorkloadTotals after;
    private final Profile profile;

    WorkloadChange(Effect effect, Profile profile) {
        this.before = effect.before();
        this.after = effect.after();
        this.profile = profile;
    }

    /** True when the suggested design's workload costs more than the current one's. */
    boolean costsMore() {
        return after.ruPerSecond() > before.ruPerSecond() * (1 + TOLERANCE) + 1e-9;
    }

    /** True when the suggested design's workload costs less than the current one's: the change pays. */
    boolean pays() {
        return after.ruPerSecond() < before.ruPerSecond() * (1 - TOLERANCE);
    }

    /** The suggested design's workload cost: request units a second. */
    double ruPerSecondAfter() {
        return after.ruPerSecond();
    }

    /** How many times the current workload's cost the suggested one costs (2.0 = twice). */
    double costRatio() {
        return before.ruPerSecond() <= 0 ? (after.ruPerSecond() <= 0 ? 1 : Double.POSITIVE_INFINITY)
                : after.ruPerSecond() / before.ruPerSecond();
    }

    /** "whole workload: request units 38,949 -> 3,934 a second, round trips 3,026 -> 1,046 a second". */
    String improvement() {
        List<String> better = new ArrayList<>();
        List<String> worse = new ArrayList<>();
        sort(better, worse);
        // a read kept in fewer partitions shows in no MongoDB figure: name the estimated server work itself
        if (better.isEmpty()) better.add("estimated server work down " + Numbers.plain(Math.round((1 - costRatio()) * 1000) / 10.0) + " %");
        String text = "whole workload: " + String.join(", ", better);
        return worse.isEmpty() ? text : text + "; in exchange " + String.join(", ", worse);
    }

    /** "a trade-off for the whole workload: better: ...; worse: ..." for a suggestion that costs more somewhere. */
    String tradeOff() {
        List<String> better = new ArrayList<>();
        List<String> worse = new ArrayList<>();
        sort(better, worse);
        if (worse.isEmpty()) worse.add("estimated server work up " + Numbers.plain(Math.round((costRatio() - 1) * 1000) / 10.0) + " %");
        return "a trade-off for the whole workload: better: " + (better.isEmpty() ? "none" : String.join(", ", better))
                + "; worse: " + String.join(", ", worse);
    }

    private void sort(List<String> better, List<String> worse) {
        if (profile.billsRequestUnits()) figure(better, worse, "request units", WorkloadTotals::ruPerSecond);
        figure(better, worse, "round trips", WorkloadTotals::roundTripsPerSecond);
        figure(better, worse, "documents read", WorkloadTotals::docsReadPerSecond);
        bytes(better, worse, "read", WorkloadTotals::bytesReadPerSecond);
        figure(better, worse, "documents written", WorkloadTotals::docsWrittenPerSecond);
        bytes(better, worse, "written", WorkloadTotals::bytesWrittenPerSecond);
        if (!profile.billsRequestUnits()) figure(better, worse, "index keys written", WorkloadTotals::indexKeysWrittenPerSecond);
    }

    private void figure(List<String> better, List<String> worse, String name, ToDoubleFunction<WorkloadTotals> value) {
        move(better, worse, value, (was, will) -> name + " " + Numbers.apart(was, will, WorkloadChange::shown).joined(" -> ") + " a second");
    }

    /** "bytes read 2.4 KiB -> 13.6 KiB a second": bytes in the one style of {@link Numbers#bytes}. */
    private void bytes(List<String> better, List<String> worse, String verb, ToDoubleFunction<WorkloadTotals> value) {
        move(better, worse, value, (was, will) -> "bytes " + verb + " " + Numbers.apartBytes(was, will, Numbers::bytes).joined(" -> ") + " a second");
    }

    private void move(List<String> better, List<String> worse, ToDoubleFunction<WorkloadTotals> value,
                      BiFunction<Double, Double, String> text) {
        double was = value.applyAsDouble(before);
        double will = value.applyAsDouble(after);
        if (Math.abs(will - was) <= TOLERANCE * Math.max(Math.abs(was), Math.abs(will))) return;
        (will < was ? better : worse).add(text.apply(was, will));
    }

    /** Whole numbers from 100 on, one decimal below (so a small move stays visible), a rare one's significant digits. */
    private static String shown(double value) {
        if (Numbers.tiny(value, 1)) return Numbers.significant(value);
        return Math.abs(value) >= 100 ? Numbers.grouped(Math.round(value)) : Numbers.plain(Math.round(value * 10) / 10.0);
    }
}
