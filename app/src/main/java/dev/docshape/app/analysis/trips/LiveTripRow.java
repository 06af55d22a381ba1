package dev.docshape.app.analysis.trips;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * A row of the round-trip table that stays in the table's list from one analysis to the next: the
 * newest {@link TripRow} of its pattern, with its heading and each figure as a property that changes
 * only when what it shows changed. A flip moves a few figures of a few patterns; the table's list does
 * not change, so JavaFX neither refills nor lays out its rows again, and only the cells whose figure
 * moved are drawn anew (decision 0454).
 */
public final class LiveTripRow {
    /**
     * What the first column shows.
     *
     * @param name      the pattern's name, or "Per second"
     * @param kind      read, insert, update ... (empty for the totals)
     * @param frequency executions per second
     * @param totals    true for the workload's row
     */
    public record Heading(String name, String kind, double frequency, boolean totals) {
        static Heading of(TripRow row) {
            return new Heading(row.name(), row.kind(), row.frequency(), row.isTotals());
        }
    }

    private final String id;
    private TripRow row;
    private final ReadOnlyObjectWrapper<Heading> heading = new ReadOnlyObjectWrapper<>(this, "heading");
    private final Map<TripRow.Column, ReadOnlyObjectWrapper<Figure>> figures = new EnumMap<>(TripRow.Column.class);
    private final ReadOnlyObjectWrapper<LiveTripRow> itself = new ReadOnlyObjectWrapper<>(this, "itself", this);

    LiveTripRow(TripRow first) {
        this.id = first.id();
        for (TripRow.Column column : TripRow.Column.values()) {
            figures.put(column, new ReadOnlyObjectWrapper<>(this, column.name()));
        }
        show(first);
    }

    /** Takes the pattern's figures from a newer analysis; only the properties whose value differs change. */
    void show(TripRow next) {
        if (!next.id().equals(id)) throw new IllegalArgumentException("row " + next.id() + " shown in the row of " + id);
        row = next;
        setIfChanged(heading, Heading.of(next));
        for (Map.Entry<TripRow.Column, ReadOnlyObjectWrapper<Figure>> f : figures.entrySet()) {
            setIfChanged(f.getValue(), next.figure(f.getKey()));
        }
    }

    // a property tells its listeners on any new object, also one equal to the old: the cell would draw it again
    private static <T> void setIfChanged(ReadOnlyObjectWrapper<T> property, T value) {
        if (!Objects.equals(property.get(), value)) property.set(value);
    }

    /** The pattern id, or {@link TripRow#TOTALS_ID}. */
    public String id() {
        return id;
    }

    public boolean isTotals() {
        return row.isTotals();
    }

    /** The figures of the newest analysis. */
    public TripRow row() {
        return row;
    }

    public ReadOnlyObjectProperty<Heading> headingProperty() {
        return heading.getReadOnlyProperty();
    }

    /** This row, as the value of a cell that follows one of its figures (it never changes). */
    public ReadOnlyObjectProperty<LiveTripRow> itself() {
        return itself.getReadOnlyProperty();
    }

    /** The figure of {@code column}; its value is null where the row has none. */
    public ReadOnlyObjectProperty<Figure> figureProperty(TripRow.Column column) {
        return figures.get(column).getReadOnlyProperty();
    }
}
