package dev.docshape.app;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether the designer window can open: on Linux and other X11/Wayland systems a window needs a
 * display, named by {@code DISPLAY} or {@code WAYLAND_DISPLAY}. Windows and macOS always have one;
 * the headless Monocle platform (tests) needs none.
 */
final class DisplayCheck {
    private DisplayCheck() {
    }

    /** Why no window can open, or empty when one can. */
    static Optional<String> missing(String osName, Map<String, String> environment, String glassPlatform) {
        String os = osName.toLowerCase(Locale.ROOT);
        if (os.startsWith("windows") || os.startsWith("mac") || "monocle".equalsIgnoreCase(glassPlatform)) return Optional.empty();
        if (!blank(environment.get("DISPLAY")) || !blank(environment.get("WAYLAND_DISPLAY"))) return Optional.empty();
        return Optional.of("no display to open the designer window on (DISPLAY is not set); "
                + "run it in a graphical session, or use a command: docshape --help");
    }

    /** The one line for a display that is named but cannot be opened. */
    static Optional<String> unreachable(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            String message = t.getMessage();
            if (message != null && message.contains("DISPLAY")) {
                return Optional.of("cannot open the display '" + System.getenv("DISPLAY") + "' for the designer window ("
                        + message + "); use a command instead: docshape --help");
            }
        }
        return Optional.empty();
    }

    private static boolean blank(String value) {
        return value == null || value.isBlank();
    }
}
