package dev.docshape.app.designer.bench;

import dev.docshape.app.designer.DesignerServices;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.testfx.util.WaitForAsyncUtils;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Opening the 500-entity / 1,000-relationship model in a window that is already up: the UI thread's
 * CPU for the open (views made, styled, laid out), the first time in the JVM and again. It also
 * writes a 500-entity / 1,000-relationship project with 200 access patterns to
 * {@code app/target/benchmark/large-500.docshape}, for timing {@code ./docshape FILE} ({@code tools/time-open.sh}).
 * A measurement, not a test:
 * <pre>./mvnw -B -o -pl app -am test -Dtest=OpenBenchmark -Dbench.open -Dsurefire.failIfNoSpecifiedTests=false</pre>
 */
@EnabledIfSystemProperty(named = "bench.open", matches = "true")
class OpenBenchmark extends DesignerTestBase {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    @Override
    protected DesignerServices services() {
        return servicesWithBackgroundThreads();
    }

    @Test
    void openALargeModel() throws Exception {
        List<String> report = new ArrayList<>();
        Project laidOut = Models.generated(500, 1000, 42, true);
        Path out = Path.of("target", "benchmark");
        Files.createDirectories(out);
        // the file a user opens: a valid model with a workload (the canvas's generated one is for the canvas only)
        new FileProjectStore().save(SyntheticModels.generate(500, 1_000, 200, 42), out.resolve("large-500.docshape"));
        report.add(String.format(Locale.ROOT, "first open: %.0f ms of UI-thread CPU", open(laidOut) / 1e6));
        // how the opened model looks (compare with the commit before: cards made as they come into view look the same)
        dev.docshape.app.designer.testing.Shots.save(this, window.scene().getRoot(), "open-large-500");
        report.add(String.format(Locale.ROOT, "second open: %.0f ms of UI-thread CPU",
                open(Models.generated(500, 1000, 7, false)) / 1e6));
        report.add(String.format(Locale.ROOT, "third open: %.0f ms of UI-thread CPU", open(laidOut) / 1e6));
        report.forEach(System.out::println);
        Files.write(out.resolve("open.txt"), report);
    }

    /** Opens the model as File > Open does and lays the window out; the UI thread's CPU time for it. */
    private long open(Project model) {
        long[] cpu = new long[2];
        interact(() -> {
            cpu[0] = CPU.getCurrentThreadCpuTime();
            vm.document().open(model, null);
            vm.welcomeVisible().set(false);
            window.scene().getRoot().applyCss();
            window.scene().getRoot().layout();
            cpu[1] = CPU.getCurrentThreadCpuTime();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return cpu[1] - cpu[0];
    }
}
