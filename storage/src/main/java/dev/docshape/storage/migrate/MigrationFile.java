package dev.docshape.storage.migrate;

import dev.docshape.model.Project;
import dev.docshape.storage.export.Exporter;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Plans a migration, measures the throughput its estimate uses, and writes the script: what {@code docshape migrate} and the designer do. */
public final class MigrationFile {
    private MigrationFile() {
    }

    /**
     * What was written.
     *
     * @param throughput the measured rate; null when the migration is not supported (nothing was measured)
     */
    public record Written(Path file, Migration migration, Throughput throughput) {
        /** The estimate's line: documents read and written and the duration. */
        public String estimate() {
            long read = migration.documentsRead();
            long written = migration.documentsWritten();
            return String.format(java.util.Locale.ROOT, "estimated at the model's counts: %,d documents read, %,d written; about %s at %,.0f documents/s (%s)",
                    read, written, MigrationScript.words(throughput.timeFor(read + written)), throughput.documentsPerSecond(), throughput.source());
        }
    }

    /**
     * Writes the script of the migration of {@code project} from design {@code from} to {@code to}
     * to {@code file}; an unsupported migration gives a script that only lists why.
     *
     * @param options the sample whose writing into a store of its own measures the throughput
     * @throws IllegalArgumentException when the project has no design of either name
     * @throws UncheckedIOException     when the file cannot be written
     */
    public static Written write(Project project, String from, String to, SampleOptions options, Path file, Progress progress) {
        Migration migration = Migration.plan(project, from, to);
        Throughput throughput = migration.supported()
                ? SampleThroughput.measure(project, migration.from(), options, progress) : null;
        String script = MigrationScript.of(migration, throughput, Exporter.collectionSetups(project, migration.to(), options));
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) Files.createDirectories(parent);
            Files.writeString(file, script, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file + ": " + e.getMessage(), e);
        }
        return new Written(file, migration, throughput);
    }
}
