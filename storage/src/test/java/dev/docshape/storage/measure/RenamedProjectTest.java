package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.StoreException;
import dev.docshape.storage.store.StoreOwner;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A project's sample store follows the project's id, not its name: renaming keeps the sample data. */
class RenamedProjectTest {

    @TempDir
    Path dir;

    private static Project s7() throws Exception {
        return ProjectFiles.load(RepositoryFiles.examples().stream()
                .filter(p -> p.getFileName().toString().startsWith("s7")).findFirst().orElseThrow());
    }

    private static void generate(Project project, Path store) {
        SampleData.materialize(project, "embedded", store, SampleOptions.of(1, 0.001), Progress.NONE);
    }

    private static MeasureReport measure(Project project, Path store) {
        return Measurer.measure(project, store, Profile.mongodb(), 3, Progress.NONE);
    }

    /** The project the store records, read as any DocShape would (the id opens it). */
    private static String boundTo(Path store, String id) {
        try (SampleStore opened = SampleStore.open(store, StoreOwner.of(id))) {
            return opened.metadata().orElseThrow().projectId();
        }
    }

    @Test
    void aRenamedProjectKeepsItsSampleData() throws Exception {
        Project project = s7().withId("6f1c2d1e-0000-4000-8000-000000000001");
        Path store = dir.resolve("s7.sample.db");
        generate(project, store);
        Project renamed = project.withName("Library members");
        assertEquals(project.id(), renamed.id(), "renaming keeps the id");

        MeasureReport report = measure(renamed, store);
        assertTrue(report.text().contains("read"), report.text());
        generate(renamed, store);
        try (SampleStore browsed = SampleData.openStore(store, renamed)) {
            assertEquals("embedded", browsed.metadata().orElseThrow().design());
        }
        assertEquals(project.id(), boundTo(store, project.id()));
    }

    @Test
    void theStoreOfAnotherProjectIsRefusedAndLeftUntouched() throws Exception {
        Project mine = s7().withId("6f1c2d1e-0000-4000-8000-000000000001");
        Project other = mine.withId("6f1c2d1e-0000-4000-8000-000000000002");
        Path store = dir.resolve("s7.sample.db");
        generate(mine, store);
        byte[] before = Files.readAllBytes(store);

        StoreException measuring = assertThrows(StoreException.class, () -> measure(other, store));
        assertEquals(store + " holds the sample data of another project ('" + mine.id() + "', not '" + other.id()
                + "'). It was left untouched; choose another store location or delete it.", measuring.getMessage());
        assertThrows(StoreException.class, () -> generate(other, store), "the same name does not make it the same project");
        assertArrayEquals(before, Files.readAllBytes(store));
    }

    @Test
    void aStoreBoundToTheNameBeforeProjectIdsIsAcceptedAndBoundToTheId() throws Exception {
        Project legacy = s7().withId(null);
        Path store = dir.resolve("s7.sample.db");
        generate(legacy, store);
        assertEquals(legacy.name(), boundTo(store, legacy.name()), "a project without id binds the store to its name");

        Project saved = legacy.withId("6f1c2d1e-0000-4000-8000-000000000003");
        measure(saved, store);
        assertEquals(legacy.name(), boundTo(store, legacy.name()), "reading does not change the store");
        generate(saved, store);
        assertEquals(saved.id(), boundTo(store, saved.id()), "writing binds it to the id");

        measure(saved.withName("Library members"), store);
        StoreException byName = assertThrows(StoreException.class, () -> SampleStore.open(store, legacy.name()));
        assertTrue(byName.getMessage().contains("holds the sample data of another project"), byName.getMessage());
    }

    @Test
    void aStoreBoundToAnotherNameIsNotTakenForThisProjects() throws Exception {
        Path store = dir.resolve("s7.sample.db");
        generate(s7().withName("Someone else's"), store);
        byte[] before = Files.readAllBytes(store);
        Project mine = s7().withId("6f1c2d1e-0000-4000-8000-000000000004");
        assertThrows(StoreException.class, () -> measure(mine, store));
        assertArrayEquals(before, Files.readAllBytes(store));
    }
}
