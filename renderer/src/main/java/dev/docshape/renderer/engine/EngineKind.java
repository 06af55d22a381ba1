package dev.docshape.renderer.engine;

import java.util.Locale;

/** The graphviz engines DocShape uses. Graal and Nashorn are deliberately absent (see decision 0040). */
public enum EngineKind {
    /** The native {@code dot} program of an installed Graphviz, found on the PATH. */
    DOT,
    /** Graphviz compiled to JavaScript (viz.js), run by the V8 engine shipped in the j2v8 jar. */
    V8;

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@code dot} or {@code v8} (any case). */
    public static EngineKind parse(String word) {
        for (EngineKind kind : values()) {
            if (kind.word().equalsIgnoreCase(word == null ? "" : word.trim())) return kind;
        }
        throw new IllegalArgumentException("unknown graphviz engine '" + word + "': use dot or v8");
    }
}
