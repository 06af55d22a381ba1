package dev.docshape.app.analysis.trips;

import dev.docshape.app.ui.Visibility;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * A horizontal bar chart drawn with plain regions: one row per pattern with its name, a bar as
 * long as its share of the largest value, and the value. A bar that moved with the last change
 * has the pseudo-class {@code :moved}. Rows are made once and reused, so a change only sets texts
 * and widths.
 */
public final class BarList extends GridPane {
    private static final PseudoClass MOVED = PseudoClass.getPseudoClass("moved");
    private final ObservableList<RoundTripsViewModel.Bar> bars;
    private final Function<Double, String> format;
    private final List<Row> rows = new ArrayList<>();

    /** The nodes of one bar. */
    private final class Row {
        final Label name = new Label();
        final Tooltip tooltip = new Tooltip();
        final Region fill = new Region();
        final StackPane track = new StackPane(fill);
        final Label value = new Label();
        double share;

        Row(int index) {
            name.getStyleClass().add("bar-name");
            name.setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
            name.setTooltip(tooltip);
            name.setMinWidth(0);
            fill.getStyleClass().add("bar-fill");
            track.getStyleClass().add("bar-track");
            track.setMinWidth(0);
            StackPane.setAlignment(fill, Pos.CENTER_LEFT);
            track.widthProperty().addListener((obs, old, now) -> fill.setMaxWidth(now.doubleValue() * share));
            value.getStyleClass().add("bar-value");
            add(name, 0, index);
            add(track, 1, index);
            add(value, 2, index);
        }

        void show(RoundTripsViewModel.Bar bar, double largest) {
            name.setText(bar.name());
            tooltip.setText(bar.name());
            share = largest > 0 ? bar.value() / largest : 0;
            fill.setMaxWidth(track.getWidth() * share);
            fill.setMinWidth(share > 0 ? 2 : 0);
            fill.pseudoClassStateChanged(MOVED, bar.moved());
            value.setText(format.apply(bar.value()));
            value.setId("bar-value-" + bar.patternId());
        }

        void visible(boolean on) {
            for (var n : List.of(name, track, value)) Visibility.showIf(n, on);
        }
    }

    public BarList(ObservableList<RoundTripsViewModel.Bar> bars, Function<Double, String> format) {
        this.bars = bars;
        this.format = format;
        getStyleClass().add("bar-list");
        setHgap(8);
        setVgap(4);
        ColumnConstraints names = new ColumnConstraints();
        names.setPercentWidth(42);
        ColumnConstraints track = new ColumnConstraints();
        track.setHgrow(Priority.ALWAYS);
        ColumnConstraints values = new ColumnConstraints();
        values.setHalignment(HPos.RIGHT);
        values.setMinWidth(Region.USE_PREF_SIZE);
        getColumnConstraints().addAll(names, track, values);
        bars.addListener((ListChangeListener<RoundTripsViewModel.Bar>) c -> update());
        update();
    }

    private void update() {
        double largest = bars.stream().mapToDouble(RoundTripsViewModel.Bar::value).max().orElse(0);
        while (rows.size() < bars.size()) rows.add(new Row(rows.size()));
        for (int i = 0; i < rows.size(); i++) {
            boolean used = i < bars.size();
            rows.get(i).visible(used);
            if (used) rows.get(i).show(bars.get(i), largest);
        }
    }
}
