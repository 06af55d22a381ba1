package dev.docshape.renderer.engine;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The V8 engine's native library goes to the application's cache folder, by each platform's convention. */
class CacheFolderTest {

    @Test
    void linuxFollowsXdgAndFallsBackToDotCache() {
        assertEquals(Path.of("/x/cache", "docshape"), CacheFolder.base("Linux", Map.of("XDG_CACHE_HOME", "/x/cache"), "/home/a", null));
        assertEquals(Path.of("/home/a", ".cache", "docshape"), CacheFolder.base("Linux", Map.of(), "/home/a", null));
        assertEquals(Path.of("/home/a", ".cache", "docshape"),
                CacheFolder.base("Linux", Map.of("XDG_CACHE_HOME", "relative"), "/home/a", null), "a relative XDG path is ignored");
    }

    @Test
    void macAndWindowsUseTheirOwnPlaces() {
        assertEquals(Path.of("/Users/a", "Library", "Caches", "DocShape"), CacheFolder.base("Mac OS X", Map.of(), "/Users/a", null));
        assertEquals(Path.of("C:\\L", "DocShape", "Cache"), CacheFolder.base("Windows 11", Map.of("LOCALAPPDATA", "C:\\L"), "C:\\U", null));
    }

    @Test
    void thePropertyWinsAndTestsUseTheBuildFolder() {
        assertEquals(Path.of("/t"), CacheFolder.base("Linux", Map.of("XDG_CACHE_HOME", "/x"), "/home/a", "/t"));
        String configured = System.getProperty(CacheFolder.PROPERTY);
        assertTrue(configured != null && Path.of(configured).endsWith(Path.of("target", "cache")),
                "the build points tests at target/cache: " + configured);
    }
}
