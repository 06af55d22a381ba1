package dev.docshape.app.designer;

import dev.docshape.app.designer.files.Settings;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where a remembered window goes among the screens present now (decision 0539). */
class WindowPlaceTest {
    private static final Rectangle2D PRIMARY = new Rectangle2D(0, 0, 1920, 1040);
    private static final Rectangle2D RIGHT = new Rectangle2D(1920, 0, 1280, 984);

    @Test
    void aWindowOnAScreenStillPresentStaysThere() {
        var place = new Settings.Place(2000, 100, 1000, 700, false);
        assertEquals(new Rectangle2D(2000, 100, 1000, 700), WindowPlace.within(place, List.of(PRIMARY, RIGHT)));
    }

    @Test
    void aWindowOnAScreenGoneComesWhollyOntoThePrimary() {
        var place = new Settings.Place(2000, 100, 1000, 700, false);
        assertEquals(new Rectangle2D(920, 100, 1000, 700), WindowPlace.within(place, List.of(PRIMARY)));
    }

    @Test
    void aWindowAcrossTwoScreensGoesWhollyOntoTheOneHoldingMostOfIt() {
        var place = new Settings.Place(1700, -30, 1000, 700, false);
        assertEquals(new Rectangle2D(1920, 0, 1000, 700), WindowPlace.within(place, List.of(PRIMARY, RIGHT)));
    }

    @Test
    void aWindowLargerThanItsScreenNowIsMadeToFitIt() {
        var place = new Settings.Place(-40, -20, 2400, 1300, true);
        assertEquals(PRIMARY, WindowPlace.within(place, List.of(PRIMARY)));
        var small = new Rectangle2D(0, 0, 1024, 700);
        Rectangle2D fitted = WindowPlace.within(place, List.of(small));
        assertEquals(small, fitted);
    }

    @Test
    void aPlaceIsKeptInTheSettingsFileAndAnUnreadableOneIsNone(@TempDir Path home) throws IOException {
        Settings.load(home).setWindow(new Settings.Place(12, 34, 1100, 690, true));
        assertEquals(new Settings.Place(12, 34, 1100, 690, true), Settings.load(home).window().orElseThrow());
        for (String text : new String[] {"window=12,34\n", "window=a,b,c,d,true\n", "window=1,2,-5,600,false\n", "window=1,2,NaN,600,false\n"}) {
            Files.writeString(home.resolve("settings.properties"), text);
            assertTrue(Settings.load(home).window().isEmpty(), text);
        }
    }
}
