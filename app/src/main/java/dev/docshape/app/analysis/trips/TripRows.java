package dev.docshape.app.analysis.trips;

import dev.docshape.app.analysis.Analysis;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;
import dev.docshape.model.pattern.AccessPattern;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import static dev.docshape.app.analysis.trips.Figure.Format.BYTES;
import static dev.docshape.app.analysis.trips.Figure.Format.COUNT;
import static dev.docshape.app.analysis.trips.Figure.Format.UNITS;

/** Builds the round-trip table's rows from the current analysis and the one before it. */
public final class TripRows {
    private TripRows() {
    }

    /** One row per estimated pattern, in model order, each figure paired with its value in {@code before}. */
    public static List<TripRow> patterns(Analysis before, Analysis now) {
        Map<String, PatternEstimate> old = new HashMap<>();
        if (before != null) for (PatternEstimate e : before.estimate().patterns()) old.put(e.patternId(), e);
        Map<String, Double> frequency = new HashMap<>();
        for (AccessPattern p : now.project().model().patterns()) frequency.put(p.id(), p.frequency());
        List<TripRow> rows = new ArrayList<>(now.estimate().patterns().size());
        for (PatternEstimate e : now.estimate().patterns()) {
            PatternEstimate b = old.get(e.patternId());
            rows.add(new TripRow(e.patternId(), e.name(), e.kind().name().toLowerCase(Locale.ROOT),
                    frequency.getOrDefault(e.patternId(), 0.0),
                    figure(e, b, PatternEstimate::roundTrips, COUNT), figure(e, b, PatternEstimate::roundTripsNaive, COUNT),
                    figure(e, b, PatternEstimate::depth, COUNT), figure(e, b, PatternEstimate::docsRead, COUNT),
                    figure(e, b, PatternEstimate::bytesRead, BYTES), figure(e, b, PatternEstimate::docsWritten, COUNT),
                    figure(e, b, PatternEstimate::ru, UNITS), figure(e, b, PatternEstimate::maxPartitions, COUNT)));
        }
        return rows;
    }

    /** The workload per second: each pattern's figures weighted by its frequency. */
    public static TripRow totals(Analysis before, Analysis now) {
        WorkloadTotals t = now.estimate().totals();
        WorkloadTotals b = before == null ? null : before.estimate().totals();
        return new TripRow(TripRow.TOTALS_ID, "Per second", "", 0,
                figure(t, b, WorkloadTotals::roundTripsPerSecond, COUNT), null, null,
                figure(t, b, WorkloadTotals::docsReadPerSecond, COUNT), figure(t, b, WorkloadTotals::bytesReadPerSecond, BYTES),
                figure(t, b, WorkloadTotals::docsWrittenPerSecond, COUNT), figure(t, b, WorkloadTotals::ruPerSecond, UNITS), null);
    }

    private static <T> Figure figure(T now, T before, ToDoubleFunction<T> value, Figure.Format format) {
        return new Figure(value.applyAsDouble(now), before == null ? null : value.applyAsDouble(before), format);
    }
}
