package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.text.FontWeight;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The analysis panels' style sheet sits on the side panel, not above the canvas: a style sheet on a parent of the
 * canvas makes JavaFX's bookkeeping of a large diagram's styles quadratic (decision 0383). The panels keep their look.
 */
class PanelStylesPlaceTest extends DesignerTestBase {
    @Test
    void noStyleSheetAboveTheCanvasAndThePanelsKeepTheirs() {
        for (Parent p = canvas().getParent(); p != null; p = p.getParent()) {
            assertThat(p.getStylesheets()).as("style sheets on %s, a parent of the canvas", p).isEmpty();
        }
        assertThat(window.view().sideTabs().getStylesheets()).anyMatch(sheet -> sheet.endsWith("analysis.css"));
        interact(() -> window.analysis().show("tab-compare"));
        WaitForAsyncUtils.waitForFxEvents();
        Label heading = lookup(".compare-panel .analysis-heading").queryAs(Label.class);
        // analysis.css: .analysis-panel .analysis-heading { -fx-font-size: 11px; -fx-font-weight: bold; }
        assertThat(heading.getFont().getSize()).isEqualTo(11.0);
        assertThat(heading.getFont().getStyle()).containsIgnoringCase(FontWeight.BOLD.name());
    }
}
