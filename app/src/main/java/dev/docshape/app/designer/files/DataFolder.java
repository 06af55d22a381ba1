package dev.docshape.app.designer.files;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Where DocShape keeps data of its own that is not a setting (the sample data of projects not saved
 * yet), by the platform's convention: {@code %LOCALAPPDATA%\DocShape} on Windows,
 * {@code ~/Library/Application Support/DocShape} on macOS, {@code $XDG_DATA_HOME/docshape}
 * (by default {@code ~/.local/share/docshape}) elsewhere. The system property {@value #PROPERTY}
 * puts it elsewhere.
 */
public final class DataFolder {
    public static final String PROPERTY = "docshape.data";

    private DataFolder() {
    }

    public static Path platform() {
        String configured = System.getProperty(PROPERTY);
        if (configured != null && !configured.isBlank()) return Path.of(configured);
        return of(System.getProperty("os.name", ""), System.getProperty("user.home"), System.getenv("LOCALAPPDATA"),
                System.getenv("XDG_DATA_HOME"));
    }

    /** The folder for a system named {@code os}, with the user's home and the variables that move it (null when unset). */
    static Path of(String os, String userHome, String localAppData, String xdgDataHome) {
        String name = os.toLowerCase(Locale.ROOT);
        if (name.startsWith("windows")) {
            return localAppData != null && !localAppData.isBlank() ? Path.of(localAppData, "DocShape")
                    : Path.of(userHome, "AppData", "Local", "DocShape");
        }
        if (name.startsWith("mac")) return Path.of(userHome, "Library", "Application Support", "DocShape");
        // the XDG Base Directory specification: a relative $XDG_DATA_HOME is invalid and ignored
        if (xdgDataHome != null && Path.of(xdgDataHome).isAbsolute()) return Path.of(xdgDataHome, "docshape");
        return Path.of(userHome, ".local", "share", "docshape");
    }
}
