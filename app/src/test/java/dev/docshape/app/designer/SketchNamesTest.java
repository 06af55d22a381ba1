package dev.docshape.app.designer;

import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0521: at 30 % zoom, where cards are sketched, every box whose size holds a readable line shows
 * its name (whole, on up to three lines, or shortened in its middle) inside the box, at 9 px a line or more on the
 * screen. The diagram is panned across so that every card comes into view.
 */
class SketchNamesTest extends DesignerTestBase {
    private static final double ZOOM = 0.3;
    /** A line on the screen from this height on can be read (CardSketch.READABLE_PX). */
    private static final double READABLE_PX = 9;
    /** The room a sketch keeps between its box's edges and its name (CardSketch.PAD): twice across, once down. */
    private static final double PAD = 8;

    @Test
    void everySketchedBoxOfTheSyntheticModelShowsAReadableNameInsideIt() throws Exception {
        Project large = showApart(SyntheticModels.generate(500, 1_000, 10, 42), 25);
        Set<String> shown = assertEverySketchNamed(large, "sketch-names-synthetic");
        assertTrue(shown.contains("Depart-\nment6"), "a long one-word name is broken with a hyphen, whole: " + shown);
        // broken where a reader expects it (decision 0539), not at an even share ("Wareh-/ouse4", "Categ-/ory12")
        for (String name : new String[] {"Ware-\nhouse4", "Cate-\ngory12", "Con-\ntract10", "Com-\nment4", "Emplo-\nyee5"}) {
            assertTrue(shown.contains(name), name.replace("\n", "/") + " is shown: " + shown);
        }
        for (String text : shown) {
            if (!text.contains("-\n")) continue;
            for (String line : text.split("\n")) {
                assertTrue(line.replaceAll("[^A-Za-z]", "").length() >= 3, "3 letters or more on each line: " + text.replace("\n", "/"));
            }
        }
    }

    @Test
    void everySketchedBoxOfTheSeedExamplesShowsAReadableNameInsideIt() throws Exception {
        List<Path> files;
        try (var list = Files.list(examplesFolder())) {
            files = list.filter(p -> p.toString().endsWith(".docshape")).sorted().toList();
        }
        assertEquals(8, files.size(), "the seed examples S1-S8");
        for (Path file : files) {
            Project example = new FileProjectStore().load(file);
            assertEverySketchNamed(example, "sketch-names-" + file.getFileName().toString().replace(".docshape", ""));
        }
    }

    @Test
    void longNamesAreWrappedOrShortenedInTheMiddleRatherThanLeftOut() throws Exception {
        Project large = SyntheticModels.generate(60, 90, 5, 7);
        List<Entity> renamed = new ArrayList<>();
        String[] longNames = {"SubscriptionLineItemAdjustment", "CustomerLoyaltyProgramMembershipTier",
            "WarehouseInventoryReplenishmentRequestApproval", "Invoice payment reminder schedule",
            "supplier_contract_renewal_negotiation_history", "Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz"};
        for (Entity e : large.model().entities()) {
            int i = renamed.size();
            renamed.add(i < longNames.length ? e.withName(longNames[i]) : e);
        }
        Project withLongNames = showApart(large.withModel(large.model().withEntities(renamed)), 10);
        Set<String> shown = assertEverySketchNamed(withLongNames, "sketch-names-long");
        for (int i = 0; i < longNames.length; i++) {
            String name = longNames[i];
            assertTrue(shown.stream().anyMatch(text -> isShownAs(name, text)),
                    "the long name " + name + " is shown whole or shortened: " + shown);
        }
        assertTrue(shown.stream().anyMatch(text -> text.contains("\n")), "some long name is set on several lines: " + shown);
    }

    /** Whether {@code text} is {@code name} on several lines, or its start and end with an ellipsis between. */
    private static boolean isShownAs(String name, String text) {
        String whole = name.replace(" ", "");
        if (text.replace("\n", "").replace(" ", "").equals(whole)) return true;
        if (text.replace("-\n", "").replace("\n", "").replace(" ", "").equals(whole)) return true; // hyphenated
        int cut = text.indexOf('…');
        return cut > 0 && !text.contains("\n") && name.startsWith(text.substring(0, cut))
                && name.endsWith(text.substring(cut + 1));
    }

