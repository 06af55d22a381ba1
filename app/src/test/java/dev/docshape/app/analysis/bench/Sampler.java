package dev.docshape.app.analysis.bench;

import java.util.Locale;

/**
 * Samples the JavaFX thread's stack every 2 ms and counts the innermost DocShape and JavaFX frames, the
 * pulse phase, and where the thread waits inside the toolkit. {@code -Dbench.thread=QuantumRenderer}
 * samples the render thread instead.
 */
public final class Sampler {
    /** {@code -Dbench.inclusive}: also counts every method on the stack once per sample (where the time goes, callers included). */
    private static final boolean INCLUSIVE = Boolean.getBoolean("bench.inclusive");
    private volatile boolean running = true;
    private volatile boolean recording = true;
    private final java.util.Map<String, Integer> counts = new java.util.HashMap<>();
    private Thread thread;

    public void start() {
        Thread fx = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith(System.getProperty("bench.thread", "JavaFX Application Thread")))
                .findFirst().orElseThrow();
        thread = Daemon.every("sampler", 2, () -> running, () -> sample(fx));
    }

    private void sample(Thread fx) {
        StackTraceElement[] stack = fx.getStackTrace();
        String ours = null;
        for (StackTraceElement e : stack) {
            if (e.getClassName().startsWith("dev.docshape") && !e.getClassName().contains("bench")) {
                ours = e.getClassName() + "." + e.getMethodName();
                break;
            }
        }
        String top = stack.length > 0 ? stack[0].getClassName() + "." + stack[0].getMethodName() : "?";
        boolean idle = top.contains("Unsafe.park") || top.contains("Object.wait") || top.contains("runLoop") || top.contains("_runLoop");
        if (idle && recording && stack.length > 0 && top.contains("Unsafe.park")) {
            // parked, but inside the toolkit's work (waiting for the renderer, a lock): not idle for the user
            for (StackTraceElement e : stack) {
                String c = e.getClassName();
                if (c.startsWith("com.sun.javafx") && !c.contains("InvokeLaterDispatcher") && !c.contains("MonocleApplication")
                        && !c.contains("RunnableProcessor") && !c.contains("GlassApplication")) {
                    synchronized (counts) {
                        counts.merge("waiting in " + c.replaceAll(".*\\.", "") + "." + e.getMethodName(), 1, Integer::sum);
                    }
                    break;
                }
            }
        }
        if (!idle && recording) {
            synchronized (counts) {
                if (INCLUSIVE) {
                    java.util.Set<String> seen = new java.util.HashSet<>();
                    for (StackTraceElement e : stack) {
                        String m = "incl " + e.getClassName().replaceAll(".*\\.", "") + "." + e.getMethodName();
                        if (seen.add(m)) counts.merge(m, 1, Integer::sum);
                    }
                }
                counts.merge("ours " + ours, 1, Integer::sum);
                for (int i = 1; i < stack.length; i++) {
                    if (ours != null && (stack[i].getClassName() + "." + stack[i].getMethodName()).equals(ours)) {
                        counts.merge("  calls " + stack[i - 1].getClassName().replaceAll(".*\\.", "") + "." + stack[i - 1].getMethodName()
                                + " from " + ours.replaceAll(".*\\.(\\w+\\.\\w+)$", "$1"), 1, Integer::sum);
                        break;
                    }
                }
                if (ours == null) counts.merge("phase " + phaseOf(stack), 1, Integer::sum);
                for (int i = 0; i < Math.min(stack.length, 25); i++) {
                    String c = stack[i].getClassName();
                    if (c.startsWith("javafx.scene.control") || c.startsWith("javafx.scene.layout") || c.startsWith("dev.docshape")) {
                        counts.merge("frame " + c + "." + stack[i].getMethodName(), 1, Integer::sum);
                        break;
                    }
                }
            }
        }
    }

    /** The pulse phase a sample is in (the method the scene's pulse called), or the top frames. */
    private static String phaseOf(StackTraceElement[] stack) {
        for (int i = 1; i < stack.length; i++) {
            if (stack[i].getMethodName().equals("pulse") && stack[i].getClassName().endsWith("ScenePulseListener")) {
                return stack[i - 1].getClassName() + "." + stack[i - 1].getMethodName();
            }
        }
        StringBuilder s = new StringBuilder("other:");
        for (int i = 0; i < Math.min(4, stack.length); i++) s.append(' ').append(stack[i].getClassName().replaceAll(".*\\.", "")).append('.').append(stack[i].getMethodName());
        return s.toString();
    }

    /** Samples are counted only while recording (from the start). */
    public void recording(boolean on) {
        recording = on;
    }

    public String stop() {
        running = false;
        StringBuilder s = new StringBuilder("busy samples of the JavaFX thread:\n");
        synchronized (counts) {
            counts.entrySet().stream().sorted((a, b) -> b.getValue() - a.getValue()).limit(INCLUSIVE ? 200 : 45)
                    .forEach(e -> s.append(String.format(Locale.ROOT, "  %5d %s%n", e.getValue(), e.getKey())));
        }
        return s.toString();
    }
}
