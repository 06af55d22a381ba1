package dev.docshape.app.analysis.trips;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.geometry.HPos;
import javafx.scene.control.Label;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

import java.util.function.Function;

/**
 * A horizontal bar chart drawn with plain regions: one row per pattern with its name, a bar as
 * long as its share of the largest value, and the value. A bar that moved with the last change
 * has the pseudo-class {@code :moved}.
 */
public final class BarList extends GridPane {
    private static final PseudoClass MOVED = PseudoClass.getPseudoClass("moved");
    private final ObservableList<RoundTripsViewModel.Bar> bars;
    private final Function<Double, String> format;

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
        bars.addListener((ListChangeListener<RoundTripsViewModel.Bar>) c -> rebuild());
        rebuild();
    }

    private void rebuild() {
        getChildren().clear();
        double largest = bars.stream().mapToDouble(RoundTripsViewModel.Bar::value).max().orElse(0);
        int row = 0;
        for (RoundTripsViewModel.Bar bar : bars) {
            Label name = new Label(bar.name());
            name.getStyleClass().add("bar-name");
            name.setTextOverrun(OverrunStyle.CENTER_ELLIPSIS);
            name.setTooltip(new Tooltip(bar.name()));
            name.setMinWidth(0);
            Region fill = new Region();
            fill.getStyleClass().add("bar-fill");
            fill.pseudoClassStateChanged(MOVED, bar.moved());
            double share = largest > 0 ? bar.value() / largest : 0;
            StackPane track = new StackPane(fill);
            track.getStyleClass().add("bar-track");
            track.setMinWidth(0);
            fill.maxWidthProperty().bind(track.widthProperty().multiply(share));
            fill.setMinWidth(share > 0 ? 2 : 0);
            StackPane.setAlignment(fill, javafx.geometry.Pos.CENTER_LEFT);
            Label value = new Label(format.apply(bar.value()));
            value.getStyleClass().add("bar-value");
            value.setId("bar-value-" + bar.patternId());
            add(name, 0, row);
            add(track, 1, row);
            add(value, 2, row);
            row++;
        }
    }
}
