package dev.docshape.app.analysis.trips;

import dev.docshape.app.analysis.Analysis;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.live.LatestOnly;
import dev.docshape.app.ui.DiffingList;
import dev.docshape.model.profile.Profile;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The round-trip panel's state: one row per access pattern and a totals row, each figure with its
 * move since the previous analysis; the bars of the chart (the largest few patterns by the chosen
 * metric); and the profile switch. Rows and bars are made off the UI thread, newest only.
 */
public final class RoundTripsViewModel {
    /** The chart shows at most this many patterns, the largest first. */
    public static final int MAX_BARS = 12;

    /** One bar of the chart. */
    public record Bar(String patternId, String name, double value, boolean moved) {
    }

    private final AnalysisModel analysis;
    // a pattern's row stays in the list and takes its new figures (decision 0454): the list changes only when
    // patterns come, go or move, so the table lays out and refills its rows only then
    private final DiffingList<LiveTripRow> rows = new DiffingList<>();
    private Map<String, LiveTripRow> rowsById = Map.of();
    private final ObservableList<Bar> bars = FXCollections.observableArrayList();
    private final ObjectProperty<ChartMetric> metric = new SimpleObjectProperty<>(this, "metric", ChartMetric.ROUND_TRIPS);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final javafx.beans.property.ReadOnlyBooleanWrapper partitioned = new javafx.beans.property.ReadOnlyBooleanWrapper(this, "partitioned", false);
    private final ReadOnlyStringWrapper chartNote = new ReadOnlyStringWrapper(this, "chartNote", "");
    private final javafx.beans.property.ReadOnlyLongWrapper shownRevision = new javafx.beans.property.ReadOnlyLongWrapper(this, "shownRevision", -1);
    private final LatestOnly<Analysis[], Table> worker;
    private final State state = new State(rows, bars, summary.getReadOnlyProperty(), chartNote.getReadOnlyProperty(),
            partitioned.getReadOnlyProperty());
    private Table table;
    private java.util.function.Consumer<String> patternSelector = id -> { };
    private Runnable patternsOpener = () -> { };
    private java.util.function.Consumer<String> guideOpener = section -> { };

    /** Everything the panel shows for one analysis, made off the UI thread. */
    private record Table(long revision, List<TripRow> rows, Map<ChartMetric, List<Bar>> bars, int patterns, String summary,
                         boolean partitioned) {
    }

    /**
     * What the panel shows: a row per pattern, the bars of the chosen metric, the line that sums
     * the figures up, the note under the chart, and whether a collection is partitioned (the
     * Partitions column shows only then).
     */
    public record State(ObservableList<LiveTripRow> rows, ObservableList<Bar> bars, ReadOnlyStringProperty summary,
                        ReadOnlyStringProperty chartNote, ReadOnlyBooleanProperty partitioned) {
    }

    public RoundTripsViewModel(AnalysisModel analysis) {
        this.analysis = analysis;
        var services = analysis.services();
        worker = new LatestOnly<>(services.background(), services.ui(), pair -> build(pair[0], pair[1]), this::show, e -> { });
        analysis.state().current().addListener((obs, old, now) -> request());
        metric.addListener((obs, old, now) -> showBars());
        request();
    }

    private void request() {
        Analysis now = analysis.current();
        if (now != null) worker.request(new Analysis[]{analysis.state().previous().get(), now});
    }

    private static Table build(Analysis before, Analysis now) {
        List<TripRow> next = new ArrayList<>(TripRows.patterns(before, now));
        int patterns = next.size();
        Map<ChartMetric, List<Bar>> bars = new EnumMap<>(ChartMetric.class);
        for (ChartMetric m : ChartMetric.values()) {
            bars.put(m, next.stream()
                    .sorted(Comparator.comparingDouble((TripRow r) -> r.figure(m.column()).value()).reversed())
                    .limit(MAX_BARS)
                    .map(r -> new Bar(r.id(), r.name(), r.figure(m.column()).value(), r.figure(m.column()).moved()))
                    .toList());
        }
        // without patterns the table stays empty, so its placeholder says where they are added
        if (!next.isEmpty()) next.add(TripRows.totals(before, now));
        String summary = patterns + (patterns == 1 ? " access pattern" : " access patterns") + " · design "
                + now.project().activeDesign() + " · " + Ui.profileName(now.profile());
        return new Table(now.revision(), next, bars, patterns, summary, !now.project().active().partitioning().isEmpty());
    }

    private void show(Table t) {
        table = t;
        showRows(t.rows());
        summary.set(t.summary());
        partitioned.set(t.partitioned());
        showBars();
        shownRevision.set(t.revision());
    }

    private void showRows(List<TripRow> next) {
        Map<String, LiveTripRow> byId = new HashMap<>();
        List<LiveTripRow> live = new ArrayList<>(next.size());
        for (TripRow row : next) {
            LiveTripRow kept = rowsById.get(row.id());
            if (kept == null) kept = new LiveTripRow(row);
            else kept.show(row);
            byId.put(row.id(), kept);
            live.add(kept);
        }
        rowsById = byId;
        rows.update(live);
    }

    private void showBars() {
        if (table == null) return;
        List<Bar> next = table.bars().get(metric.get());
        // the chart draws every bar anew on any change of the list: an analysis that moved no bar leaves it as it is
        if (!bars.equals(next)) bars.setAll(next);
        chartNote.set(table.patterns() > MAX_BARS ? "The " + MAX_BARS + " largest of " + table.patterns() + " patterns" : "");
    }

    /** Tells the window which pattern the user selected in the table (the other panels follow it). */
    public void setPatternSelector(java.util.function.Consumer<String> selector) {
        patternSelector = selector == null ? id -> { } : selector;
    }

    /** What "Add access patterns" in the empty table does: shows the Patterns tab. */
    public void setPatternsOpener(Runnable opener) {
        patternsOpener = opener == null ? () -> { } : opener;
    }

    /** The user asked, from the empty table, where patterns are added. */
    public void openPatterns() {
        patternsOpener.run();
    }

    /** What a column heading's click does: opens Help > Guide at the section of that name. */
    public void setGuideOpener(java.util.function.Consumer<String> opener) {
        guideOpener = opener == null ? section -> { } : opener;
    }

    /** The user asked what a figure means: the Guide's section that explains {@code column}. */
    public void explain(TripRow.Column column) {
        guideOpener.accept(column.guideSection());
    }

    /** The user selected the row of a pattern (the totals row selects nothing). */
    public void patternSelected(String id) {
        if (id != null && !TripRow.TOTALS_ID.equals(id)) patternSelector.accept(id);
    }

    /** The row of a pattern (or {@link TripRow#TOTALS_ID}). */
    public java.util.Optional<TripRow> row(String id) {
        return java.util.Optional.ofNullable(rowsById.get(id)).map(LiveTripRow::row);
    }

    /** The revision of the analysis the rows show (-1 before the first). */
    public javafx.beans.property.ReadOnlyLongProperty shownRevisionProperty() {
        return shownRevision.getReadOnlyProperty();
    }

    public ObjectProperty<ChartMetric> metricProperty() {
        return metric;
    }

    public ObjectProperty<Profile> profileProperty() {
        return analysis.profileProperty();
    }

    public State state() {
        return state;
    }
}
