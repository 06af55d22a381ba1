package dev.docshape.renderer.engine;

import dev.docshape.renderer.RenderException;
import guru.nidi.graphviz.engine.Format;
import guru.nidi.graphviz.engine.Graphviz;
import guru.nidi.graphviz.engine.GraphvizCmdLineEngine;
import guru.nidi.graphviz.engine.GraphvizEngine;
import guru.nidi.graphviz.engine.GraphvizV8Engine;

import java.util.Optional;
import java.util.concurrent.Callable;

/**
 * Chooses the graphviz engine, once: the native {@code dot} when Graphviz is installed, otherwise
 * the V8 engine shipped in the j2v8 jar, so a fresh machine still lays out. graphviz-java keeps
 * the engine in a static field, so this choice is global to the JVM.
 *
 * <p>The choice can be forced with the system property {@code docshape.engine} or the environment
 * variable {@code DOCSHAPE_ENGINE} ({@code auto}, {@code dot} or {@code v8}); tests and the
 * benchmark switch explicitly with {@link #use(EngineKind)}.
 */
public final class Engines {

    public static final String PROPERTY = "docshape.engine";
    public static final String ENVIRONMENT = "DOCSHAPE_ENGINE";

    private static final String J2V8_VERSION = "4.6.0";
    private static final String VIZ_JS_VERSION = "2.1.3";
    private static final String PROBE = "digraph probe { a -> b }";

    private static final GraphvizThread THREAD = new GraphvizThread();
    private static volatile EngineInfo current;

    private Engines() {
    }

    /** The engine in use, choosing and starting one on first call (V8 takes about a second to start). */
    public static EngineInfo current() {
        EngineInfo engine = current;
        if (engine != null) return engine;
        synchronized (Engines.class) {
            if (current == null) current = THREAD.call(Engines::startPreferred);
            return current;
        }
    }

    /** Switches to {@code kind}; throws a {@link RenderException} saying why when it cannot start. */
    public static EngineInfo use(EngineKind kind) {
        if (kind == null) throw new IllegalArgumentException("engine kind must not be null");
        synchronized (Engines.class) {
            if (current != null && current.kind() == kind) return current;
            current = null;
            current = THREAD.call(() -> start(kind));
            return current;
        }
    }

    /** True when a Graphviz {@code dot} program answers on the PATH. */
    public static boolean dotInstalled() {
        return DotExecutable.find().isPresent();
    }

    /** The name of the engine in use without starting one (for messages written on the graphviz thread). */
    static String nameInUse() {
        EngineInfo engine = current;
        return engine == null ? "no engine" : engine.name();
    }

    /** Runs {@code work} on the graphviz thread with the current engine started. */
    static <T> T call(Callable<T> work) {
        current();
        return THREAD.call(work);
    }

    /** What {@link #current()} starts: the forced engine, else dot when installed, else V8. */
    static EngineKind preferredKind() {
        return forcedKind().orElseGet(() -> dotInstalled() ? EngineKind.DOT : EngineKind.V8);
    }

    private static EngineInfo startPreferred() {
        Optional<EngineKind> forced = forcedKind();
        if (forced.isPresent()) return start(forced.get());
        if (dotInstalled()) {
            try {
                return start(EngineKind.DOT);
            } catch (RenderException dotFailed) {
                return startV8Or(dotFailed);
            }
        }
        return startV8Or(null);
    }

    private static EngineInfo startV8Or(RenderException dotFailure) {
        try {
            return start(EngineKind.V8);
        } catch (RenderException v8Failed) {
            String why = dotFailure != null ? dotFailure.getMessage() : "Graphviz (dot) is not installed";
            throw new RenderException("no graphviz engine could start: " + why + ", and "
                    + v8Failed.getMessage() + ". Install Graphviz (the 'graphviz' package) to lay out diagrams.",
                    v8Failed);
        }
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

    private static EngineInfo start(EngineKind kind) {
        return switch (kind) {
            case DOT -> startDot();
            case V8 -> startV8();
        };
    }

    private static EngineInfo startDot() {
        DotExecutable.Installed dot = DotExecutable.find()
                .orElseThrow(() -> new RenderException("Graphviz (dot) is not installed or not on the PATH"));
        install(new GraphvizCmdLineEngine(), "the dot engine");
        return new EngineInfo(EngineKind.DOT, "dot (" + dot.version() + ", " + dot.path() + ")");
    }

    private static EngineInfo startV8() {
        String platform = System.getProperty("os.name") + " " + System.getProperty("os.arch");
        GraphvizEngine engine;
        try {
            engine = new GraphvizV8Engine();
        } catch (LinkageError | RuntimeException e) {
            throw new RenderException("the bundled V8 engine does not run on " + platform + " (" + e + ")", e);
        }
        install(engine, "the bundled V8 engine on " + platform);
        return new EngineInfo(EngineKind.V8, "V8 (j2v8 " + J2V8_VERSION + ", viz.js " + VIZ_JS_VERSION + ")");
    }

    /** Makes {@code engine} graphviz-java's engine and proves it works with a tiny layout. */
    private static void install(GraphvizEngine engine, String what) {
        try {
            Graphviz.useEngine(engine);
            String probe = Graphviz.fromString(PROBE).render(Format.JSON0).toString();
            if (!probe.contains("\"objects\"")) throw new RenderException(what + " returned no layout");
        } catch (LinkageError | RuntimeException e) {
            Graphviz.releaseEngine();
            if (e instanceof RenderException known) throw known;
            throw new RenderException(what + " could not start (" + firstLine(e) + ")", e);
        }
    }

    static String firstLine(Throwable e) {
        String message = e.getMessage();
        if (message == null || message.isBlank()) return e.getClass().getSimpleName();
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
