package dev.docshape.app.designer.theme;

import javafx.scene.Scene;

import java.net.URL;
import java.util.Objects;

/**
 * The light and dark themes. {@code designer.css} holds every rule; a theme file only defines the
 * colour variables those rules use, so a theme is switched by swapping one stylesheet.
 */
public enum Theme {
    LIGHT("light.css"), DARK("dark.css");

    private static final String BASE = "designer.css";
    private static final String OPENING = "opening.css";
    private final String file;

    Theme(String file) {
        this.file = file;
    }

    public static Theme of(boolean dark) {
        return dark ? DARK : LIGHT;
    }

    /** Puts this theme (and the shared rules) on the scene, replacing the other theme. */
    public void applyTo(Scene scene) {
        scene.getStylesheets().setAll(url(BASE), url(file));
    }

    /**
     * Puts this theme's colours and the opening frame's two rules on {@code scene} (decision 0483): the whole
     * {@code designer.css} is parsed before a scene's first frame, and the opening frame needs none of it.
     */
    public void applyOpeningTo(Scene scene) {
        scene.getStylesheets().setAll(url(OPENING), url(file));
    }

    /** The stylesheets of this theme, for scenes other than the main window (dialogs). */
    public String[] stylesheets() {
        return new String[]{url(BASE), url(file)};
    }

    private static String url(String name) {
        URL url = Objects.requireNonNull(Theme.class.getResource(name), "missing stylesheet " + name);
        return url.toExternalForm();
    }
}
