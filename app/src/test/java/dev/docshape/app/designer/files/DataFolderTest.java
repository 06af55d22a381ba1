package dev.docshape.app.designer.files;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The data folder follows each platform's convention. */
class DataFolderTest {
    @Test
    void eachPlatformKeepsApplicationDataWhereItsConventionSays() {
        assertEquals(Path.of("/home/ada", ".local", "share", "docshape"), DataFolder.of("Linux", "/home/ada", null, null));
        assertEquals(Path.of("/data/ada", "docshape"), DataFolder.of("Linux", "/home/ada", null, "/data/ada"));
        assertEquals(Path.of("/home/ada", ".local", "share", "docshape"), DataFolder.of("Linux", "/home/ada", null, "relative/ignored"));
        assertEquals(Path.of("/Users/ada", "Library", "Application Support", "DocShape"), DataFolder.of("Mac OS X", "/Users/ada", null, null));
        assertEquals(Path.of("C:\\Users\\ada\\AppData\\Local", "DocShape"), DataFolder.of("Windows 11", "C:\\Users\\ada", "C:\\Users\\ada\\AppData\\Local", null));
    }
}
