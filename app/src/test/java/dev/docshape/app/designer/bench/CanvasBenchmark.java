package dev.docshape.app.designer.bench;

import com.sun.javafx.perf.PerformanceTracker;
import dev.docshape.app.designer.DesignerServices;
import dev.docshape.app.designer.canvas.EntityView;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Project;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import dev.docshape.app.designer.canvas.RelationshipView;
import javafx.scene.Node;
import javafx.scene.shape.PathElement;
import javafx.event.Event;
import javafx.geometry.Point2D;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The canvas under load: a generated model of 500 entities and 1,000 relationships, one entity
 * dragged step by step, relationships flipped. For every step it measures the work of one frame:
 * the event handlers, then the pulse (CSS, layout) and the rendering of the frame, from the
 * pulse's start to the rendered frame. A measurement, not a test: run it with
 * <pre>./mvnw -B -o -pl app -am test -Dtest=CanvasBenchmark -Dbench.canvas -Dsurefire.failIfNoSpecifiedTests=false</pre>
 * ({@code -Dbench.canvas.model=laid-out}, {@code criss-cross} or {@code example} measures one model: {@code example} is
 * the largest shipped example, ride hailing; {@code -Dbench.canvas.drags-only} stops after each model's drag steps).
 * The report goes to the console and to {@code app/target/benchmark/canvas.txt}.
 */
@EnabledIfSystemProperty(named = "bench.canvas", matches = "true")
class CanvasBenchmark extends DesignerTestBase {
    private static final int ENTITIES = 500;
    private static final int RELATIONSHIPS = 1000;
    private static final int WARMUP_STEPS = 60;
    private static final int DRAG_STEPS = 200;
    private static final int FLIPS = 40;
    private static final int SCROLL_STEPS = 120;
    private static final int SHORT_DRAGS = 30;
    private static final int LONG_DRAGS = 20;
    private static final int LONG_DRAG_STEPS = 15;
    /** Pulses between the press on a card and the first move of a short or long drag. */
    private static final int PRESS_PULSES = 3;
    private static final double GRID = dev.docshape.app.designer.canvas.Viewport.GRID;

    private final List<String> report = new ArrayList<>();
    private PerformanceTracker tracker;
    private final AtomicLong pulseStart = new AtomicLong();

    @Override
    protected DesignerServices services() {
        // as in the app: background work on threads of its own
        return servicesWithBackgroundThreads();
    }

    @Test
    void dragAndFlipOnALargeModel() throws Exception {
        findThreads();
        String only = System.getProperty("bench.canvas.model", "all");
        if (only.equals("all") || only.equals("example")) {
            Path largest = examplesFolder().resolve("workloads").resolve("ride-hailing.docshape");
            measureModel("the largest shipped example (ride hailing)", new dev.docshape.app.designer.files.FileProjectStore().load(largest));
        }
        if (only.equals("all") || only.equals("laid-out")) {
            measureModel("laid-out model (relationships between neighbours)", Models.generated(ENTITIES, RELATIONSHIPS, 42, true));
        }
        if (only.equals("all") || only.equals("criss-cross")) {
            measureModel("criss-cross model (long relationships across the canvas)", Models.generated(ENTITIES, RELATIONSHIPS, 42, false));
        }
        long projection = timeProjection(Models.generated(ENTITIES, RELATIONSHIPS, 42, true));
        line("projection of the model (the grouping tints, run off the UI thread after a flip): %.1f ms", projection / 1e6);
        write();
    }

    /**
     * The cards' largest sizes over the designs, which Automatic Layout takes on the UI thread before it starts (decision
     * 0568): UI-thread CPU per call, median of 11 after 3 to warm up, with the model's one design and with two more.
     */
    private void timeLargestCards() {
        for (int designs : new int[] {1, 3}) {
            Project project = vm.document().project();
            List<dev.docshape.model.Design> all = new ArrayList<>(List.of(project.active()));
            for (int i = 1; i < designs; i++) all.add(new dev.docshape.model.Design("d" + i, project.active().mappings(), java.util.Set.of()));
            Project asked = project.withDesigns(all, project.activeDesign());
            long[] cpu = new long[14];
            interact(() -> {
                for (int i = 0; i < cpu.length; i++) {
                    long c0 = CPU.getCurrentThreadCpuTime();
                    canvas().largestCards(asked);
                    cpu[i] = CPU.getCurrentThreadCpuTime() - c0;
                }
            });
            long[] projections = new long[cpu.length];
            for (int i = 0; i < cpu.length; i++) {
                long c0 = CPU.getCurrentThreadCpuTime();
                for (dev.docshape.model.Design d : asked.designs()) {
                    dev.docshape.renderer.style.CollectionTints.hosts(asked.model(), d);
                    dev.docshape.app.designer.diagram.KeptFields.of(asked.model(), d);
                }
                projections[i] = CPU.getCurrentThreadCpuTime() - c0;
            }
            line("cards' largest sizes before a layout (UI thread), %d design(s): median %.1f ms, max %.1f ms of CPU; "
                    + "of which the designs' hosts and kept fields (any thread) %.1f ms", designs, median(cpu), max(cpu), median(projections));
        }
    }

    /** The median of the timings after the first three (warm-up), in ms. */
    private static double median(long[] nanos) {
        long[] timed = java.util.Arrays.copyOfRange(nanos, 3, nanos.length);
        java.util.Arrays.sort(timed);
        return timed[timed.length / 2] / 1e6;
    }

    private static double max(long[] nanos) {
        return java.util.Arrays.stream(nanos, 3, nanos.length).max().orElse(0) / 1e6;
    }

    private long timeProjection(Project model) {
        for (int i = 0; i < 5; i++) dev.docshape.model.projection.Projector.project(model.model(), model.active());
        long t0 = System.nanoTime();
        for (int i = 0; i < 10; i++) dev.docshape.model.projection.Projector.project(model.model(), model.active());
        return (System.nanoTime() - t0) / 10;
    }

    private void measureModel(String name, Project model) throws Exception {
        line("== %s", name);
        long[] cpu = new long[2];
        long t0 = System.nanoTime();
        interact(() -> {
            cpu[0] = CPU.getCurrentThreadCpuTime();
            vm.document().open(model, null);
            vm.welcomeVisible().set(false);
            vm.viewport().snapToGrid().set(false);
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
            cpu[1] = CPU.getCurrentThreadCpuTime();
        });
        long opened = System.nanoTime();
        interact(() -> canvas().resetZoom());
        line("model: %d entities, %d relationships; opening it (views made, styled, laid out) took %.0f ms, %.0f ms of UI-thread CPU",
                model.model().entities().size(), model.model().relationships().size(), (opened - t0) / 1e6, (cpu[1] - cpu[0]) / 1e6);
        timeLargestCards();
        interact(() -> {
            tracker = PerformanceTracker.getSceneTracker(window.scene());
            tracker.setOnPulse(() -> pulseStart.set(System.nanoTime()));
        });
        EntityViewModel busiest = busiestEntity();
        interact(() -> canvas().viewport().centerOn(busiest.centerX(), busiest.centerY(), canvas().viewWidth(), canvas().viewHeight()));
        WaitForAsyncUtils.waitForFxEvents();
        long degree = vm.diagram().relationships().values().stream().filter(r -> r.connects(busiest.id())).count();
        line("dragged entity: %s with %d relationships", busiest.id(), degree);

        drag(busiest, WARMUP_STEPS, false);
        var profile = Profile.start("drag");
        drag(busiest, DRAG_STEPS, false).print("drag step", this);
        if (Boolean.getBoolean("bench.canvas.drags-only")) {
            profile.stop();
            longDrags(busiest, LONG_DRAGS);
            return;
        }
        // as users have it: snapping on, the grid shown behind the diagram
        interact(() -> vm.viewport().snapToGrid().set(true));
        drag(busiest, WARMUP_STEPS / 2, true);
        drag(busiest, DRAG_STEPS, true).print("drag step, snapping on", this);
        profile.stop();
        interact(() -> vm.viewport().snapToGrid().set(false));
        shortDrags(busiest, SHORT_DRAGS);
        profile = Profile.start("long-drags");
        longDrags(busiest, LONG_DRAGS);
        profile.stop();

        List<String> ids = new ArrayList<>(vm.diagram().relationships().keySet());
        if (ids.size() < 10 + FLIPS) return; // a small example: its drags only
        flip(ids.subList(0, 10)); // warm up
        long[] redrawn = countRedraws();
        flip(ids.subList(10, 10 + FLIPS)).print("flip", this);
        line("flip: per flip on average, %.1f lines drawn again (their path rebuilt) and %.1f cards resized or tinted anew, of %d lines and %d cards",
                redrawn[0] / (double) FLIPS, redrawn[1] / (double) FLIPS, RELATIONSHIPS, ENTITIES);
        line("flip: counted on the views made when the flips began (decisions 0385, 0296): %d lines and %d cards", redrawn[2], redrawn[3]);

        scrollAcross(SCROLL_STEPS / 4);
        scrollAcross(SCROLL_STEPS).print("scroll step", this);
    }

    /**
     * Counts, from now on, the relationship lines whose path is rebuilt and the cards that change size
     * or style classes (a new tint); the counts are read after the flips.
     */
    private long[] countRedraws() {
        long[] counts = new long[4];
        interact(() -> {
            // through the canvas's views, not the scene: the ones out of view are not in it (decision 0387); only the
            // views made so far, as asking for the others would make them (decisions 0385, 0296), and one not made draws nothing
            for (String id : vm.diagram().relationships().keySet()) {
                RelationshipView view = canvas().relationshipViewIfMade(id);
                if (view == null) continue;
                counts[2]++;
                Node line = view.lookup(".relationship-line");
                ((javafx.scene.shape.Path) line).getElements().addListener((ListChangeListener<PathElement>) c -> counts[0]++);
            }
            for (Node n : vm.diagram().entities().keySet().stream().map(canvas()::entityViewIfMade).filter(java.util.Objects::nonNull).toList()) {
                counts[3]++;
                n.layoutBoundsProperty().addListener(obs -> counts[1]++);
                n.getStyleClass().addListener((ListChangeListener<String>) c -> counts[1]++);
            }
        });
        return counts;
    }

    /** Scrolls across the model, 45 pixels a step, as a wheel or a trackpad does. */
    private Frames scrollAcross(int steps) throws Exception {
        Frames frames = new Frames();
        for (int i = 0; i < steps; i++) {
            double dx = i % 40 < 20 ? -45 : 45;
            measure(frames, () -> canvas().viewport().panBy(dx, -20));
        }
        return frames;
    }

    private EntityViewModel busiestEntity() {
        return vm.diagram().entities().values().stream().max(Comparator.comparingLong(
                e -> vm.diagram().relationships().values().stream().filter(r -> r.connects(e.id())).count())).orElseThrow();
    }

    /**
     * Per frame: wall time of the handlers, wall time from the pulse's start to the rendered
     * frame, wall time from the event to the rendered frame, and the CPU time the UI and render
     * threads spent on the frame (which a loaded machine does not inflate).
     */
    record Frames(List<Double> handler, List<Double> pulse, List<Double> latency, List<Double> cpu, List<Double> uiCpu, List<Double> renderCpu) {
        Frames() {
            this(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        }

        void print(String what, CanvasBenchmark out) {
            if (cpu.isEmpty()) {
                // the drop lands where the last step left the card: it moves nothing, so waiting for its frame could hang
                out.line("%s: no frame of its own measured (the card did not move)", what);
                return;
            }
            List<Double> total = new ArrayList<>();
            for (int i = 0; i < handler.size(); i++) total.add(handler.get(i) + pulse.get(i));
            out.line("%s: CPU per frame (UI + render threads) median %.1f ms, p95 %.1f ms, max %.1f ms over %d frames",
                    what, pct(cpu, 50), pct(cpu, 95), pct(cpu, 100), cpu.size());
            out.line("%s:   of which UI thread median %.1f ms, p95 %.1f ms; render thread median %.1f ms, p95 %.1f ms",
                    what, pct(uiCpu, 50), pct(uiCpu, 95), pct(renderCpu, 50), pct(renderCpu, 95));
            out.line("%s:   wall: handlers + pulse + render median %.1f ms, p95 %.1f ms (handlers median %.2f ms)",
                    what, pct(total, 50), pct(total, 95), pct(handler, 50));
            out.line("%s:   wall: event to rendered frame, including the wait for the 60 Hz pulse, median %.1f ms, p95 %.1f ms",
                    what, pct(latency, 50), pct(latency, 95));
        }
    }

    /** Drags the entity along a wandering path; with {@code snapping}, every step lands on another grid point. */
    private Frames drag(EntityViewModel entity, int steps, boolean snapping) throws Exception {
        EntityView view = entityView(entity.id());
        Point2D at = press(view);
        Frames frames = new Frames();
        int held = 0;
        for (int i = 1; i <= steps; i++) {
            // a wandering path: every step lands somewhere new
            Point2D p = snapping
                    ? at.add(60 + GRID * Math.abs(i % 10 - 5), GRID * (i / 10 % 4))
                    : at.add(60 + 50 * Math.sin(i / 6.0), 40 * Math.cos(i / 9.0) + 0.37 * (i % 3));
            held += measureMove(frames, entity, () -> Event.fireEvent(view, mouse(MouseEvent.MOUSE_DRAGGED, p)));
        }
        interact(() -> Event.fireEvent(view, mouse(MouseEvent.MOUSE_RELEASED, at)));
        if (held > 0) line("(%d of %d drag steps left the card where it was, held by an alignment guide: no frame to measure)", held, steps);
        return frames;
    }

    /**
     * Short drags of a few steps each, as a user nudges a card: the first moving frame of a drag (which takes the
     * picture of the still lines, decision 0410) and the drop (which draws every line from its view again) are
     * measured apart from the frames in between.
     */
    private void shortDrags(EntityViewModel entity, int drags) throws Exception {
        EntityView view = entityView(entity.id());
        Frames first = new Frames();
        Frames drops = new Frames();
        Frames pressed = new Frames();
        for (int d = 0; d < drags; d++) {
            Point2D at = pressAndWait(view, pressed);
            // there and back again, so the card stays where the drags began
            double sign = d % 2 == 0 ? 1 : -1;
            for (int i = 1; i <= 3; i++) {
                Point2D p = at.add(sign * 14 * i, sign * 7 * i);
                Frames into = i == 1 ? first : new Frames();
                measureMove(into, entity, () -> Event.fireEvent(view, mouse(MouseEvent.MOUSE_DRAGGED, p)));
            }
            Point2D end = at.add(sign * 42, sign * 21);
            measureMove(drops, entity, () -> Event.fireEvent(view, mouse(MouseEvent.MOUSE_RELEASED, end)));
        }
        printPress("short drag", pressed);
        first.print("first frame of a short drag", this);
        drops.print("drop of a short drag", this);
    }

    /**
     * Drags that last, {@value #LONG_DRAG_STEPS} steps each (long enough for the still lines' views to leave the scene
     * graph, decision 0428): their first frame and their drop (the frame that shows the card where it was dropped,
     * while the views come back, decision 0458) measured apart.
     */
    private void longDrags(EntityViewModel entity, int drags) throws Exception {
        EntityView view = entityView(entity.id());
        Frames first = new Frames();
        Frames drops = new Frames();
        Frames settled = new Frames();
        Frames after = new Frames();
        Frames pressed = new Frames();
        for (int d = 0; d < drags; d++) {
            Point2D at = pressAndWait(view, pressed);
            double sign = d % 2 == 0 ? 1 : -1;
            for (int i = 1; i <= LONG_DRAG_STEPS; i++) {
                Point2D p = at.add(sign * 5 * i, sign * 3 * i);
                Frames into = i == 1 ? first : new Frames();
                measureMove(into, entity, () -> Event.fireEvent(view, mouse(MouseEvent.MOUSE_DRAGGED, p)));
            }
            Point2D end = at.add(sign * 5 * LONG_DRAG_STEPS, sign * 3 * LONG_DRAG_STEPS);
            // the drop's frame and the pulses after it: what the drop costs in all, also where work is spread out
            long cpu = cpuOfBoth();
            long ui = CPU.getThreadCpuTime(fxThread);
            measureMove(drops, entity, () -> Event.fireEvent(view, mouse(MouseEvent.MOUSE_RELEASED, end)));
            after.cpu().add(waitPulses(8));
            settled.cpu().add((cpuOfBoth() - cpu) / 1e6);
            settled.uiCpu().add((CPU.getThreadCpuTime(fxThread) - ui) / 1e6);
        }
        printPress("long drag", pressed);
        first.print("first frame of a long drag", this);
        drops.print("drop of a long drag", this);
        line("drop of a long drag: CPU of its frame and the next 8 pulses (UI + render threads) median %.1f ms, p95 %.1f ms over %d drops",
                pct(settled.cpu(), 50), pct(settled.cpu(), 95), settled.cpu().size());
        line("drop of a long drag:   of which the UI thread (the labels' final pass, decision 0577) median %.1f ms, p95 %.1f ms",
                pct(settled.uiCpu(), 50), pct(settled.uiCpu(), 95));
        line("drop of a long drag: the costliest of the 8 frames after it (UI + render threads, pulse to pulse) median %.1f ms, p95 %.1f ms",
                pct(after.cpu(), 50), pct(after.cpu(), 95));
    }

    /**
     * A JFR recording of one part of the run, only with {@code -Dbench.canvas.jfr=FOLDER}: its samples are that part's
     * alone (the JDK's "profile" settings), written to {@code FOLDER/NAME.jfr}.
     */
    private record Profile(jdk.jfr.Recording recording, Path file) {
        static Profile start(String name) throws Exception {
            String folder = System.getProperty("bench.canvas.jfr");
            if (folder == null) return new Profile(null, null);
            var recording = new jdk.jfr.Recording(jdk.jfr.Configuration.getConfiguration("profile"));
            recording.start();
            return new Profile(recording, Path.of(folder, name + ".jfr"));
        }

        void stop() throws IOException {
            if (recording == null) return;
            recording.stop();
            Files.createDirectories(file.getParent());
            recording.dump(file);
            recording.close();
        }
    }

    /**
     * Waits for {@code pulses} pulses of the FX thread (an animation timer asks for one every frame); the most CPU of
     * the UI and render threads from one pulse to the next meanwhile: about the costliest frame among them.
     */
    private double waitPulses(int pulses) throws InterruptedException {
        CountDownLatch done = new CountDownLatch(1);
        double[] most = new double[1];
        Platform.runLater(() -> new javafx.animation.AnimationTimer() {
            private int left = pulses;
            private long last = cpuOfBoth();

            @Override
            public void handle(long now) {
                long cpu = cpuOfBoth();
                most[0] = Math.max(most[0], (cpu - last) / 1e6);
                last = cpu;
                if (--left > 0) return;
                stop();
                done.countDown();
            }
        }.start());
        if (!done.await(120, TimeUnit.SECONDS)) throw new AssertionError("no pulse came");
        return most[0];
    }

    private long cpuOfBoth() {
        return CPU.getThreadCpuTime(fxThread) + CPU.getThreadCpuTime(renderThread);
    }

    /**
     * Presses the mouse on the card, moves it a pixel and waits {@value #PRESS_PULSES} pulses before the first move, as a hand does (a
     * move of a few pixels takes longer than a frame); the CPU of the UI and render threads from the press to the
     * last of those pulses goes to {@code pressed}. What a build does between the press and the first move is counted
     * there, not in the first frame.
     */
    private Point2D pressAndWait(EntityView view, Frames pressed) throws InterruptedException {
        long cpu = cpuOfBoth();
        Point2D at = press(view);
        // the hand begins to move: a pixel, less than a drag needs, which a click does not send (decision 0486)
        interact(() -> Event.fireEvent(view, mouse(MouseEvent.MOUSE_DRAGGED, at.add(1, 0))));
        waitPulses(PRESS_PULSES);
        WaitForAsyncUtils.waitForFxEvents();
        pressed.cpu().add((cpuOfBoth() - cpu) / 1e6);
        return at;
    }

    private void printPress(String what, Frames pressed) {
        line("press of a %s: CPU from the press to the first move %d pulses later (UI + render threads) median %.1f ms, p95 %.1f ms over %d presses",
                what, PRESS_PULSES, pct(pressed.cpu(), 50), pct(pressed.cpu(), 95), pressed.cpu().size());
    }

    /** Presses the mouse on the card, as a drag begins; where it was pressed (scene coordinates). */
    private Point2D press(EntityView view) {
        Point2D[] at = new Point2D[1];
        interact(() -> {
            var b = view.localToScene(view.getBoundsInLocal());
            at[0] = new Point2D(b.getMinX() + 30, b.getMinY() + 14);
            Event.fireEvent(view, mouse(MouseEvent.MOUSE_PRESSED, at[0]));
        });
        return at[0];
    }

    private Frames flip(List<String> relationshipIds) throws Exception {
        Frames frames = new Frames();
        for (String id : relationshipIds) {
            RelationshipViewModel r = vm.diagram().relationship(id);
            measure(frames, () -> vm.editor().flipMapping(r.id()));
        }
        return frames;
    }

    /**
     * {@link #measure} for a move of {@code card} by the mouse; when the move leaves the card where it was (an alignment
     * guide holds it on a small diagram, which has guides), nothing is drawn and no frame comes: not measured.
     *
     * @return 1 when the card stayed where it was, else 0
     */
    private int measureMove(Frames frames, EntityViewModel card, Runnable move) throws Exception {
        boolean[] moved = new boolean[1];
        measure(frames, () -> {
            double x = card.x().get();
            double y = card.y().get();
            move.run();
            moved[0] = x != card.x().get() || y != card.y().get();
        }, () -> moved[0]);
        return moved[0] ? 0 : 1;
    }

    private void measure(Frames frames, Runnable change) throws Exception {
        measure(frames, change, () -> true);
    }

    /** Runs {@code change} on the FX thread and waits for the frame that shows it, unless {@code drawn} says none will. */
    private void measure(Frames frames, Runnable change, java.util.function.BooleanSupplier drawn) throws Exception {
        CountDownLatch rendered = new CountDownLatch(1);
        boolean[] nothing = new boolean[1];
        long[] times = new long[7];
        Platform.runLater(() -> {
            times[3] = CPU.getThreadCpuTime(fxThread);
            times[4] = CPU.getThreadCpuTime(renderThread);
            times[0] = System.nanoTime();
            change.run();
            times[1] = System.nanoTime();
            if (!drawn.getAsBoolean()) {
                nothing[0] = true;
                rendered.countDown();
                return;
            }
            tracker.setOnRenderedFrameTask(() -> {
                // a frame whose pulse began before the change does not show it: wait for the next
                if (pulseStart.get() < times[1]) return;
                times[2] = System.nanoTime();
                times[5] = CPU.getThreadCpuTime(fxThread);
                times[6] = CPU.getThreadCpuTime(renderThread);
                tracker.setOnRenderedFrameTask(null);
                rendered.countDown();
            });
        });
        if (!rendered.await(120, TimeUnit.SECONDS)) throw new AssertionError("no frame was rendered");
        if (nothing[0]) return;
        frames.handler().add((times[1] - times[0]) / 1e6);
        frames.pulse().add((times[2] - pulseStart.get()) / 1e6);
        frames.latency().add((times[2] - times[0]) / 1e6);
        frames.cpu().add(((times[5] - times[3]) + (times[6] - times[4])) / 1e6);
        frames.uiCpu().add((times[5] - times[3]) / 1e6);
        frames.renderCpu().add((times[6] - times[4]) / 1e6);
    }

    private static final java.lang.management.ThreadMXBean CPU = java.lang.management.ManagementFactory.getThreadMXBean();
    private long fxThread;
    private long renderThread;

    private void findThreads() {
        interact(() -> fxThread = Thread.currentThread().getId());
        renderThread = Thread.getAllStackTraces().keySet().stream().filter(t -> t.getName().startsWith("QuantumRenderer"))
                .findFirst().orElseThrow().getId();
    }

    private MouseEvent mouse(javafx.event.EventType<MouseEvent> type, Point2D scene) {
        Point2D screen = window.scene().getRoot().localToScreen(scene);
        return new MouseEvent(type, scene.getX(), scene.getY(), screen.getX(), screen.getY(), MouseButton.PRIMARY, 1,
                false, false, false, false, true, false, false, false, false, type != MouseEvent.MOUSE_DRAGGED, null);
    }

    private static double pct(List<Double> values, int percentile) {
        if (values.isEmpty()) return Double.NaN; // no frame drawn: every move was held by a guide
        List<Double> sorted = values.stream().sorted().toList();
        int index = (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }

    void line(String format, Object... args) {
        String text = String.format(Locale.ROOT, format, args);
        System.out.println("[benchmark] " + text);
        report.add(text);
    }

    private void write() throws IOException {
        report.add("java " + System.getProperty("java.version") + ", " + Runtime.getRuntime().availableProcessors()
                + " cores, prism " + System.getProperty("prism.order", "default") + ", glass " + System.getProperty("glass.platform", "default"));
        Path file = Path.of("target", "benchmark", "canvas.txt");
        Files.createDirectories(file.getParent());
        Files.write(file, report);
    }
}
