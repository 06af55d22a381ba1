package dev.docshape.app.designer.files;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Where DocShape keeps its settings and autosaves, by the platform's convention (decision 0380):
 * Linux and other Unix {@code $XDG_CONFIG_HOME/docshape} ({@code ~/.config/docshape} without it),
 * macOS {@code ~/Library/Application Support/DocShape}, Windows {@code %APPDATA%\DocShape}. Earlier
 * versions kept it in {@code ~/.docshape}: its files are copied over once, the first time the new
 * folder has no settings.
 */
public final class SettingsLocation {
    /** The folder of earlier versions, under the user's home. */
    static final String OLD_FOLDER = ".docshape";

    private SettingsLocation() {
    }

    /** The folder for {@code os} (the {@code os.name} property), the environment {@code env} and the user's home. */
    public static Path forPlatform(String os, Map<String, String> env, Path userHome) {
        String name = os.toLowerCase(Locale.ROOT);
        if (name.startsWith("windows")) {
            String appData = env.get("APPDATA");
            Path base = appData == null || appData.isBlank() ? userHome.resolve("AppData").resolve("Roaming") : Path.of(appData);
            return base.resolve("DocShape");
        }
        if (name.startsWith("mac")) return userHome.resolve("Library").resolve("Application Support").resolve("DocShape");
        String xdg = env.get("XDG_CONFIG_HOME");
        // the XDG specification says a relative path is invalid and is to be ignored
        Path base = xdg == null || xdg.isBlank() || !Path.of(xdg).isAbsolute() ? userHome.resolve(".config") : Path.of(xdg);
        return base.resolve("docshape");
    }

    /** The folder on this machine. */
    public static Path current() {
        return forPlatform(System.getProperty("os.name", ""), System.getenv(), Path.of(System.getProperty("user.home")));
    }

    /**
     * Copies the files of the old folder {@code old} into {@code home} when {@code home} has no
     * settings yet and {@code old} has; the old folder stays as it was. True when it copied.
     * Failing to copy is not fatal: the settings start empty, as on a first start.
     */
    public static boolean migrate(Path old, Path home) {
        if (Files.exists(home.resolve(Settings.FILE_NAME)) || !Files.isRegularFile(old.resolve(Settings.FILE_NAME))) return false;
        try {
            Files.createDirectories(home);
            try (DirectoryStream<Path> files = Files.newDirectoryStream(old, Files::isRegularFile)) {
                for (Path file : files) {
                    Path target = home.resolve(file.getFileName().toString());
                    if (!Files.exists(target)) Files.copy(file, target);
                }
            }
            return true;
        } catch (IOException e) {
            System.err.println("docshape: cannot copy the settings from " + old + " to " + home + ": " + e.getMessage());
            return false;
        }
    }

    /** The user's documents folder when there is one, else the home folder: where file choosers start at first. */
    public static Path documents() {
        Path home = Path.of(System.getProperty("user.home"));
        Path documents = home.resolve("Documents");
        return Files.isDirectory(documents) ? documents : home;
    }
}
