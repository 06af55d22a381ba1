package dev.docshape.renderer;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The two ways to draw a model. */
public enum View {
    /** Every entity as a table of its fields; every relationship as an edge styled by its mapping. */
    ENTITY,
    /** Every collection as a box with its embedded entities nested inside; references between collections. */
    DOCUMENT;

    /** The word used on the command line ({@code entity}, {@code document}). */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code entity} or {@code document} (any case); a clear exception names the accepted words. */
    public static View parse(String word) {
        if (word != null) {
            for (View view : values()) {
                if (view.word().equalsIgnoreCase(word.trim())) return view;
            }
        }
        String accepted = Arrays.stream(values()).map(View::word).collect(Collectors.joining(", "));
        throw new IllegalArgumentException("unknown view '" + word + "': use one of " + accepted);
    }
}
