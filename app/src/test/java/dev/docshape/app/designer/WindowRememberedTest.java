package dev.docshape.app.designer;

import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.testing.DesignerTestBase;
import javafx.geometry.Rectangle2D;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.Optional;
import java.util.concurrent.TimeoutException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0539: a window the user moved, resized or maximized opened at 1,280 x 800 in the middle of the
 * screen the next time, on the Inspector tab. Now the next start opens it where and as large as the user left it,
 * maximized if it was, on the side panel's tab shown last.
 */
class WindowRememberedTest extends DesignerTestBase {

    @Test
    void aMovedAndResizedWindowReopensAtTheUsersPlaceAndSizeOnTheTabShownLast() throws TimeoutException {
        placeWindow(60, 30, 1100, 690);
        showSideTab("tab-trips");
        closeAsTheUserDoes();

        DesignerWindow next = reopen();
        try {
            Stage again = next.stage();
            assertEquals(60, again.getX(), 0.5, "left edge where the user left it");
            assertEquals(30, again.getY(), 0.5, "top edge where the user left it");
            assertEquals(1100, again.getWidth(), 0.5, "the user's width");
            assertEquals(690, again.getHeight(), 0.5, "the user's height");
            assertEquals("tab-trips", next.view().sideTabs().getSelectionModel().getSelectedItem().getId(),
                    "the side panel shows the tab shown last");
        } finally {
            interact(() -> next.stage().hide());
        }
    }

    @Test
    void aMaximizedWindowReopensMaximizedAndKeepsTheSizeBefore() throws TimeoutException {
        Stage stage = window.stage();
        placeWindow(80, 40, 1000, 640);
        interact(() -> stage.setMaximized(true));
        WaitForAsyncUtils.waitForFxEvents();
        closeAsTheUserDoes();

        DesignerWindow next = reopen();
        try {
            Stage again = next.stage();
            assertTrue(again.isMaximized(), "maximized again");
            assertEquals(new Rectangle2D(0, 0, screen().getWidth(), screen().getHeight()),
                    new Rectangle2D(again.getX(), again.getY(), again.getWidth(), again.getHeight()), "over the whole screen");
            interact(next::fireCloseRequest);
            WaitForAsyncUtils.waitForFxEvents();
            // the platform's window manager brings an un-maximized window back to this place (the test's screen does not)
            assertEquals(Optional.of(new Settings.Place(80, 40, 1000, 640, true)), Settings.load(home).window(),
                    "closed maximized again, it still knows the place and size to go back to");
        } finally {
            interact(() -> next.stage().hide());
        }
    }

    @Test
    void aWindowNeverMovedOrResizedOpensAtItsFirstSize() throws TimeoutException {
        closeAsTheUserDoes();
        DesignerWindow next = reopen();
        try {
            assertEquals(DesignerWindow.WIDTH, next.scene().getWidth(), 0.5);
            assertEquals(DesignerWindow.HEIGHT, next.scene().getHeight(), 0.5);
            assertFalse(next.stage().isMaximized());
        } finally {
            interact(() -> next.stage().hide());
        }
    }

    /** The window manager's close button; nothing is unsaved, so the window closes at once. */
    private void closeAsTheUserDoes() {
        interact(() -> window.fireCloseRequest());
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(window.stage().isShowing(), "closed");
        window = null;
    }

    /** The next start: a new window with the same settings folder. */
    private DesignerWindow reopen() throws TimeoutException {
        Stage stage = FxToolkit.registerStage(Stage::new);
        DesignerWindow[] next = new DesignerWindow[1];
        interact(() -> next[0] = DesignerWindow.open(stage, services(), Optional.empty(), screen()));
        WaitForAsyncUtils.waitForFxEvents();
        return next[0];
    }
}
