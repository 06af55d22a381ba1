package dev.docshape.app.analysis.trips;

import dev.docshape.app.analysis.Analysis;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.Ui;
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
import java.util.List;

/**
 * The round-trip panel's state: one row per access pattern and a totals row, each figure with its
 * move since the previous analysis; the bars of the chart (the largest few patterns by the chosen
 * metric); and the profile switch.
 */
public final class RoundTripsViewModel {
    /** The chart shows at most this many patterns, the largest first. */
    public static final int MAX_BARS = 12;

    /** One bar of the chart. */
    public record Bar(String patternId, String name, double value, boolean moved) {
    }

    private final AnalysisModel analysis;
    private final ObservableList<TripRow> rows = FXCollections.observableArrayList();
    private final ObservableList<Bar> bars = FXCollections.observableArrayList();
    private final ObjectProperty<ChartMetric> metric = new SimpleObjectProperty<>(this, "metric", ChartMetric.ROUND_TRIPS);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper chartNote = new ReadOnlyStringWrapper(this, "chartNote", "");

    public RoundTripsViewModel(AnalysisModel analysis) {
        this.analysis = analysis;
        analysis.currentProperty().addListener((obs, old, now) -> refresh());
        metric.addListener((obs, old, now) -> refreshBars());
        refresh();
    }

    private void refresh() {
        Analysis now = analysis.current();
        if (now == null) return;
        Analysis before = analysis.previousProperty().get();
        List<TripRow> next = new ArrayList<>(TripRows.patterns(before, now));
        next.add(TripRows.totals(before, now));
        rows.setAll(next);
        int patterns = next.size() - 1;
        summary.set(patterns + (patterns == 1 ? " access pattern" : " access patterns") + " · design "
                + now.project().activeDesign() + " · " + Ui.profileName(now.profile()));
        refreshBars();
    }

    private void refreshBars() {
        TripRow.Column column = metric.get().column();
        List<TripRow> patterns = rows.stream().filter(r -> !r.isTotals()).toList();
        List<Bar> top = patterns.stream()
                .sorted(Comparator.comparingDouble((TripRow r) -> r.figure(column).value()).reversed())
                .limit(MAX_BARS)
                .map(r -> new Bar(r.id(), r.name(), r.figure(column).value(), r.figure(column).moved()))
                .toList();
        bars.setAll(top);
        chartNote.set(patterns.size() > MAX_BARS ? "The " + MAX_BARS + " largest of " + patterns.size() + " patterns" : "");
    }

    /** The table's rows: one per pattern, then the totals. */
    public ObservableList<TripRow> rows() {
        return rows;
    }

    /** The row of a pattern (or {@link TripRow#TOTALS_ID}). */
    public java.util.Optional<TripRow> row(String id) {
        return rows.stream().filter(r -> r.id().equals(id)).findFirst();
    }

    public ObservableList<Bar> bars() {
        return bars;
    }

    public ObjectProperty<ChartMetric> metricProperty() {
        return metric;
    }

    public ObjectProperty<Profile> profileProperty() {
        return analysis.profileProperty();
    }

    public ReadOnlyBooleanProperty pendingProperty() {
        return analysis.pendingProperty();
    }

    /** "3 access patterns · design embedded · MongoDB". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Says when the chart leaves patterns out, else empty. */
    public ReadOnlyStringProperty chartNoteProperty() {
        return chartNote.getReadOnlyProperty();
    }
}
