package dev.docshape.renderer.engine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * The application's own cache folder, where the V8 engine unpacks its native library (about 19 MB)
 * instead of the user's home folder: {@code $XDG_CACHE_HOME/docshape} (else {@code ~/.cache/docshape})
 * on Linux and other Unix systems, {@code ~/Library/Caches/DocShape} on macOS and
 * {@code %LOCALAPPDATA%\DocShape\Cache} on Windows. The system property {@value #PROPERTY} overrides
 * it (the build points tests at a folder under {@code target/}).
 */
final class CacheFolder {
    static final String PROPERTY = "docshape.cache.dir";

    private CacheFolder() {
    }

    /** The folder for {@code purpose} (created), inside the cache folder. */
    static Path of(String purpose) throws IOException {
        Path folder = base(System.getProperty("os.name", ""), System.getenv(), System.getProperty("user.home"),
                System.getProperty(PROPERTY)).resolve(purpose);
        return Files.createDirectories(folder);
    }

    static Path base(String osName, Map<String, String> environment, String home, String configured) {
        if (present(configured)) return Path.of(configured);
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows")) {
            String local = environment.get("LOCALAPPDATA");
            return (present(local) ? Path.of(local) : Path.of(home, "AppData", "Local")).resolve("DocShape").resolve("Cache");
        }
        if (os.startsWith("mac")) return Path.of(home, "Library", "Caches", "DocShape");
        String xdg = environment.get("XDG_CACHE_HOME");
        // The XDG specification ignores a relative XDG_CACHE_HOME.
        if (present(xdg) && Path.of(xdg).isAbsolute()) return Path.of(xdg, "docshape");
        return Path.of(home, ".cache", "docshape");
    }

    private static boolean present(String value) {
        return value != null && !value.isBlank();
    }
}
