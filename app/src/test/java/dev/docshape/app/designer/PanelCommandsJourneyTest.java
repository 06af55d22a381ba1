package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.robot.Motion;

import java.util.concurrent.LinkedBlockingQueue;

import static dev.docshape.app.designer.actions.DesignerAction.ADD_READ_PATTERN;
import static dev.docshape.app.designer.actions.DesignerAction.CANCEL_SAMPLE;
import static dev.docshape.app.designer.actions.DesignerAction.GENERATE_SAMPLE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 14: a panel's button, its menu item and its shortcut are one catalogue command with one enabled state (decision 0291). */
class PanelCommandsJourneyTest extends DesignerTestBase {
    /** The sample job waits here until the test lets it run, so that it is seen running. */
    private final LinkedBlockingQueue<Runnable> heldJobs = new LinkedBlockingQueue<>();

    @Override
    protected DesignerServices services() {
        return servicesWithJobsOn(heldJobs::add);
    }

    @Test
    void cancelIsEnabledOnlyWhileTheSampleJobRunsOnTheButtonAndInTheMenu() throws Exception {
        show(Models.blog());
        showSideTab("tab-samples");
        Button generate = lookup("#sample-generate").queryButton();
        Button cancel = lookup("#sample-cancel").queryButton();
        MenuItem generateItem = menuItem(GENERATE_SAMPLE);
        MenuItem cancelItem = menuItem(CANCEL_SAMPLE);
        assertEnabled(true, generate, generateItem);
        assertEnabled(false, cancel, cancelItem);

        clickOn(generate);
        FxWait.until("Cancel enabled while the sample job runs", () -> !cancel.isDisabled());
        assertEnabled(true, cancel, cancelItem);
        assertEnabled(false, generate, generateItem);

        clickOn("Analysis").clickOn("#menu-sample-data", Motion.VERTICAL_FIRST)
                .clickOn("Cancel Sample Data", Motion.HORIZONTAL_FIRST);
        Thread released = new Thread(() -> {
            for (Runnable job = heldJobs.poll(); job != null; job = heldJobs.poll()) job.run();
        });
        released.start();
        FxWait.until("Cancel disabled once the job ended", cancel::isDisabled);
        assertEnabled(false, cancel, cancelItem);
        assertEnabled(true, generate, generateItem);
        assertEquals("Cancelled. The store was left as it was before.", lookup("#sample-status").queryAs(Label.class).getText());
    }

    @Test
    void aPanelCommandsShortcutWorksInTheWindow() throws Exception {
        show(Models.blog());
        showSideTab("tab-patterns");
        int before = project().model().patterns().size();
        ListView<?> list = lookup("#pattern-list").queryAs(ListView.class);
        MenuItem item = menuItem(ADD_READ_PATTERN);
        assertEquals(ADD_READ_PATTERN.accelerator(), item.getAccelerator(), "the menu item shows the shortcut");
        assertTrue(lookup("#pattern-add-read").queryButton().getTooltip().getText().contains(ADD_READ_PATTERN.accelerator().getDisplayText()),
                "the button's tooltip names the shortcut");

        clickOn(list);
        push(KeyCode.SHORTCUT, KeyCode.SHIFT, KeyCode.R);
        FxWait.until("the new read pattern in the model", () -> project().model().patterns().size() == before + 1);
        assertEquals(before + 1, list.getItems().size(), "the new read is listed");
        assertTrue(project().model().patterns().get(before).name().startsWith("read "), project().model().patterns().get(before).name());
    }

    private MenuItem menuItem(DesignerAction action) {
        String id = "menu-" + action.nodeId();
        for (Menu menu : window.view().menuBar().getMenus()) {
            MenuItem found = find(menu, id);
            if (found != null) return found;
        }
        throw new AssertionError(action + " has no menu item");
    }

    private static MenuItem find(Menu menu, String id) {
        for (MenuItem item : menu.getItems()) {
            if (id.equals(item.getId())) return item;
            if (item instanceof Menu sub && find(sub, id) != null) return find(sub, id);
        }
        return null;
    }

    private static void assertEnabled(boolean enabled, Button button, MenuItem item) {
        assertNotNull(item);
        assertEquals(!enabled, button.isDisabled(), button.getId());
        assertEquals(!enabled, item.isDisable(), item.getId());
    }
}
