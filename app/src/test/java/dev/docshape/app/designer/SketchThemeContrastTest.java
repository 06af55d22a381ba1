package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0521: a sketched card's name can be read on its tint in both themes: the contrast ratio of the
 * colours the name and the box are painted in (WCAG 2) is 4.5:1 or more, for every tint on the canvas; and the box's
 * edge stands out from the canvas at 3:1 or more (WCAG's contrast for the boundary of a thing on the screen), the
 * untinted box's too. The dark theme is reached through View > Dark Theme, as a user does. Pictures at 13, 28 and
 * 40 % in the dark theme are kept.
 */
class SketchThemeContrastTest extends DesignerTestBase {
    private static final double AA = 4.5;
    private static final double EDGE = 3;

    @Test
    void sketchedNamesStandOutFromTheirTintInTheLightAndTheDarkTheme() throws Exception {
        show(SyntheticModels.generate(60, 90, 5, 7));
        interact(() -> canvas().viewport().zoomTo(0.28, 0, 0));
        WaitForAsyncUtils.waitForFxEvents();
        TreeMap<String, Double> light = contrasts();
        assertTrue(light.size() >= 3, "several tints on the canvas: " + light);
        assertEquals(new TreeMap<>(), below(light, AA), "light theme: names with too little contrast on their tint");
        TreeMap<String, Double> lightEdges = edges();
        assertTrue(lightEdges.containsKey("none"), "untinted boxes on the canvas: " + lightEdges);
        assertEquals(new TreeMap<>(), below(lightEdges, EDGE), "light theme: box edges faint on the canvas");

        clickOn("#action-dark-theme");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(window.scene().getStylesheets().stream().anyMatch(s -> s.endsWith("dark.css")), "the dark theme is on");
        TreeMap<String, Double> dark = contrasts();
        assertEquals(light.keySet(), dark.keySet(), "the same tints in the dark theme");
        assertEquals(new TreeMap<>(), below(dark, AA), "dark theme: names with too little contrast on their tint");
        TreeMap<String, Double> darkEdges = edges();
        assertEquals(lightEdges.keySet(), darkEdges.keySet(), "the same tints' edges in the dark theme");
        assertEquals(new TreeMap<>(), below(darkEdges, EDGE), "dark theme: box edges faint on the canvas");

        for (double zoom : List.of(0.13, 0.28, 0.4)) {
            interact(() -> canvas().viewport().zoomTo(zoom, 0, 0));
            WaitForAsyncUtils.waitForFxEvents();
            Shots.save(this, canvas(), "sketch-dark-" + Math.round(zoom * 100));
        }
    }

    private static TreeMap<String, Double> below(TreeMap<String, Double> ratios, double least) {
        TreeMap<String, Double> low = new TreeMap<>();
        ratios.forEach((tint, ratio) -> {
            if (ratio < least) low.put(tint, ratio);
        });
        return low;
    }

    /** The lowest contrast of a sketched name on its box, per tint (the card's tint style class, or "none"). */
    private TreeMap<String, Double> contrasts() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            TreeMap<String, Double> lowest = new TreeMap<>();
            for (Node node : canvas().lookupAll(".entity")) {
                if (!(node instanceof EntityView card) || card.getScene() == null || card.detailed()) continue;
                Region box = (Region) card.lookup(".entity-sketch");
                Text name = (Text) card.lookup(".entity-sketch-name");
                if (box == null || name == null || !name.isVisible()) continue;
                var fills = box.getBackground().getFills();
                Color back = (Color) fills.get(fills.size() - 1).getFill(); // the tint inside the border
                lowest.merge(tintOf(card), ratio((Color) name.getFill(), back), Math::min);
            }
            return lowest;
        }).get();
    }

    /** The lowest contrast of a sketched box's edge on the canvas behind it, per tint. */
    private TreeMap<String, Double> edges() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            var canvasFills = canvas().getBackground().getFills();
            Color canvasColour = (Color) canvasFills.get(canvasFills.size() - 1).getFill();
            TreeMap<String, Double> lowest = new TreeMap<>();
            for (Node node : canvas().lookupAll(".entity")) {
                if (!(node instanceof EntityView card) || card.getScene() == null || card.detailed()) continue;
                Region box = (Region) card.lookup(".entity-sketch");
                if (box == null || !box.isVisible()) continue;
                Color edge = (Color) box.getBackground().getFills().get(0).getFill(); // the border under the tint
                lowest.merge(tintOf(card), ratio(edge, canvasColour), Math::min);
            }
            return lowest;
        }).get();
    }

    private static String tintOf(EntityView card) {
        return card.getStyleClass().stream().filter(c -> c.startsWith("tint-")).findFirst().orElse("none");
    }

    /** WCAG 2 contrast ratio of two opaque colours. */
    private static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * channel(c.getRed()) + 0.7152 * channel(c.getGreen()) + 0.0722 * channel(c.getBlue());
    }

    private static double channel(double v) {
        return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    }
}
