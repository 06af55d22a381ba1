package dev.docshape.app.analysis;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The width of the widest of a changing collection of texts in one font, kept up as texts come and go: a text is
 * measured when it first comes, so after a change only the texts that changed cost anything, however many stay
 * (decision 0473). A text may be held several times; it counts until each of them went.
 */
public final class WidestText {
    private final Font font;
    private final Text probe = new Text();
    /** How often each text is held now, and its width; a text none holds any more is forgotten. */
    private final Map<String, Held> texts = new HashMap<>();
    /** How many held texts have each width. */
    private final TreeMap<Double, Integer> widths = new TreeMap<>();

    private static final class Held {
        final double width;
        int count;

        Held(double width) {
            this.width = width;
        }
    }

    WidestText(Font font) {
        this.font = font;
    }

    /** Holds {@code text} (nothing for null). */
    public void add(String text) {
        if (text == null) return;
        Held held = texts.computeIfAbsent(text, t -> new Held(measure(t)));
        held.count++;
        widths.merge(held.width, 1, Integer::sum);
    }

    /** Lets go of {@code text}, held before by {@link #add} (nothing for null). */
    public void remove(String text) {
        if (text == null) return;
        Held held = texts.get(text);
        if (held == null) throw new IllegalStateException("'" + text + "' was never added");
        if (--held.count == 0) texts.remove(text);
        widths.computeIfPresent(held.width, (w, n) -> n == 1 ? null : n - 1);
    }

    /** The widest held text's width, 0 when none is held. */
    public double widest() {
        return widths.isEmpty() ? 0 : widths.lastKey();
    }

    private double measure(String text) {
        probe.setFont(font);
        probe.setText(text);
        return probe.getLayoutBounds().getWidth();
    }
}
