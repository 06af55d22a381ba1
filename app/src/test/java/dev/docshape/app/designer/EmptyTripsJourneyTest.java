package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** An empty Trips tab says where round trips come from and opens the Patterns tab. */
class EmptyTripsJourneyTest extends DesignerTestBase {

    @Test
    void theEmptyTripsTabPointsToThePatternsTab() {
        show(Project.blank("shop"));
        showSideTab("tab-trips");
        javafx.scene.control.Label text = (javafx.scene.control.Label) lookup("#trips-empty .label").query();
        assertTrue(text.getText().contains("add its reads and writes on the Patterns tab"), text.getText());
        assertTrue(text.isVisible() && text.getScene() != null);
        clickOn("#trips-open-patterns");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("tab-patterns", window.view().sideTabs().getSelectionModel().getSelectedItem().getId());
    }
}