    /** Shows {@code project} at 30 % and pans across it; returns the name texts shown. */
    private Set<String> assertEverySketchNamed(Project project, String shot) throws Exception {
        show(project);
        interact(() -> canvas().viewport().zoomTo(ZOOM, 0, 0));
        WaitForAsyncUtils.waitForFxEvents();
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Entity e : project.model().entities()) {
            var card = vm.diagram().entity(e.id());
            minX = Math.min(minX, card.centerX());
            minY = Math.min(minY, card.centerY());
            maxX = Math.max(maxX, card.centerX());
            maxY = Math.max(maxY, card.centerY());
        }
        double viewW = onFx(() -> canvas().viewWidth());
        double viewH = onFx(() -> canvas().viewHeight());
        Set<String> checked = new HashSet<>();
        Set<String> texts = new HashSet<>();
        TreeMap<String, String> faults = new TreeMap<>();
        boolean first = true;
        for (double y = minY * ZOOM - viewH / 2; y <= maxY * ZOOM + viewH / 2; y += viewH * 0.8) {
            for (double x = minX * ZOOM - viewW / 2; x <= maxX * ZOOM + viewW / 2; x += viewW * 0.8) {
                double ox = -x;
                double oy = -y;
                interact(() -> {
                    vm.viewport().offsetX().set(ox);
                    vm.viewport().offsetY().set(oy);
                });
                WaitForAsyncUtils.waitForFxEvents();
                WaitForAsyncUtils.waitForFxEvents();
                onFx(() -> {
                    look(checked, texts, faults);
                    return null;
                });
                if (first && !checked.isEmpty()) {
                    Shots.save(this, canvas(), shot);
                    first = false;
                }
            }
        }
        Set<String> names = project.model().entities().stream().map(Entity::name).collect(Collectors.toSet());
        assertEquals(names, checked, "every card came into view, sketched");
        assertEquals(new TreeMap<>(), faults, "every box shows its name inside it at a readable size");
        return texts;
    }

    /** Every sketched card in view: its name text is shown, inside its box, at a readable size, or the box is too small. */
    private void look(Set<String> checked, Set<String> texts, TreeMap<String, String> faults) {
        Bounds view = canvas().localToScene(canvas().getLayoutBounds());
        List<Bounds> boxes = new ArrayList<>();
        List<String> boxNames = new ArrayList<>();
        for (Node node : canvas().lookupAll(".entity")) {
            if (!(node instanceof EntityView card) || card.getScene() == null || !card.isVisible()) continue;
            Bounds cardOnScreen = card.localToScene(card.getLayoutBounds());
            if (!view.contains(cardOnScreen)) continue;
            String name = card.getAccessibleText();
            checked.add(name);
            if (card.detailed()) continue; // under the pointer: the full card with its name
            Node box = card.lookup(".entity-sketch");
            Text text = (Text) card.lookup(".entity-sketch-name");
            Bounds boxOnScreen = box.localToScene(box.getLayoutBounds());
            for (int i = 0; i < boxes.size(); i++) {
                if (overlap(boxes.get(i), boxOnScreen)) faults.put(name, "its box lies over " + boxNames.get(i) + "'s");
            }
            boxes.add(boxOnScreen);
            boxNames.add(name);
            if (boxOnScreen.getHeight() < 2 * READABLE_PX || boxOnScreen.getWidth() < 4 * READABLE_PX) continue;
            if (!text.isVisible() || text.getText().isEmpty()) {
                faults.put(name, "no name shown in a box of " + size(boxOnScreen));
                continue;
            }
            texts.add(text.getText());
            Bounds textOnScreen = text.localToScene(text.getBoundsInLocal());
            int lines = text.getText().split("\n", -1).length;
            double lineHeight = textOnScreen.getHeight() / lines;
            if (!boxOnScreen.contains(textOnScreen)) {
                faults.put(name, "'" + text.getText() + "' " + size(textOnScreen) + " runs out of its box " + size(boxOnScreen));
            } else if (lineHeight < READABLE_PX - 1e-6) {
                faults.put(name, "'" + text.getText() + "' has lines of " + lineHeight + " px");
            } else if (text.getText().contains("…") && fitsOnTwoLines(name, text, box, boxOnScreen)) {
                faults.put(name, "'" + text.getText() + "' is shortened where the box holds it on two lines with a hyphen");
            }
        }
    }

    /** Whether {@code name}, cut in its middle with a hyphen, would fit the box on two lines at a readable size. */
    private static boolean fitsOnTwoLines(String name, Text shown, Node box, Bounds boxOnScreen) {
        int half = (name.length() + 1) / 2;
        Text probe = new Text(name.substring(0, half) + "-\n" + name.substring(half));
        probe.setFont(shown.getFont());
        Bounds set = probe.getLayoutBounds();
        double perUnit = READABLE_PX * 1.01 / (set.getHeight() / 2);
        double boxScale = boxOnScreen.getWidth() / box.getLayoutBounds().getWidth();
        return set.getWidth() * perUnit <= boxOnScreen.getWidth() - 2 * PAD * boxScale
                && set.getHeight() * perUnit <= boxOnScreen.getHeight() - PAD * boxScale;
    }

    /** Whether two boxes on the screen share more than a hairline. */
    private static boolean overlap(Bounds a, Bounds b) {
        return Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX()) > 0.5
                && Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY()) > 0.5;
    }

    private static String size(Bounds b) {
        return String.format("%.1fx%.1f at %.1f,%.1f", b.getWidth(), b.getHeight(), b.getMinX(), b.getMinY());
    }

    private static <T> T onFx(Callable<T> ask) throws Exception {
        return WaitForAsyncUtils.asyncFx(ask).get();
    }
}
