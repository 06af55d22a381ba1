package dev.docshape.app.designer.canvas;

import javafx.geometry.Bounds;
import javafx.scene.text.Text;

import java.util.HashMap;
import java.util.Map;

/** Measures texts as a {@link Text} node of a given font and line spacing would lay them out, with one node per style. */
final class TextMeasure {
    private final Map<CardMetrics.Style, Text> probes = new HashMap<>();

    Bounds of(String text, CardMetrics.Style style) {
        Text probe = probes.computeIfAbsent(style, s -> {
            Text t = new Text();
            t.setFont(s.font());
            t.setLineSpacing(s.lineSpacing());
            return t;
        });
        probe.setText(text);
        return probe.getLayoutBounds();
    }
}
