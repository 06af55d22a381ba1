package dev.docshape.app.analysis.bench;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.designer.testing.ScriptedDialogs;
import dev.docshape.app.analysis.AnalysisEngine;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.designer.AnalysisPanels;
import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.CanvasSelection;
import dev.docshape.app.analysis.testing.HistorySource;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.preview.PreviewView;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.SplitPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * How long a flip takes to reach the screen on a 500-entity model: from executing the mapping
 * change on the JavaFX thread to the first rendering pulse after both the round-trip table and the
 * preview show the new revision; and how long the JavaFX thread is ever busy in one go meanwhile
 * (a heartbeat posted every millisecond records how late it runs). Real threads, real debounce,
 * a real (headless) window. Run with {@code -Dbench.flip}; results go to stdout and to
 * {@code target/benchmark-analysis.txt}. Not part of the normal suite: no wall-clock assertions.
 */
@EnabledIfSystemProperty(named = "bench.flip", matches = "true")
class FlipLatencyBenchmark extends FxRobot {
    private static final int ENTITIES = 500;
    private static final int FLIPS = 40;

    @Test
    void flipToScreen() throws Exception {
        FxToolkit.registerPrimaryStage();
        Project project = SyntheticModels.generate(ENTITIES, 1_000, 200, 42);
        StringBuilder report = new StringBuilder();
        report.append(String.format(Locale.ROOT, "model: %d entities, %d relationships, %d patterns%n", project.model().entities().size(),
                project.model().relationships().size(), project.model().patterns().size()));
        computeOnly(project, report);

        HistorySource source = new HistorySource(project);
        CanvasSelection selection = CanvasSelection.simple();
        AnalysisServices fx = AnalysisServices.fx(new ScriptedDialogs());
        List<Double> handlers = java.util.Collections.synchronizedList(new ArrayList<>());
        // the same services, timing every result handed to the JavaFX thread
        CpuBlocks cpu = new CpuBlocks();
        AnalysisServices services = new AnalysisServices(fx.tasks().withUi(r -> Platform.runLater(() -> {
            long t = System.nanoTime();
            long c = CpuBlocks.now();
            r.run();
            cpu.record(CpuBlocks.now() - c);
            handlers.add((System.nanoTime() - t) / 1e6);
        })), fx.scheduler(), fx.quietPeriod(), fx.dialogs());
        AnalysisModel[] model = new AnalysisModel[1];
        AnalysisPanels[] panels = new AnalysisPanels[1];
        Stage stage = FxToolkit.registerStage(Stage::new);
        interact(() -> {
            model[0] = new AnalysisModel(source.projectSource(), selection, services, AnalysisEngine.standard());
            panels[0] = new AnalysisPanels(model[0], () -> null);
            // as in the window: the preview and the round trips showing, the advisor's and comparison's tabs not
            panels[0].advisor().activeProperty().set(false);
            panels[0].compare().activeProperty().set(false);
            // -Dbench.views=preview or =trips shows only one of the two, to see which one costs
            String views = System.getProperty("bench.views", "both");
            var root = new SplitPane();
            if (!views.equals("trips")) root.getItems().add(PanelViews.preview(panels[0].preview()));
            if (!views.equals("preview")) root.getItems().add(new RoundTripsView(panels[0].trips()));
            Scene scene = new Scene(root, 1200, 800);
            scene.getStylesheets().addAll(dev.docshape.app.designer.theme.Theme.LIGHT.stylesheets());
            root.getStylesheets().add(Ui.stylesheet());
            stage.setScene(scene);
            stage.show();
        });
        waitFor(() -> model[0].current() != null && panels[0].preview().previewProperty().get() != null);

        Heartbeat heartbeat = new Heartbeat();
        heartbeat.start();
        List<Double> idle = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            heartbeat.reset();
            Thread.sleep(300);
            idle.add(heartbeat.maxLateMillis());
        }
        handlers.clear();
        List<Double> edits = new ArrayList<>();
        List<Double> layouts = java.util.Collections.synchronizedList(new ArrayList<>());
        long[] layoutStart = new long[1];
        interact(() -> {
            stage.getScene().addPreLayoutPulseListener(() -> {
                layoutStart[0] = System.nanoTime();
                cpu.pulseStarted();
            });
            stage.getScene().addPostLayoutPulseListener(() -> layouts.add((System.nanoTime() - layoutStart[0]) / 1e6));
            // the end of the scene's whole pulse: CSS, layout and handing the scene to the renderer
            com.sun.javafx.tk.Toolkit.getToolkit().addPostSceneTkPulseListener(cpu::pulseEnded);
        });
        Sampler sampler = Boolean.getBoolean("bench.profile") ? new Sampler() : null;
        if (sampler != null) sampler.start();
        List<Double> latencies = new ArrayList<>();
        List<Double> blocks = new ArrayList<>();
        List<Double> cpuBlocks = new ArrayList<>();
        List<Double> analysed = new ArrayList<>();
        List<Double> tabled = new ArrayList<>();
        List<Double> previewed = new ArrayList<>();
        List<Relationship> relationships = project.model().relationships();
        for (int i = 0; i < FLIPS; i++) {
            Relationship r = relationships.get((i * 37) % relationships.size());
            interact(() -> selection.selectRelationship(r.id()));
            Thread.sleep(300); // the preview follows the selection; the debounce settles
            waitFor(() -> !model[0].state().pending().get());
            heartbeat.reset();
            cpu.reset();
            CountDownLatch shown = new CountDownLatch(1);
            AtomicLong start = new AtomicLong();
            AtomicLong end = new AtomicLong();
            AtomicLong[] steps = {new AtomicLong(), new AtomicLong(), new AtomicLong()};
            Platform.runLater(() -> {
                Project p = source.project();
                Mapping now = p.active().mappingFor(r);
                Mapping flipped = now.strategy().embedsChildren() ? Mapping.reference(r.isManyToMany()
                        ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID) : Mapping.embed();
                long revisionBefore = model[0].revision();
                // when both the table and the preview show the new revision, wait for the pulse that draws them
                Runnable[] check = new Runnable[1];
                javafx.beans.InvalidationListener listener = o -> check[0].run();
                check[0] = () -> {
                    var a = model[0].current();
                    long t = System.nanoTime();
                    if (a != null && a.revision() > revisionBefore) steps[0].compareAndSet(0, t);
                    if (a != null && panels[0].trips().shownRevisionProperty().get() == a.revision() && a.revision() > revisionBefore) {
                        steps[1].compareAndSet(0, t);
                    }
                    var shownPreview = panels[0].preview().previewProperty().get();
                    if (a != null && shownPreview != null && shownPreview.revision() == a.revision() && a.revision() > revisionBefore) {
                        steps[2].compareAndSet(0, t);
                    }
                    var pv = panels[0].preview().previewProperty().get();
                    boolean done = a != null && a.revision() > revisionBefore && pv != null && pv.revision() == a.revision()
                            && panels[0].trips().shownRevisionProperty().get() == a.revision();
                    if (!done || end.get() != 0 || shown.getCount() == 0) return;
                    end.set(-1);
                    panels[0].preview().previewProperty().removeListener(listener);
                    model[0].state().current().removeListener(listener);
                    panels[0].trips().shownRevisionProperty().removeListener(listener);
                    stage.getScene().addPostLayoutPulseListener(new Runnable() {
                        @Override
                        public void run() {
                            end.set(System.nanoTime());
                            stage.getScene().removePostLayoutPulseListener(this);
                            shown.countDown();
                        }
                    });
                    Platform.requestNextPulse();
                };
                panels[0].preview().previewProperty().addListener(listener);
                model[0].state().current().addListener(listener);
                panels[0].trips().shownRevisionProperty().addListener(listener);
                start.set(System.nanoTime());
                long c = CpuBlocks.now();
                source.execute(Edits.setMapping(p, p.activeDesign(), r.id(), flipped));
                cpu.record(CpuBlocks.now() - c);
                edits.add((System.nanoTime() - start.get()) / 1e6);
            });
            if (!shown.await(30, TimeUnit.SECONDS)) throw new AssertionError("flip " + i + " never reached the screen");
            latencies.add((end.get() - start.get()) / 1e6);
            analysed.add((steps[0].get() - start.get()) / 1e6);
            tabled.add((steps[1].get() - start.get()) / 1e6);
            previewed.add((steps[2].get() - start.get()) / 1e6);
            blocks.add(heartbeat.maxLateMillis());
            cpuBlocks.add(cpu.maxMillis());
        }
        heartbeat.stop();
        if (sampler != null) report.append(sampler.stop());
        interact(stage::hide);
        report.append(Stats.summary("flip to screen (ms)", latencies));
        report.append(Stats.summary("  flip to analysis shown (ms)", analysed));
        report.append(Stats.summary("  flip to table rows set (ms)", tabled));
        report.append(Stats.summary("  flip to preview set (ms)", previewed));
        report.append(Stats.summary("longest JavaFX-thread task per flip, CPU (ms)", cpuBlocks));
        report.append(Stats.inOrder("per flip, in order", cpuBlocks));
        report.append(Stats.summary("longest JavaFX-thread block per flip, wall (ms)", blocks));
        report.append(Stats.summary("same, idle window of 300 ms, no flip (ms)", idle));
        report.append(Stats.summary("executing the flip on the JavaFX thread (ms)", edits));
        report.append(Stats.summary("each result handed to the JavaFX thread (ms)", handlers));
        report.append(Stats.summary("CSS and layout of each pulse (ms)", layouts));
        System.out.print(report);
        Files.writeString(Path.of("target", "benchmark-analysis.txt"), report.toString());
    }

    private void computeOnly(Project project, StringBuilder report) {
        var engine0 = AnalysisEngine.standard();
        var a0 = engine0.analyse(0, project, Profile.mongodb());
        List<Double> rowTimes = new ArrayList<>();
        List<Double> adviceTimes = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            long t = System.nanoTime();
            dev.docshape.app.analysis.trips.TripRows.patterns(a0, a0);
            rowTimes.add((System.nanoTime() - t) / 1e6);
        }
        for (int i = 0; i < 3; i++) {
            long t = System.nanoTime();
            dev.docshape.model.advice.Advisor.advise(project.model(), project.active(), Profile.mongodb());
            adviceTimes.add((System.nanoTime() - t) / 1e6);
        }
        report.append(Stats.summary("table rows with their texts (ms)", rowTimes));
        report.append(Stats.summary("advisor on the whole design (ms)", adviceTimes));
        for (var engine : List.of(AnalysisEngine.standard(), AnalysisEngine.fromScratch())) {
            List<Double> times = new ArrayList<>();
            Project p = project;
            engine.analyse(0, p, Profile.mongodb());
            for (int i = 0; i < 30; i++) {
                Relationship r = p.model().relationships().get((i * 37) % p.model().relationships().size());
                Mapping now = p.active().mappingFor(r);
                Mapping flipped = now.strategy().embedsChildren() ? Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID) : Mapping.embed();
                p = Edits.setMapping(p, p.activeDesign(), r.id(), flipped).apply(p);
                long t = System.nanoTime();
                engine.analyse(i + 1, p, Profile.mongodb());
                times.add((System.nanoTime() - t) / 1e6);
            }
            report.append(Stats.summary(engine == null ? "" : (times.isEmpty() ? "" : "estimate after a flip, "
                    + (report.indexOf("incremental") < 0 ? "incremental session" : "from scratch") + " (ms)"), times));
        }
    }

    private void waitFor(java.util.function.BooleanSupplier condition) {
        FxWait.until("the flip shown", condition);
    }

    /**
     * The JavaFX thread's CPU time in each piece of work it does for a flip (the flip itself, each
     * result handed to it, each scene pulse), so waiting for a core on a loaded machine is not
     * counted as our work. Written and read on the JavaFX thread, reset between flips.
     */
    private static final class CpuBlocks {
        private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();
        private volatile long max;
        private long pulseStart = -1;

        static long now() {
            return THREADS.getCurrentThreadCpuTime();
        }

        void record(long nanos) {
            if (nanos > max) max = nanos;
        }

        void pulseStarted() {
            pulseStart = now();
        }

        void pulseEnded() {
            if (pulseStart >= 0) record(now() - pulseStart);
            pulseStart = -1;
        }

        void reset() {
            max = 0;
        }

        double maxMillis() {
            return max / 1e6;
        }
    }
}
