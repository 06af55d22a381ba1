package dev.docshape.app.analysis.trips;

import dev.docshape.app.analysis.ColumnFit;
import dev.docshape.app.analysis.WidestText;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.TableColumn;
import javafx.util.Subscription;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Keeps each figure column of the round-trip table as wide as its widest figure and struck-through note, following
 * the figures as they change: a flip moves a few figures, so only their texts are measured, and a column is fitted
 * again only when one of its figures changed (decision 0473). Before, every analysis measured every row's figures.
 */
final class TripColumnWidths {
    private final Map<TripRow.Column, WidestText> figures = new EnumMap<>(TripRow.Column.class);
    private final Map<TripRow.Column, WidestText> notes = new EnumMap<>(TripRow.Column.class);
    private final Map<LiveTripRow, Subscription> watched = new HashMap<>();
    private final Set<TripRow.Column> changed = EnumSet.allOf(TripRow.Column.class);

    TripColumnWidths(ObservableList<LiveTripRow> rows) {
        for (TripRow.Column column : TripRow.Column.values()) {
            figures.put(column, ColumnFit.figures());
            notes.put(column, ColumnFit.notes());
        }
        follow(rows);
        rows.addListener((ListChangeListener<LiveTripRow>) c -> follow(c.getList()));
    }

    /**
     * Fits the columns whose figures changed since the last call; the others keep their width.
     *
     * @param columns the table's columns; those of figures carry their {@link TripRow.Column} as user data
     */
    void fit(Iterable<? extends TableColumn<?, ?>> columns) {
        if (changed.isEmpty()) return;
        for (TableColumn<?, ?> col : columns) {
            if (col.getUserData() instanceof TripRow.Column column && changed.contains(column)) {
                ColumnFit.fit(col, column.header(), figures.get(column), notes.get(column));
            }
        }
        changed.clear();
    }

    // the list changes only when patterns come, go or move: a moved row is taken out and put back, in either order
    private void follow(java.util.List<? extends LiveTripRow> rows) {
        Set<LiveTripRow> now = new HashSet<>(rows);
        watched.entrySet().removeIf(w -> {
            if (now.contains(w.getKey())) return false;
            w.getValue().unsubscribe();
            return true;
        });
        for (LiveTripRow row : rows) {
            if (!watched.containsKey(row)) watched.put(row, watch(row));
        }
    }

    private Subscription watch(LiveTripRow row) {
        Subscription all = Subscription.EMPTY;
        for (TripRow.Column column : TripRow.Column.values()) {
            var figure = row.figureProperty(column);
            add(column, figure.get());
            all = all.and(figure.subscribe((old, now) -> {
                remove(column, old);
                add(column, now);
            }));
        }
        return all.and(() -> {
            for (TripRow.Column column : TripRow.Column.values()) remove(column, row.figureProperty(column).get());
        });
    }

    private void add(TripRow.Column column, Figure figure) {
        if (figure == null) return;
        figures.get(column).add(figure.shown());
        if (figure.moved()) notes.get(column).add(figure.before());
        changed.add(column);
    }

    private void remove(TripRow.Column column, Figure figure) {
        if (figure == null) return;
        figures.get(column).remove(figure.shown());
        if (figure.moved()) notes.get(column).remove(figure.before());
        changed.add(column);
    }
}
