package dev.docshape.app.designer.files;

import dev.docshape.model.Project;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Optional;
import java.util.Properties;

/**
 * The autosaved copy of unsaved work, in {@code recovery/} under the DocShape home. It exists
 * only while there are unsaved changes; finding it at start-up means the last session ended
 * without saving or discarding them (a crash), and the designer offers to recover it.
 */
public final class RecoveryStore {
    /** What was found: the autosaved file, the file the work belonged to (may be null), when. */
    public record Recovery(Path autosave, Path original, Instant savedAt) {
    }

    private final Path folder;
    private final ProjectStore store;

    public RecoveryStore(Path home, ProjectStore store) {
        this.folder = home.resolve("recovery");
        this.store = store;
    }

    private Path autosaveFile() {
        return folder.resolve("autosave" + ProjectStore.EXTENSION);
    }

    private Path infoFile() {
        return folder.resolve("autosave.properties");
    }

    /** Writes the unsaved project and the file it belongs to (null: never saved). */
    public void write(Project project, Path original) throws IOException {
        Files.createDirectories(folder);
        store.save(project, autosaveFile());
        Properties info = new Properties();
        info.setProperty("original", original == null ? "" : original.toAbsolutePath().toString());
        info.setProperty("savedAt", Instant.now().toString());
        try (Writer out = Files.newBufferedWriter(infoFile(), StandardCharsets.UTF_8)) {
            info.store(out, "DocShape autosave");
        }
    }

    public Optional<Recovery> find() {
        if (!Files.isRegularFile(autosaveFile())) return Optional.empty();
        Properties info = new Properties();
        try (Reader in = Files.newBufferedReader(infoFile(), StandardCharsets.UTF_8)) {
            info.load(in);
        } catch (IOException | IllegalArgumentException e) {
            info.clear();
        }
        String original = info.getProperty("original", "");
        Instant when;
        try {
            when = Instant.parse(info.getProperty("savedAt", ""));
        } catch (RuntimeException e) {
            when = Instant.EPOCH;
        }
        return Optional.of(new Recovery(autosaveFile(), original.isBlank() ? null : Path.of(original), when));
    }

    public Project load(Recovery recovery) throws IOException {
        return store.load(recovery.autosave());
    }

    /** Removes the autosave (after a save, a discard or a clean exit). */
    public void clear() {
        try {
            store.delete(autosaveFile());
            Files.deleteIfExists(infoFile());
        } catch (IOException e) {
            System.err.println("docshape: cannot remove the autosave in " + folder + ": " + e.getMessage());
        }
    }
}
