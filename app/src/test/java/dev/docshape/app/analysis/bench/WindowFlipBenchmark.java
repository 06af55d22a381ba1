package dev.docshape.app.analysis.bench;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.AnalysisPanels;
import dev.docshape.app.designer.DesignerServices;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.application.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

/**
 * A flip in the whole designer window on a 500-entity model with 200 access patterns: the canvas,
 * the side panel showing one tab (the round trips by default; {@code -Dbench.tab=tab-preview}
 * for the preview), the analysis on its own threads as in the app. For each flip: the time from the
 * flip to the first frame after both the round-trip table and the preview hold the new figures, and
 * the JavaFX thread's longest busy stretch meanwhile, in CPU time (what our code and JavaFX spend)
 * and in wall time (which also counts waiting for a core on a loaded machine), and the CPU time each
 * thread spent from the flip to that frame: the JavaFX thread, the render thread and the analysis's
 * threads (on a loaded machine the wall time is mostly waiting for a core; these are the work). Also the time from
 * the flip to the first frame laid out with the line's new badge, the canvas's answer to the click, and the JavaFX
 * thread's CPU until then (decision 0426). A
 * measurement, not a test: run with
 * <pre>./mvnw -B -o -pl app -am test -Dtest=WindowFlipBenchmark -Dbench.window -Dsurefire.failIfNoSpecifiedTests=false</pre>
 * The report goes to the console and to {@code app/target/benchmark-window-flip.txt}.
 */
@EnabledIfSystemProperty(named = "bench.window", matches = "true")
class WindowFlipBenchmark extends DesignerTestBase {
    private static final int WARMUP = 15;
    private static final int FLIPS = 40;

    @Override
    protected DesignerServices services() {
        // as in the app: background work on threads of its own
        return servicesWithBackgroundThreads();
    }

