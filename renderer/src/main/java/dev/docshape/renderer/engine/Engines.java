package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;

import java.util.Optional;
import java.util.function.Function;

/**
 * Chooses the graphviz engine, once: the native {@code dot} when Graphviz is installed, otherwise
 * the V8 engine shipped in the j2v8 jar, so a fresh machine still lays out. The choice is global
 * to the JVM (graphviz-java keeps its engine in a static field).
 *
 * <p>The choice can be forced with the system property {@code docshape.engine} or the environment
 * variable {@code DOCSHAPE_ENGINE} ({@code auto}, {@code dot} or {@code v8}); tests and the
 * benchmark switch explicitly with {@link #use(EngineKind)}. Graal and Nashorn are never used.
 */
public final class Engines {

    public static final String PROPERTY = "docshape.engine";
    public static final String ENVIRONMENT = "DOCSHAPE_ENGINE";

    private static final GraphvizThread THREAD = new GraphvizThread();
    /** Written on the graphviz thread only; read anywhere. */
    private static volatile Backend backend;

    private Engines() {
    }

    /** The engine in use, choosing and starting one on first call (V8 takes about a second to start). */
    public static EngineInfo current() {
        Backend in = backend;
        if (in != null) return in.info();
        return THREAD.call(() -> started().info());
    }

    /** Switches to {@code kind}; throws a {@link RenderException} saying why when it cannot start. */
    public static EngineInfo use(EngineKind kind) {
        if (kind == null) throw new IllegalArgumentException("engine kind must not be null");
        return THREAD.call(() -> {
            if (backend != null && backend.info().kind() == kind) return backend.info();
            Backend next = start(kind);
            replace(next);
            return next.info();
        });
    }

    /** True when a Graphviz {@code dot} program answers on the PATH. */
    public static boolean dotInstalled() {
        return DotExecutable.find().isPresent();
    }

    /** What {@link #current()} starts: the forced engine, else dot when installed, else V8. */
    static EngineKind preferredKind() {
        return forcedKind().orElseGet(() -> dotInstalled() ? EngineKind.DOT : EngineKind.V8);
    }

    /** Runs {@code work} with the current backend on the graphviz thread. */
    static <T> T call(Function<Backend, T> work) {
        return THREAD.call(() -> work.apply(started()));
    }

    private static Backend started() {
        if (backend == null) replace(startPreferred());
        return backend;
    }

    private static void replace(Backend next) {
        Backend previous = backend;
        backend = next;
        if (previous != null && previous != next) previous.close();
    }

    private static Backend startPreferred() {
        Optional<EngineKind> forced = forcedKind();
        if (forced.isPresent()) return start(forced.get());
        RenderException dotFailure = null;
        if (dotInstalled()) {
            try {
                return DotBackend.start();
            } catch (RenderException e) {
                dotFailure = e;
            }
        }
        try {
            return V8Backend.start();
        } catch (RenderException v8Failure) {
            String why = dotFailure != null ? dotFailure.getMessage() : "Graphviz (dot) is not installed";
            throw new RenderException("no graphviz engine could start: " + why + ", and " + v8Failure.getMessage()
                    + ". Install Graphviz (the 'graphviz' package) to lay out diagrams.", v8Failure);
        }
    }

    private static Backend start(EngineKind kind) {
        return switch (kind) {
            case DOT -> DotBackend.start();
            case V8 -> V8Backend.start();
        };
    }

    private static Optional<EngineKind> forcedKind() {
        String value = System.getProperty(PROPERTY);
        String source = "system property " + PROPERTY;
        if (value == null || value.isBlank()) {
            value = System.getenv(ENVIRONMENT);
            source = "environment variable " + ENVIRONMENT;
        }
        if (value == null || value.isBlank() || value.trim().equalsIgnoreCase("auto")) return Optional.empty();
        try {
            return Optional.of(EngineKind.parse(value));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(source + ": " + e.getMessage() + " or auto", e);
        }
    }

    static String firstLine(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) return e.getClass().getSimpleName();
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
