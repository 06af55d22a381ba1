package dev.docshape.app.designer.canvas;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import javafx.geometry.VPos;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

import java.util.List;

/**
 * A card drawn simply, at a zoom where its text cannot be read (decision 0514): a box in the card's tint with its name
 * as large as the box allows, on up to three lines or shortened in its middle when one line would be too small to
 * read (decision 0521), or the box alone when the box is smaller than a readable line. The pointer on it brings a
 * tooltip with the name and fields, not the full card, which could not be read at this zoom either. It costs two nodes and a
 * few style rules where a full card costs a dozen nodes and its fields' text.
 */
final class CardSketch extends Region {
    /** The smallest line height on the screen, in pixels, at which the name is drawn (about a 7 px font); below it the box is drawn alone. */
    static final double READABLE_PX = 9;
    private static final double PAD = 8;
    /** A name is set on at most this many lines; past that it is shortened in its middle. */
    private static final int MAX_LINES = 3;
    /** A name shortened to fewer of its characters than this says too little: the box is drawn alone. */
    private static final int MIN_KEPT = 4;
    /** The tooltip lists this many fields at most. */
    private static final int TIP_FIELDS = 15;

    private final Text name = new Text();
    private String fullName = "";
    private Entity entityShown;
    private Tooltip tip;
    private double zoom = 1;

    CardSketch() {
        getStyleClass().add("entity-sketch");
        name.getStyleClass().add("entity-sketch-name");
        name.setTextOrigin(VPos.TOP);
        name.setTextAlignment(TextAlignment.CENTER);
        name.setManaged(false);
        getChildren().add(name);
        addEventHandler(MouseEvent.MOUSE_ENTERED, e -> pointedAt());
    }

    /** Shows the entity's name, and keeps its fields for the tooltip a pointer on the box brings. */
    void show(Entity entity) {
        fullName = entity.name();
        name.setText(fullName);
        entityShown = entity;
        if (tip != null) tip.setText(details(entity));
        requestLayout();
    }

    /** The pointer on a sketch: its name and fields in a tooltip, where the card itself cannot be read (decision 0521). */
    private void pointedAt() {
        if (tip != null || entityShown == null) return;
        tip = new Tooltip(details(entityShown));
        tip.getStyleClass().add("entity-sketch-tip");
        Tooltip.install(this, tip);
    }

    static String details(Entity entity) {
        StringBuilder text = new StringBuilder(entity.name());
        if (entity.description() != null) text.append('\n').append(entity.description());
        List<Field> fields = entity.fields();
        for (int i = 0; i < Math.min(fields.size(), TIP_FIELDS); i++) {
            text.append('\n').append(fields.get(i).name()).append(": ").append(ValuesHint.full(fields.get(i), FieldsView.typeText(fields.get(i))));
        }
        if (fields.size() > TIP_FIELDS) text.append("\n+ ").append(fields.size() - TIP_FIELDS).append(" more");
        return text.toString();
    }

    void setZoom(double zoom) {
        if (zoom == this.zoom) return;
        this.zoom = zoom;
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        double room = getWidth() - 2 * PAD;
        double tall = getHeight() - PAD;
        if (fullName.isEmpty() || room <= 0 || tall <= 0) {
            name.setVisible(false);
            return;
        }
        // as large as the box allows, and no larger on the screen than the full card's name: on one line if that
        // can be read, else on the lines that give the largest letters, broken between words or, failing that,
        // inside a word with a hyphen (decisions 0532, 0539)
        double cap = 1 / zoom;
        Fit one = fit(fullName, room, tall, cap);
        double lineHeight = one.line();
        Fit best = one;
        String previous = fullName;
        for (int lines = 2; lines <= MAX_LINES && !readable(best.lineOnBox()); lines++) {
            String text = NameLines.wrapped(fullName, lines);
            if (text.equals(previous)) break; // no more places to break the name
            previous = text;
            best = better(best, fit(text, room, tall, cap));
        }
        // inside a word at a syllable-like place when the box has room for it, else at an even share (decision 0539)
        for (int lines = 2; lines <= MAX_LINES && !readable(best.lineOnBox()); lines++) {
            String text = NameLines.atSyllables(fullName, lines).orElse(null);
            if (text != null) best = better(best, fit(text, room, tall, cap));
        }
        for (int lines = 2; lines <= MAX_LINES && !readable(best.lineOnBox()); lines++) {
            best = better(best, fit(NameLines.hyphenated(fullName, lines), room, tall, cap));
        }
        String chosen = best.text();
        double bestScale = best.scale();
        name.setText(chosen);
        if (!readable(best.lineOnBox())) {
            // shortened in its middle, on one line, at the smallest size that can be read
            // a hair above the limit: the bounds on the screen are computed in floats
            bestScale = Math.min(READABLE_PX * 1.001 / (lineHeight * zoom), cap);
            chosen = lineHeight * bestScale <= tall ? widestFitting(room / bestScale) : null;
            if (chosen == null) {
                name.setVisible(false); // the box is smaller than a readable line
                return;
            }
            name.setText(chosen);
        }
        name.setVisible(true);
        var text = name.getLayoutBounds();
        name.setScaleX(bestScale);
        name.setScaleY(bestScale);
        // scaled about its centre: its centre goes to the box's
        name.relocate(getWidth() / 2 - text.getWidth() / 2, getHeight() / 2 - text.getHeight() / 2);
    }

    /** {@code text} as large as the box allows, at most {@code cap}: its scale and its unscaled line height. */
    private Fit fit(String text, double room, double tall, double cap) {
        name.setText(text);
        var bounds = name.getLayoutBounds();
        double scale = Math.min(Math.min(room / bounds.getWidth(), tall / bounds.getHeight()), cap);
        return new Fit(text, scale, bounds.getHeight() / lineCount(text));
    }

    private static Fit better(Fit a, Fit b) {
        return b.scale() > a.scale() ? b : a;
    }

    /** A way of setting the name: its text, its scale in the box and its unscaled line height. */
    private record Fit(String text, double scale, double line) {
        double lineOnBox() {
            return line * scale;
        }
    }

    private boolean readable(double lineHeightInBox) {
        return lineHeightInBox * zoom >= READABLE_PX;
    }

    /** The name kept to as many of its first and last characters as fit {@code width} unscaled, or null if too few do. */
    private String widestFitting(double width) {
        int low = MIN_KEPT;
        int high = fullName.length() - 1;
        String found = null;
        while (low <= high) {
            int kept = (low + high) >>> 1;
            String text = NameLines.elided(fullName, kept);
            name.setText(text);
            if (name.getLayoutBounds().getWidth() <= width) {
                found = text;
                low = kept + 1;
            } else {
                high = kept - 1;
            }
        }
        return found;
    }

    private static int lineCount(String text) {
        return (int) text.chars().filter(c -> c == '\n').count() + 1;
    }
}