    @Test
    void flipInTheWindow() throws Exception {
        Project project = SyntheticModels.generate(500, 1_000, 200, 42);
        // -Dbench.laidOut=true arranges the diagram with graphviz first, as a user would; by default the
        // entities stand in a grid and the relationships run across the whole canvas (the worst case for drawing)
        boolean laidOut = Boolean.getBoolean("bench.laidOut");
        if (laidOut) project = laidOut(project);
        Project opened = project;
        String tab = System.getProperty("bench.tab", "tab-trips");
        AnalysisPanels panels = window.analysis();
        interact(() -> {
            vm.document().open(opened, null);
            vm.welcomeVisible().set(false);
            panels.show(tab);
        });
        waitFor(() -> shown(panels, 0));
        StringBuilder report = new StringBuilder(String.format(java.util.Locale.ROOT,
                "whole window, %d entities, %d relationships, %d patterns, %s, side tab %s%n", project.model().entities().size(),
                project.model().relationships().size(), project.model().patterns().size(),
                laidOut ? "laid out by graphviz" : "grid with relationships across the canvas", tab));
        Heartbeat heartbeat = new Heartbeat();
        heartbeat.start();
        Sampler sampler = Boolean.getBoolean("bench.profile") ? new Sampler() : null;
        if (sampler != null) sampler.start();
        List<Double> latency = new ArrayList<>();
        List<Double> canvasLatency = new ArrayList<>();
        List<Double> canvasUiCpu = new ArrayList<>();
        List<Double> cpu = new ArrayList<>();
        List<Double> wall = new ArrayList<>();
        List<Double> rendering = new ArrayList<>();
        List<Double> uiCpu = new ArrayList<>();
        List<Double> backgroundCpu = new ArrayList<>();
        List<Double> lineShare = new ArrayList<>();
        int rowsLaidOutAgain = 0;
        long renderer = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("QuantumRenderer"))
                .findFirst().orElseThrow().getId();
        List<Relationship> relationships = project.model().relationships();
        for (int i = 0; i < WARMUP + FLIPS; i++) {
            Relationship r = relationships.get((i * 37) % relationships.size());
            interact(() -> vm.selection().selectRelationship(r.id()));
            Thread.sleep(300); // the preview follows the selection; the debounce settles
            waitFor(() -> !panels.analysis().state().pending().get() && shown(panels, panels.analysis().revision()));
            heartbeat.reset();
            long renderedBefore = THREADS.getThreadCpuTime(renderer);
            long backgroundBefore = backgroundCpuNanos();
            if (sampler != null) sampler.recording(i >= WARMUP);
            double share = lineShareOfView(r.id());
            long[] times = flip(panels, r.id());
            if (sampler != null) sampler.recording(false);
            if (i < WARMUP) continue;
            lineShare.add(share);
            latency.add((times[1] - times[0]) / 1e6);
            canvasLatency.add((times[3] - times[0]) / 1e6);
            canvasUiCpu.add(times[4] / 1e6);
            cpu.add(heartbeat.maxCpuGapMillis());
            wall.add(heartbeat.maxLateMillis());
            rendering.add((THREADS.getThreadCpuTime(renderer) - renderedBefore) / 1e6);
            uiCpu.add(times[2] / 1e6);
            backgroundCpu.add((backgroundCpuNanos() - backgroundBefore) / 1e6);
            if (times[5] != 0) rowsLaidOutAgain++;
        }
        heartbeat.stop();
        if (sampler != null) report.append(sampler.stop());
        report.append(Stats.summary("flip to the frame with the new badge (ms)", canvasLatency));
        report.append(Stats.summary("JavaFX thread CPU, flip to that frame (ms)", canvasUiCpu));
        report.append(Stats.summary("flip to screen (ms)", latency));
        report.append(Stats.summary("longest JavaFX-thread busy stretch, CPU (ms)", cpu));
        report.append(Stats.inOrder("per flip", cpu));
        report.append(Stats.summary("longest JavaFX-thread block, wall (ms)", wall));
        report.append(Stats.summary("render thread CPU from flip to screen (ms)", rendering));
        report.append(Stats.summary("JavaFX thread CPU from flip to screen (ms)", uiCpu));
        report.append(Stats.summary("analysis threads' CPU from flip to screen (ms)", backgroundCpu));
        report.append(Stats.summary("flipped line's bounds, share of the canvas's view (%)", lineShare));
        report.append(String.format(java.util.Locale.ROOT, "flips in which a row of the round-trip table asked for a layout: %d of %d%n",
                rowsLaidOutAgain, lineShare.size()));
        List<Double> work = new ArrayList<>();
        for (int i = 0; i < uiCpu.size(); i++) work.add(uiCpu.get(i) + rendering.get(i) + backgroundCpu.get(i));
        report.append(Stats.summary("all three, CPU from flip to screen (ms)", work));
        System.out.print(report);
        Files.writeString(Path.of("target", "benchmark-window-flip.txt"), report.toString());
    }

    private static Project laidOut(Project project) throws Exception {
        java.util.Map<String, dev.docshape.app.designer.layout.LayoutService.Size> sizes = new java.util.LinkedHashMap<>();
        for (var e : project.model().entities()) {
            sizes.put(e.id(), new dev.docshape.app.designer.layout.LayoutService.Size(190, 52 + 17 * e.fields().size()));
        }
        var at = new dev.docshape.app.designer.layout.RendererLayoutService().layout(project.model(), project.active(), sizes);
        var entities = project.model().entities().stream().map(e -> e.withPosition(at.getOrDefault(e.id(), e.position()))).toList();
        return project.withModel(project.model().withEntities(entities));
    }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    /** The CPU time of the threads the analysis and other background work run on so far (they may come and go). */
    private static long backgroundCpuNanos() {
        long sum = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (!t.getName().startsWith("docshape-")) continue;
            long cpu = THREADS.getThreadCpuTime(t.getId());
            if (cpu > 0) sum += cpu;
        }
        return sum;
    }

    /**
     * Flips {@code relationshipId} and returns when the frame showing the new figures was laid out: the flip's and that
     * frame's time, and the JavaFX thread's CPU time in between.
     */
    private long[] flip(AnalysisPanels panels, String relationshipId) throws InterruptedException {
        long[] times = new long[6];
        // the round-trip table lays out every visible row again when any of them asks for a layout (decision 0473)
        List<javafx.scene.Parent> tripRows = new ArrayList<>();
        interact(() -> window.scene().getRoot().lookupAll("#trips-table .table-row-cell").forEach(n -> tripRows.add((javafx.scene.Parent) n)));
        Runnable rowsAskingForLayout = () -> {
            for (javafx.scene.Parent row : tripRows) if (row.isNeedsLayout()) times[5] = 1;
        };
        var flipped = window.view().canvas().relationshipViewIfMade(relationshipId);
        String badgeBefore = flipped == null ? null : flipped.badgeText();
        long[] uiCpuFrom = new long[1];
        CountDownLatch done = new CountDownLatch(1);
        AtomicLong before = new AtomicLong();
        Platform.runLater(() -> {
            before.set(panels.analysis().revision());
            Runnable[] check = new Runnable[1];
            javafx.beans.InvalidationListener listener = o -> check[0].run();
            check[0] = () -> {
                var now = panels.analysis().current();
                if (now == null || now.revision() <= before.get() || !shown(panels, now.revision()) || times[1] != 0) return;
                times[1] = -1;
                panels.analysis().state().current().removeListener(listener);
                panels.trips().shownRevisionProperty().removeListener(listener);
                panels.preview().previewProperty().removeListener(listener);
                window.scene().addPostLayoutPulseListener(new Runnable() {
                    @Override
                    public void run() {
                        times[1] = System.nanoTime();
                        times[2] = THREADS.getCurrentThreadCpuTime() - uiCpuFrom[0];
                        window.scene().removePostLayoutPulseListener(this);
                        window.scene().removePreLayoutPulseListener(rowsAskingForLayout);
                        done.countDown();
                    }
                });
                Platform.requestNextPulse();
            };
            panels.analysis().state().current().addListener(listener);
            panels.trips().shownRevisionProperty().addListener(listener);
            panels.preview().previewProperty().addListener(listener);
            // the first frame laid out after the flip with the line's new badge: what the user sees change on the canvas
            window.scene().addPostLayoutPulseListener(new Runnable() {
                @Override
                public void run() {
                    if (flipped != null && flipped.badgeText().equals(badgeBefore)) return;
                    times[3] = System.nanoTime();
                    times[4] = THREADS.getCurrentThreadCpuTime() - uiCpuFrom[0];
                    window.scene().removePostLayoutPulseListener(this);
                }
            });
            window.scene().addPreLayoutPulseListener(rowsAskingForLayout);
            times[0] = System.nanoTime();
            uiCpuFrom[0] = THREADS.getCurrentThreadCpuTime();
            vm.editor().flipMapping(relationshipId);
        });
        if (!done.await(60, TimeUnit.SECONDS)) throw new AssertionError("the flip never reached the screen");
        return times;
    }

    /**
     * How much of the canvas's view the flipped line's bounds cover, in per cent: the software pipeline repaints a
     * changed node's bounds, whatever part of them the line's pixels are (decision 0455).
     */
    private double lineShareOfView(String relationshipId) {
        double[] share = new double[1];
        interact(() -> {
            var canvas = window.view().canvas();
            var flipped = canvas.relationshipViewIfMade(relationshipId);
            var line = flipped == null || flipped.getScene() == null ? null : flipped.lookup(".relationship-line");
            if (line == null) return;
            javafx.geometry.Bounds b = line.localToScene(line.getBoundsInLocal());
            javafx.geometry.Bounds v = canvas.localToScene(canvas.getLayoutBounds());
            double w = Math.min(b.getMaxX(), v.getMaxX()) - Math.max(b.getMinX(), v.getMinX());
            double h = Math.min(b.getMaxY(), v.getMaxY()) - Math.max(b.getMinY(), v.getMinY());
            share[0] = w <= 0 || h <= 0 ? 0 : 100 * w * h / (v.getWidth() * v.getHeight());
        });
        return share[0];
    }

    private static boolean shown(AnalysisPanels panels, long revision) {
        var preview = panels.preview().previewProperty().get();
        return panels.analysis().current() != null && panels.trips().shownRevisionProperty().get() >= revision
                && preview != null && preview.revision() >= revision;
    }

    private void waitFor(BooleanSupplier condition) {
        FxWait.until("the flip shown", condition);
    }
}
