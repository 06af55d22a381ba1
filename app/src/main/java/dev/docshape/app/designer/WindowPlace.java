package dev.docshape.app.designer;

import dev.docshape.app.designer.files.Settings;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import javafx.util.Duration;
import javafx.event.EventHandler;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The window's place between starts (decision 0539): the size and place the user left it at, and whether it was
 * maximized, kept in the settings while the user works (decision 0548) and when it closes, and given back at the next start, moved into the screens present
 * then. A window remembered on a screen that is gone opens on the primary screen; one larger than its screen is made
 * to fit it; either way the whole window, frame and title bar, is on a screen. With nothing remembered the window
 * opens at its first size ({@link WindowSize}) where the platform puts it.
 */
final class WindowPlace {
    /** How long the window stays still before its place is written: a drag reports many places, one is kept. */
    static final Duration SETTLED = Duration.millis(500);
    private final Stage stage;
    /** The place the window goes back to from maximized: followed only while it is neither maximized nor minimized. */
    private Rectangle2D normal;
    private boolean checkScheduled;

    private WindowPlace(Stage stage) {
        this.stage = stage;
    }

    /** The usable areas of the screens present now, the primary screen's first. */
    static List<Rectangle2D> screens() {
        List<Rectangle2D> areas = new ArrayList<>();
        Screen primary = Screen.getPrimary();
        areas.add(primary.getVisualBounds());
        for (Screen screen : Screen.getScreens()) {
            if (!screen.equals(primary)) areas.add(screen.getVisualBounds());
        }
        return areas;
    }

    /** Puts {@code stage} at the place remembered in {@code settings}, moved into {@code screens}; nothing when none is. */
    static void restore(Stage stage, Settings settings, List<Rectangle2D> screens) {
        Optional<Settings.Place> remembered = settings.window();
        if (remembered.isEmpty()) return;
        Rectangle2D at = within(remembered.get(), screens);
        stage.setX(at.getMinX());
        stage.setY(at.getMinY());
        stage.setWidth(at.getWidth());
        stage.setHeight(at.getHeight());
        if (!remembered.get().maximized()) return;
        // maximized once on the screen at the place above, so that the platform takes that place as the one to go back to
        if (stage.isShowing()) {
            stage.setMaximized(true);
            return;
        }
        stage.addEventHandler(WindowEvent.WINDOW_SHOWN, new EventHandler<>() {
            @Override
            public void handle(WindowEvent shown) {
                stage.removeEventHandler(WindowEvent.WINDOW_SHOWN, this);
                stage.setMaximized(true);
            }
        });
    }

    /**
     * {@code place} moved wholly into the screen it overlaps most ({@code screens}' first, the primary, when it
     * overlaps none), no larger than that screen and no smaller than the window's minimum.
     */
    static Rectangle2D within(Settings.Place place, List<Rectangle2D> screens) {
        Rectangle2D screen = screens.get(0);
        double most = 0;
        for (Rectangle2D each : screens) {
            double shared = overlap(each, place);
            if (shared > most) {
                most = shared;
                screen = each;
            }
        }
        double width = Math.min(Math.max(DesignerWindow.MIN_WIDTH, place.width()), screen.getWidth());
        double height = Math.min(Math.max(DesignerWindow.MIN_HEIGHT, place.height()), screen.getHeight());
        double x = Math.max(screen.getMinX(), Math.min(place.x(), screen.getMaxX() - width));
        double y = Math.max(screen.getMinY(), Math.min(place.y(), screen.getMaxY() - height));
        return new Rectangle2D(x, y, width, height);
    }

    private static double overlap(Rectangle2D screen, Settings.Place place) {
        double across = Math.min(screen.getMaxX(), place.x() + place.width()) - Math.max(screen.getMinX(), place.x());
        double down = Math.min(screen.getMaxY(), place.y() + place.height()) - Math.max(screen.getMinY(), place.y());
        return across > 0 && down > 0 ? across * down : 0;
    }

    /**
     * Follows {@code stage}'s place from now on and keeps it in {@code settings} when the user has stopped moving or
     * resizing the window for {@link #SETTLED} and at once when it is maximized or restored (decision 0548), so that a
     * crash does not lose it; {@link #remember} keeps it once more on closing.
     */
    static WindowPlace follow(Stage stage, Settings settings) {
        WindowPlace place = new WindowPlace(stage);
        // a window restored maximized goes back to the place restored with it
        place.normal = bounds(stage);
        PauseTransition settled = new PauseTransition(SETTLED);
        settled.setOnFinished(e -> place.remember(settings));
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> settled.stop());
        InvalidationListener moved = obs -> {
            place.scheduleCheck();
            settled.playFromStart();
        };
        stage.xProperty().addListener(moved);
        stage.yProperty().addListener(moved);
        stage.widthProperty().addListener(moved);
        stage.heightProperty().addListener(moved);
        // after the pulse in which the place is checked, so that the maximized size is not taken for the place to go back to
        stage.maximizedProperty().addListener(obs -> Platform.runLater(() -> {
            if (stage.isShowing()) place.remember(settings);
        }));
        return place;
    }

    /**
     * Looks at the place a pulse later: a window manager may report a maximized window's new size before it
     * reports it maximized, and that size is not the one to go back to.
     */
    private void scheduleCheck() {
        if (checkScheduled) return;
        checkScheduled = true;
        Platform.runLater(this::check);
    }

    private void check() {
        checkScheduled = false;
        if (stage.isMaximized() || stage.isIconified() || stage.isFullScreen()) return;
        Rectangle2D now = bounds(stage);
        if (now != null) normal = now;
    }

    /** The stage's frame on the desktop, or null while it has none yet. */
    private static Rectangle2D bounds(Stage stage) {
        boolean placed = stage.getWidth() > 0 && stage.getHeight() > 0 && Double.isFinite(stage.getX()) && Double.isFinite(stage.getY());
        return placed ? new Rectangle2D(stage.getX(), stage.getY(), stage.getWidth(), stage.getHeight()) : null;
    }

    /** Keeps the window's place in {@code settings}, for the next start. */
    void remember(Settings settings) {
        check();
        if (normal == null) return;
        settings.setWindow(new Settings.Place(normal.getMinX(), normal.getMinY(), normal.getWidth(), normal.getHeight(),
                stage.isMaximized()));
    }
}
