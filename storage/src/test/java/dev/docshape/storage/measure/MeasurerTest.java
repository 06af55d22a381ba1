package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.StoreException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MeasurerTest {

    @TempDir
    Path dir;

    private static Project example(String name) throws Exception {
        return ProjectFiles.load(RepositoryFiles.examples().stream()
                .filter(p -> p.getFileName().toString().startsWith(name)).findFirst().orElseThrow());
    }

    @Test
    void referencesToDeletedDocumentsAreReportedAsWeakLinks() throws Exception {
        Project s5 = example("s5");
        Path store = dir.resolve("s5.db");
        SampleData.materialize(s5, "ids-on-both-sides", store, SampleOptions.of(3, SeedScenarioMeasureTest.scaleFor(s5)), Progress.NONE);
        String bookTable;
        long referencesToDeleted;
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + store); Statement st = c.createStatement()) {
            try (ResultSet rs = st.executeQuery("SELECT table_name FROM docshape_collections WHERE name = 'Book'")) {
                rs.next();
                bookTable = rs.getString(1);
            }
            String authorTable;
            try (ResultSet rs = st.executeQuery("SELECT table_name FROM docshape_collections WHERE name = 'Author'")) {
                rs.next();
                authorTable = rs.getString(1);
            }
            // Count the authors' references to the three books about to be deleted, then delete them behind DocShape's back.
            try (ResultSet rs = st.executeQuery("SELECT count(*) FROM \"" + authorTable + "\" a, json_each(a.doc, '$.books') b"
                    + " WHERE b.value IN (SELECT id FROM \"" + bookTable + "\" ORDER BY rowid LIMIT 3)")) {
                rs.next();
                referencesToDeleted = rs.getLong(1);
            }
            st.execute("DELETE FROM \"" + bookTable + "\" WHERE id IN (SELECT id FROM \"" + bookTable + "\" ORDER BY rowid LIMIT 3)");
        }
        assertTrue(referencesToDeleted > 0);
        MeasureReport report = Measurer.measure(s5, store, Profile.mongodb(), 3, Progress.NONE);
        assertEquals(List.of(new WeakLink("Author", "books[]", "Book", referencesToDeleted)), report.weakLinks());
        assertTrue(report.text().contains("Author.books[]: " + referencesToDeleted + " reference"), report.text());
    }

    @Test
    void aStoreWithoutDataOrWithAnOutdatedLayoutGetsAClearMessage() throws Exception {
        Project s7 = example("s7");
        Path store = dir.resolve("s7.db");
        dev.docshape.storage.store.SampleStore.open(store, SampleData.projectId(s7)).close();
        StoreException empty = assertThrows(StoreException.class, () -> Measurer.measure(s7, store, Profile.mongodb(), 3, Progress.NONE));
        assertEquals("the sample store " + store + " holds no sample data yet: generate it first", empty.getMessage());
        SampleData.materialize(s7, "embedded", store, SampleOptions.of(1, 0.001), Progress.NONE);
        Project changed = s7.updateDesign("embedded", d -> d.withMapping("patron-address",
                dev.docshape.model.mapping.Mapping.reference(dev.docshape.model.mapping.Placement.CHILD_HOLDS_PARENT_ID)));
        StoreException outdated = assertThrows(StoreException.class, () -> Measurer.measure(changed, store, Profile.mongodb(), 3, Progress.NONE));
        assertTrue(outdated.getMessage().startsWith("the sample store holds an older layout of design 'embedded'"), outdated.getMessage());
    }
}
