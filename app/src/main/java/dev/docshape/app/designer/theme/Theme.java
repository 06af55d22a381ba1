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

    /** The stylesheets of this theme, for scenes other than the main window (dialogs). */
    public String[] stylesheets() {
        return new String[]{url(BASE), url(file)};
    }

    private static String url(String name) {
        URL url = Objects.requireNonNull(Theme.class.getResource(name), "missing stylesheet " + name);
        return url.toExternalForm();
    }
}
