package dev.docshape.renderer.engine;

/**
 * The engine in use.
 *
 * @param kind which engine
 * @param name what to show a user, e.g. {@code dot (graphviz version 2.43.0, /usr/bin/dot)}
 */
public record EngineInfo(EngineKind kind, String name) {
    @Override
    public String toString() {
        return name;
    }
}
