package dev.docshape.app.analysis.preview;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.SizeStatus;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;

import java.util.ArrayList;
import java.util.List;

/**
 * A collection's estimated average and maximum document size drawn against the profile's limit,
 * on a logarithmic scale, with a mark where the estimator starts to warn. The bar carries the
 * pseudo-class {@code :ok}, {@code :warn} or {@code :over}; an unbounded maximum fills the bar to
 * the limit (the documents can grow past it).
 */
public final class SizeBar extends Region {
    private static final PseudoClass OK = PseudoClass.getPseudoClass("ok");
    private static final PseudoClass WARN = PseudoClass.getPseudoClass("warn");
    private static final PseudoClass OVER = PseudoClass.getPseudoClass("over");
    private static final double TRACK_HEIGHT = 10;
    private static final double LABEL_GAP = 3;

    private final Region track = part("size-track");
    private final Region maxFill = part("size-max");
    private final Region avgFill = part("size-avg");
    private final Region warnMark = part("size-warn-mark");
    private final List<Region> tickMarks = new ArrayList<>();
    private final List<Label> tickLabels = new ArrayList<>();
    private CollectionEstimate estimate;
    private SizeScale scale;
    private double warnBytes;

    public SizeBar() {
        getStyleClass().add("size-bar");
        getChildren().addAll(track, maxFill, avgFill, warnMark);
        setMinHeight(TRACK_HEIGHT + LABEL_GAP + 16);
        setPrefHeight(TRACK_HEIGHT + LABEL_GAP + 16);
    }

    /** Shows {@code c}; {@code warnFraction} is the share of the limit at which the estimator warns. */
    public void show(CollectionEstimate c, double warnFraction) {
        estimate = c;
        setVisible(c != null);
        if (c == null) return;
        scale = new SizeScale(c.limitBytes());
        warnBytes = warnFraction * c.limitBytes();
        pseudoClassStateChanged(OK, c.status() == SizeStatus.OK);
        pseudoClassStateChanged(WARN, c.status() == SizeStatus.WARN);
        pseudoClassStateChanged(OVER, c.status() == SizeStatus.OVER);
        getChildren().removeAll(tickMarks);
        getChildren().removeAll(tickLabels);
        tickMarks.clear();
        tickLabels.clear();
        for (long tick : scale.ticks()) {
            tickMarks.add(part("size-tick"));
            Label label = new Label(Bytes.format(tick));
            label.getStyleClass().add("size-tick-label");
            label.setUserData(tick);
            tickLabels.add(label);
        }
        getChildren().addAll(tickMarks);
        getChildren().addAll(tickLabels);
        requestLayout();
    }

    /** Where the average ends, as a share of the bar (for tests). */
    private double avgPosition() {
        return estimate == null ? 0 : scale.position(estimate.avgBytes());
    }

    /** Where the maximum ends, as a share of the bar; 1 when unbounded (for tests). */
    private double maxPosition() {
        if (estimate == null) return 0;
        return estimate.unbounded() ? 1 : scale.position(estimate.maxBytes());
    }

    @Override
    protected void layoutChildren() {
        if (estimate == null) return;
        double x = snappedLeftInset();
        double w = Math.max(0, getWidth() - snappedLeftInset() - snappedRightInset());
        double y = snappedTopInset();
        track.resizeRelocate(x, y, w, TRACK_HEIGHT);
        double avgEnd = avgPosition() * w;
        double maxEnd = Math.max(avgEnd, maxPosition() * w);
        avgFill.resizeRelocate(x, y, Math.max(3, avgEnd), TRACK_HEIGHT);
        maxFill.resizeRelocate(x, y, Math.max(3, maxEnd), TRACK_HEIGHT);
        warnMark.resizeRelocate(snapPositionX(x + scale.position(warnBytes) * w) - 1, y - 3, 2, TRACK_HEIGHT + 6);
        for (int i = 0; i < tickLabels.size(); i++) {
            Label label = tickLabels.get(i);
            double at = x + scale.position((Long) label.getUserData()) * w;
            tickMarks.get(i).resizeRelocate(snapPositionX(at), y + TRACK_HEIGHT, 1, LABEL_GAP);
            double lw = label.prefWidth(-1);
            double lx = Math.min(x + w - lw, Math.max(x, at - lw / 2));
            label.resizeRelocate(lx, y + TRACK_HEIGHT + LABEL_GAP, lw, label.prefHeight(lw));
        }
    }

    private static Region part(String styleClass) {
        Region r = new Region();
        r.getStyleClass().add(styleClass);
        r.setManaged(false);
        return r;
    }
}
