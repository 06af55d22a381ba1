package dev.docshape.app.analysis.compare;

import dev.docshape.app.analysis.trips.Figure;
import dev.docshape.model.Labelled;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.WorkloadTotals;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Two designs side by side: per access pattern and for the workload totals, each metric under
 * both designs. Lower is better for every metric.
 *
 * @param left      the design compared with (a snapshot)
 * @param right     the design being edited
 * @param rows      one row per pattern (in model order), then the totals per second
 */
public record Scorecard(String left, String right, List<Row> rows) {

    /** What the scorecard compares: each metric reads its figure from a pattern's estimate and from the workload totals. */
    public enum Metric implements Labelled {
        ROUND_TRIPS("Round trips", Figure.Format.COUNT, PatternEstimate::roundTrips, WorkloadTotals::roundTripsPerSecond),
        BYTES_READ("Read", Figure.Format.BYTES, PatternEstimate::bytesRead, WorkloadTotals::bytesReadPerSecond),
        DOCS_WRITTEN("Written", Figure.Format.COUNT, PatternEstimate::docsWritten, WorkloadTotals::docsWrittenPerSecond),
        RU("RU", Figure.Format.UNITS, PatternEstimate::ru, WorkloadTotals::ruPerSecond);

        private final String label;
        private final Figure.Format format;
        private final ToDoubleFunction<PatternEstimate> ofPattern;
        private final ToDoubleFunction<WorkloadTotals> ofTotals;

        Metric(String label, Figure.Format format, ToDoubleFunction<PatternEstimate> ofPattern, ToDoubleFunction<WorkloadTotals> ofTotals) {
            this.label = label;
            this.format = format;
            this.ofPattern = ofPattern;
            this.ofTotals = ofTotals;
        }

        /** The column's header. */
        @Override
        public String label() {
            return label;
        }

        public Figure.Format format() {
            return format;
        }
    }

    /**
     * One pattern (or the totals) under both designs; a value is null when the pattern cannot be
     * estimated under that design.
     */
    public record Row(String id, String name, boolean totals, List<Double> leftValues, List<Double> rightValues) {
        public Double left(Metric m) {
            return leftValues.get(m.ordinal());
        }

        public Double right(Metric m) {
            return rightValues.get(m.ordinal());
        }

        /** Negative when the right design is better (lower), positive when worse, 0 when equal as shown. */
        public int verdict(Metric m) {
            Double l = left(m);
            Double r = right(m);
            if (l == null || r == null) return 0;
            Figure f = new Figure(r, l, m.format());
            return f.direction();
        }
    }

    public static final String TOTALS_ID = "(totals)";

    public Scorecard {
        Objects.requireNonNull(left, "left design");
        Objects.requireNonNull(right, "right design");
        rows = List.copyOf(rows);
    }

    public static Scorecard of(String leftName, Estimate left, String rightName, Estimate right, List<String> patternOrder) {
        List<Row> rows = new ArrayList<>();
        for (String id : patternOrder) {
            Optional<PatternEstimate> l = left.pattern(id);
            Optional<PatternEstimate> r = right.pattern(id);
            if (l.isEmpty() && r.isEmpty()) continue;
            String name = r.or(() -> l).map(PatternEstimate::name).orElse(id);
            rows.add(new Row(id, name, false, values(l.orElse(null)), values(r.orElse(null))));
        }
        rows.add(new Row(TOTALS_ID, "Per second", true, totals(left.totals()), totals(right.totals())));
        return new Scorecard(leftName, rightName, rows);
    }

    public Optional<Row> row(String id) {
        return rows.stream().filter(r -> r.id().equals(id)).findFirst();
    }

    private static List<Double> values(PatternEstimate e) {
        return Stream.of(Metric.values()).map(m -> e == null ? null : m.ofPattern.applyAsDouble(e)).collect(Collectors.toList());
    }

    private static List<Double> totals(WorkloadTotals t) {
        return Stream.of(Metric.values()).map(m -> m.ofTotals.applyAsDouble(t)).toList();
    }
}
