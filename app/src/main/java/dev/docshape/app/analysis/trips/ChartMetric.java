package dev.docshape.app.analysis.trips;

import dev.docshape.model.Labelled;

/** What the bar chart of the round-trip panel shows per pattern. */
public enum ChartMetric implements Labelled {
    ROUND_TRIPS("Round trips", TripRow.Column.ROUND_TRIPS),
    REQUEST_UNITS("Request units", TripRow.Column.RU);

    private final String label;
    private final TripRow.Column column;

    ChartMetric(String label, TripRow.Column column) {
        this.label = label;
        this.column = column;
    }

    @Override
    public String label() {
        return label;
    }

    public TripRow.Column column() {
        return column;
    }
}
