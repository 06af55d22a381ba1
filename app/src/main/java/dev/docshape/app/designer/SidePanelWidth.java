package dev.docshape.app.designer;

import dev.docshape.app.designer.files.Settings;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ChangeListener;
import javafx.css.PseudoClass;
import javafx.scene.control.SplitPane;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;

import java.util.Objects;

/**
 * The width of the side panel beside the canvas: until the user drags the divider, {@link #SHARE} of the window
 * between {@link #READABLE} and {@link #DEFAULT}, following the window's width (decision 0539); once dragged, the width
 * the user chose, kept when the window is resized and remembered in the settings when the user lets go of the
 * divider; and half the window while {@link #wide()} is on (the View menu's Wide Side Panel).
 */
public final class SidePanelWidth {
    /** Wide enough for all tab headers and every column of the analysis tables: the most the panel takes unasked. */
    public static final double DEFAULT = 500;
    /** The panel's share of the window until the user chooses a width: a 1,280 px window gives it {@link #DEFAULT}. */
    static final double SHARE = 0.4;
    /**
     * The least the panel takes unasked: every tab header (set tighter below {@link #DEFAULT}, the {@code narrow}
     * pseudo-class) and every column of the Trips table without a sideways scroll bar.
     */
    public static final double READABLE = 440;
    /** Below this the panel's forms and tables no longer fit. */
    public static final double MIN = 340;
    /** What a remembered width leaves the canvas at least, when the window is smaller than it was. */
    static final double CANVAS_MIN = 240;

    private static final PseudoClass NARROW = PseudoClass.getPseudoClass("narrow");

    private final SplitPane split;
    private final Region side;
    private final Settings settings;
    private final BooleanProperty wide = new SimpleBooleanProperty(this, "wide");
    private double chosen;
    /** Whether the user has dragged the divider (now or at an earlier start): then the panel keeps {@link #chosen}. */
    private boolean userChose;
    private boolean following;
    private boolean followScheduled;

    private SidePanelWidth(SplitPane split, Region side, Settings settings) {
        this.split = split;
        this.side = side;
        this.settings = settings;
        this.chosen = Math.max(MIN, settings.sidePanelWidth().orElse(DEFAULT));
        this.userChose = settings.sidePanelWidth().isPresent();
    }

    /** Gives {@code side}, the last item of {@code split}, its remembered width and keeps it. */
    public static SidePanelWidth attach(SplitPane split, Region side, Settings settings) {
        Objects.requireNonNull(split, "split");
        Objects.requireNonNull(side, "side");
        Objects.requireNonNull(settings, "settings");
        if (split.getItems().isEmpty() || split.getItems().get(split.getItems().size() - 1) != side) {
            throw new IllegalArgumentException("the side panel must be the split pane's last item");
        }
        SidePanelWidth width = new SidePanelWidth(split, side, settings);
        side.setMinWidth(MIN);
        side.setPrefWidth(width.chosen);
        SplitPane.setResizableWithParent(side, false);
        side.widthProperty().subscribe(w -> side.pseudoClassStateChanged(NARROW, w.doubleValue() < DEFAULT - 4));
        width.applyOnceLaidOut();
        boolean[] dragging = new boolean[1];
        split.addEventFilter(MouseEvent.MOUSE_PRESSED, e -> dragging[0] = onDivider(e));
        split.addEventFilter(MouseEvent.MOUSE_RELEASED, e -> {
            if (dragging[0]) Platform.runLater(width::rememberDragged);
            dragging[0] = false;
        });
        width.wide.addListener((obs, was, is) -> {
            if (!width.following) width.set(is ? split.getWidth() / 2 : width.unasked());
        });
        // after the split pane's own layout for the new width, which keeps the panel's width as it was
        split.widthProperty().addListener((obs, was, is) -> {
            if (width.userChose || width.wide.get() || width.followScheduled) return;
            width.followScheduled = true;
            Platform.runLater(() -> {
                width.followScheduled = false;
                if (!width.userChose && !width.wide.get()) width.set(width.unasked());
            });
        });
        return width;
    }

    private void applyOnceLaidOut() {
        ChangeListener<Number> first = new ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Number> obs, Number old, Number now) {
                if (now.doubleValue() <= 0) return;
                split.widthProperty().removeListener(this);
                set(unasked());
            }
        };
        if (split.getWidth() > 0) set(unasked());
        else split.widthProperty().addListener(first);
    }

    /** The width the panel takes when not wide: the user's, else its share of the window. */
    private double unasked() {
        return userChose ? chosen : Math.max(READABLE, Math.min(DEFAULT, SHARE * split.getWidth()));
    }

    /** Moves the divider so the side panel is {@code width} wide (within the panel's and the canvas's minimum). */
    private void set(double width) {
        double total = split.getWidth();
        if (total <= 0) return;
        double clamped = Math.max(MIN, Math.min(width, total - CANVAS_MIN));
        split.setDividerPosition(split.getDividers().size() - 1, Math.max(0, 1 - clamped / total));
    }

    /** After the divider was dragged: the new width is the user's choice, remembered (half the window is "wide"). */
    private void rememberDragged() {
        double now = side.getWidth();
        boolean half = Math.abs(now - split.getWidth() / 2) < 2;
        if (wide.get() != half) {
            following = true;
            wide.set(half);
            following = false;
        }
        if (half || Math.abs(now - unasked()) < 1) return; // a click on the divider that moved nothing
        chosen = now;
        userChose = true;
        settings.setSidePanelWidth(now);
    }

    private static boolean onDivider(MouseEvent e) {
        for (javafx.scene.Node n = e.getPickResult().getIntersectedNode(); n != null; n = n.getParent()) {
            if (n.getStyleClass().contains("split-pane-divider")) return true;
        }
        return false;
    }

    /** On: the side panel takes half the window; off: back to the width chosen before. */
    public BooleanProperty wide() {
        return wide;
    }
}
