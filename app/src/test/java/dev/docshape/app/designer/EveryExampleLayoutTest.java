package dev.docshape.app.designer;

import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.testing.Apart;
import dev.docshape.app.designer.testing.CardOverlaps;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.LabelOverlaps;
import dev.docshape.app.designer.testing.LineOverlaps;
import dev.docshape.app.designer.testing.ShippedExamples;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Design;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every shipped example (the seed examples and the workloads) opened once as File > Open opens it, and each of its
 * designs chosen in the toolbar's picker, checked three ways (decisions 0549, 0551); a design is shot only where a check
 * finds something, as the evidence of it (decision 0570):
 * <ul>
 *   <li>as stored in the file: no relationship's caption or badge overlaps a card or another caption or badge, and
 *   none is cut at the edge of the canvas's view; no two lines lie on one another along a stretch, and no caption or
 *   badge lies over a line other than its own (decision 0560), and no line runs over a card it does not join (decision
 *   0569) ({@code target/screenshots/stored-EXAMPLE-DESIGN.png});</li>
 *   <li>after the designer tests' own Automatic Layout (a grid in model order, without graphviz), rows as tall as their
 *   tallest card and columns as wide as their widest: no card overlaps another ({@code grid-EXAMPLE-DESIGN.png});</li>
 *   <li>after Automatic Layout as the program runs it (real graphviz, fed the sizes the cards are drawn at): no card
 *   overlaps another, however tall its fields, copies and counts make it ({@code auto-EXAMPLE-DESIGN.png}).</li>
 * </ul>
 * Every design of an example is seen as stored before any is laid out; graphviz's layout does not start from the
 * positions, so it may follow the grid's.
 */
class EveryExampleLayoutTest extends DesignerTestBase {
    /**
     * The two dense examples whose stored layouts leave some labels over another line, every design counted: no spot
     * on or beside their line, along it or near either end, is clear of cards, labels and lines (decisions 0560, 0569).
     * Settled by the final pass, the count is the same in every run (decision 0577). It may only go down.
     */
    private static final Map<String, Integer> LABELS_OVER_LINES_LEFT = Map.of("iot-fleet", 14, "ride-hailing", 16);
    /**
     * The stored layouts whose straight lines run over a card they do not join, every design counted (decision 0569):
     * chat rooms', whose user-reactions line passes over the corner of the message card in the designs that make it
     * tall (referenced, bucketed); moving the reaction card below it sends another caption over a line. The count may
     * only go down.
     */
    private static final Map<String, Integer> LINES_OVER_CARDS_LEFT = Map.of("chat-rooms", 2);

    private LayoutService layout = Apart.grid(4);
    private final java.util.concurrent.atomic.AtomicInteger layouts = new java.util.concurrent.atomic.AtomicInteger();

    @Override
    protected LayoutService layout() {
        return (model, design, sizes) -> {
            layouts.incrementAndGet();
            return layout.layout(model, design, sizes);
        };
    }

    @Test
    void everyDesignOfEveryExampleAsStoredAndAfterEitherAutomaticLayout() throws IOException {
        List<Path> files = ShippedExamples.files();
        assertTrue(files.size() >= 14, "the seed examples and the workloads are there: " + files);
        LayoutService grid = Apart.grid(4);
        LayoutService graphviz = new RendererLayoutService();
        List<String> stored = new ArrayList<>();
        List<String> gridOverlaps = new ArrayList<>();
        List<String> autoOverlaps = new ArrayList<>();
        Map<String, Integer> labelsOverLines = new HashMap<>();
        Map<String, Integer> linesOverCards = new HashMap<>();
        for (Path file : files) {
            openFile(file);
            String example = ShippedExamples.name(file);
            List<Design> designs = project().designs();
            for (Design design : designs) {
                ShippedExamples.choose(this, design.name());
                String name = example + " (" + design.name() + ")";
                int found = stored.size();
                stored.addAll(LabelOverlaps.of(this, name));
                stored.addAll(LabelOverlaps.pastTheEdge(this, name, canvasView()));
                stored.addAll(LineOverlaps.of(this, name));
                List<String> overLines = LineOverlaps.labelsOverOtherLines(this, name);
                List<String> overCards = LineOverlaps.linesOverCards(this, name);
                count(overLines, example, LABELS_OVER_LINES_LEFT, labelsOverLines, stored);
                count(overCards, example, LINES_OVER_CARDS_LEFT, linesOverCards, stored);
                if (stored.size() > found || !overLines.isEmpty() || !overCards.isEmpty()) {
                    Shots.save(this, canvas(), "stored-" + example + "-" + design.name());
                }
            }
            // the layouts once every design has been seen as stored, the last one shown first
            for (int i = designs.size() - 1; i >= 0; i--) {
                Design design = designs.get(i);
                ShippedExamples.choose(this, design.name());
                String name = example + " (" + design.name() + ")";
                gridOverlaps.addAll(afterLayout(grid, "grid-" + example + "-" + design.name(), name));
                autoOverlaps.addAll(afterLayout(graphviz, "auto-" + example + "-" + design.name(), name));
            }
        }
        assertAll(() -> assertEquals(List.of(), stored, "labels as stored"),
                () -> assertEquals(List.of(), gridOverlaps, "cards after the tests' grid layout"),
                () -> assertEquals(List.of(), autoOverlaps, "cards after Automatic Layout"),
                () -> LABELS_OVER_LINES_LEFT.forEach((example, most) -> assertTrue(labelsOverLines.getOrDefault(example, 0) <= most,
                        example + ": " + labelsOverLines.get(example) + " labels over other lines, at most " + most)),
                () -> LINES_OVER_CARDS_LEFT.forEach((example, most) -> assertTrue(linesOverCards.getOrDefault(example, 0) <= most,
                        example + ": " + linesOverCards.get(example) + " lines over a third card, at most " + most)));
    }

    /** Counts {@code found} against {@code example}'s ceiling in {@code left}, or, with none, as problems. */
    private static void count(List<String> found, String example, Map<String, Integer> left, Map<String, Integer> counted, List<String> problems) {
        if (left.containsKey(example)) counted.merge(example, found.size(), Integer::sum);
        else problems.addAll(found);
    }

    /** Automatic Layout by its shortcut, with {@code service}, and the cards' overlaps after it. */
    private List<String> afterLayout(LayoutService service, String shot, String name) {
        layout = service;
        int before = layouts.get();
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.L);
        WaitForAsyncUtils.waitForFxEvents();
        if (vm.autoLayout().runningProperty().get()) throw new AssertionError("layout still running");
        assertEquals(before + 1, layouts.get(), name + ": the shortcut ran Automatic Layout");
        List<String> overlaps = CardOverlaps.of(this, name);
        if (!overlaps.isEmpty()) Shots.save(this, canvas(), shot);
        return overlaps;
    }
}
