package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.advice.Finding;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Help > Guide explains the counting and advisor rules, and a finding's "About the rule" opens it at that rule. */
class GuideJourneyTest extends DesignerTestBase {

    @AfterEach
    void closeGuide() {
        interact(() -> lookup("#guide").tryQuery().map(n -> n.getScene().getWindow()).ifPresent(Window::hide));
    }

    private Node guideNode(String anchor) throws TimeoutException {
        FxWait.until("the guide's section " + anchor, () -> lookup("#guide-" + anchor).tryQuery().isPresent());
        return lookup("#guide-" + anchor).query();
    }

    @Test
    void helpGuideExplainsCountingNPlusOneDepthRequestUnitsAndEveryRule() throws TimeoutException {
        clickOn("#menu-help").clickOn("#menu-" + DesignerAction.GUIDE.nodeId());
        Node counting = guideNode("how-docshape-counts");
        Window guide = counting.getScene().getWindow();
        assertTrue(guide.getWidth() <= 1400 && guide.getHeight() <= 900, "fits a 1,400 x 900 screen: " + guide.getWidth() + " x " + guide.getHeight());
        for (String section : new String[]{"round-trips", "naive-n--1", "depth", "request-units", "advisor-rules",
                "embed-contained", "n-plus-one", "extended-reference", "precomputed-count"}) {
            assertTrue(lookup("#guide-" + section).tryQuery().isPresent(), "the Guide has " + section);
        }
        Label depth = (Label) lookup("#guide-page .guide-paragraph").match(n -> ((Label) n).getText().startsWith("depth is the longest chain"))
                .query();
        assertTrue(depth.getText().contains("Latency follows depth"), depth.getText());
    }

    @Test
    void aFindingOpensTheGuideAtItsRule() throws TimeoutException {
        show(Examples.load("s2-post-comments.docshape").withActiveDesign("embedded"));
        showSideTab("tab-advisor");
        Node cell = lookup(".list-cell").match(n -> n instanceof ListCell<?> c && c.getItem() instanceof Finding f
                && f.ruleId().equals("unbounded-embedded-array")).query();
        clickOn(cell);
        clickOn("#advisor-guide");
        Node rule = assertShownInTheGuide("unbounded-embedded-array");
        snapshot(rule.getScene(), "guide-at-a-rule.png");
    }

    @Test
    void clickingAFigureColumnsHeadingOpensTheGuideAtItsSection() throws TimeoutException {
        show(Examples.load("s2-post-comments.docshape").withActiveDesign("embedded"));
        showSideTab("tab-trips");
        Label depth = lookup("#trips-col-depth .guide-link").queryAs(Label.class);
        assertTrue(depth.getTooltip().getText().contains("Click the heading for Help > Guide"), depth.getTooltip().getText());
        clickOn(depth);
        assertShownInTheGuide("depth");
        interact(() -> lookup("#guide").query().getScene().getWindow().hide());
        clickOn(lookup("#trips-col-naive .guide-link").queryAs(Label.class));
        assertShownInTheGuide("naive-n--1");
    }

    /** Waits for the Guide to show the section or rule {@code anchor}, scrolled into view. */
    private Node assertShownInTheGuide(String anchor) throws TimeoutException {
        Node rule = guideNode(anchor);
        FxWait.until("the rule shown", () -> rule.getPseudoClassStates().contains(PseudoClass.getPseudoClass("shown")));
        WaitForAsyncUtils.waitForFxEvents();
        Node scroll = lookup("#guide-scroll").query();
        Bounds viewport = scroll.localToScreen(scroll.getLayoutBounds());
        Bounds at = rule.localToScreen(rule.getLayoutBounds());
        assertTrue(at.getMinY() >= viewport.getMinY() - 1 && at.getMinY() < viewport.getMaxY(),
                anchor + " is scrolled into view: " + at + " in " + viewport);
        return rule;
    }

    /** The Guide as the user sees it, written to target/ to look at. */
    private void snapshot(javafx.scene.Scene scene, String name) {
        javafx.scene.image.WritableImage[] image = new javafx.scene.image.WritableImage[1];
        interact(() -> image[0] = scene.snapshot(null));
        try {
            java.nio.file.Path out = java.nio.file.Path.of("target", name);
            javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(image[0], null), "png", out.toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
