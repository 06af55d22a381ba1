package dev.docshape.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code ./docshape} without a display says so in one line and exits with status 2 (issue 15). */
class NoDisplayTest {

    @Test
    @DisabledOnOs({OS.WINDOWS, OS.MAC})
    void startingTheDesignerWithoutADisplaySaysSoInOneLine() throws Exception {
        ProcessBuilder builder = new ProcessBuilder(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Launcher.class.getName()));
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        Process child = builder.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(child.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(120, TimeUnit.SECONDS), "the program ends by itself");
        assertEquals(2, child.exitValue(), err);
        assertEquals(1, err.strip().lines().count(), "one line: " + err);
        assertTrue(err.startsWith("docshape: no display"), err);
    }

    @Test
    void windowsMacAndTheHeadlessPlatformNeedNoDisplayVariable() {
        assertTrue(DisplayCheck.missing("Windows 11", java.util.Map.of(), null).isEmpty());
        assertTrue(DisplayCheck.missing("Mac OS X", java.util.Map.of(), null).isEmpty());
        assertTrue(DisplayCheck.missing("Linux", java.util.Map.of(), "Monocle").isEmpty());
        assertTrue(DisplayCheck.missing("Linux", java.util.Map.of("WAYLAND_DISPLAY", "wayland-0"), null).isEmpty());
        assertTrue(DisplayCheck.missing("Linux", java.util.Map.of("DISPLAY", " "), null).isPresent());
    }
}
