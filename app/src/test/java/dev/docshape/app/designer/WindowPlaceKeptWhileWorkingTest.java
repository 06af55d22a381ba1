package dev.docshape.app.designer;

import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.testing.FxWait;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 15, decision 0548: the window's place was written to the settings only when the window closed, so a crash (or
 * a killed session) lost where the user had put it. Now it is written once the user stops moving or resizing the
 * window, and at once when it is maximized or restored, while the window stays open; the file is replaced whole.
 */
class WindowPlaceKeptWhileWorkingTest extends DesignerTestBase {

    private Optional<Settings.Place> kept() {
        return Settings.load(home).window();
    }

    @Test
    void aMovedAndResizedWindowsPlaceIsInTheSettingsWhileItIsStillOpen() throws IOException {
        Stage stage = window.stage();
        // as the window manager reports a drag of the title bar, then of a corner
        for (int step = 1; step <= 5; step++) {
            int s = step;
            interact(() -> {
                stage.setX(12 * s);
                stage.setY(6 * s);
            });
        }
        resizeWindow(1100, 690);
        Settings.Place moved = new Settings.Place(60, 30, 1100, 690, false);
        FxWait.until("the place written to the settings: " + moved + ", not " + kept(), () -> kept().equals(Optional.of(moved)));
        assertEquals(List.of(), leftOvers(), "nothing left beside the settings file");
    }

    @Test
    void maximizingAndRestoringAreKeptAtOnceWithThePlaceToGoBackTo() {
        Stage stage = window.stage();
        placeWindow(80, 40, 1000, 640);
        Settings.Place normal = new Settings.Place(80, 40, 1000, 640, false);
        FxWait.until("the place written: " + normal + ", not " + kept(), () -> kept().equals(Optional.of(normal)));

        interact(() -> stage.setMaximized(true));
        Settings.Place maximized = new Settings.Place(80, 40, 1000, 640, true);
        FxWait.until("maximized written with the place to go back to: " + maximized + ", not " + kept(),
                () -> kept().equals(Optional.of(maximized)));

        interact(() -> stage.setMaximized(false));
        // a window manager puts the window back at the place above; the test's screen leaves it where it is
        FxWait.until("restored written: the window's place, not maximized, not " + kept(), () -> kept().equals(Optional.of(
                new Settings.Place(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight(), false))));
    }

    /** Files in the settings folder other than the settings themselves and the folders the designer keeps there. */
    private List<String> leftOvers() throws IOException {
        try (Stream<Path> files = Files.list(home)) {
            return files.filter(Files::isRegularFile).map(p -> p.getFileName().toString())
                    .filter(name -> name.endsWith(".tmp")).toList();
        }
    }
}
