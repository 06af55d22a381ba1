package dev.docshape.storage.migrate;

import dev.docshape.model.Project;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Measures the entity instances per second the sample store writes: the source design's sample is written
 * into a SQLite store of its own (in a temporary folder, deleted afterwards) and timed. The store
 * the user works with is not touched.
 */
public final class SampleThroughput {
    private SampleThroughput() {
    }

    public static Throughput measure(Project project, String design, SampleOptions options, Progress progress) {
        Path folder = null;
        try {
            folder = Files.createTempDirectory("docshape-throughput");
            SampleData.Result result = SampleData.materialize(project, design, folder.resolve("sample.sqlite"), options, progress);
            // Counted in instances, as the script's estimate is: a document embedding 250 comments is 251 of them.
            SampleGenerator generator = SampleGenerator.of(project.model(), Projector.project(project.model(),
                    SampleData.design(project, design)), options);
            long instances = project.model().entities().stream().mapToLong(e -> generator.instances(e.id())).sum();
            return Throughput.measured(Math.max(instances, result.documents()), result.took(),
                    "writing design " + design + "'s sample into the sample store");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot measure the sample store: " + e.getMessage(), e);
        } finally {
            if (folder != null) deleteQuietly(folder);
        }
    }

    private static void deleteQuietly(Path folder) {
        try (var files = Files.walk(folder)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException ignored) {
            // a temporary folder left behind is removed by the system
        }
    }
}
