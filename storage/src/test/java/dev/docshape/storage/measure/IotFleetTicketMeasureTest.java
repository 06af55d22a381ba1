package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The IoT fleet's ticket page, measured on its sample: a third of the tickets hold parts and 84 % name a technician
 * (decision 0573), so a ticket read with its device and technician reads 0.84 technicians, and the tickets' bytes are what
 * the estimate counts, as the sample writes them.
 */
class IotFleetTicketMeasureTest {
    @TempDir
    Path dir;

    @Test
    void aTicketPageReadsATechnicianForTheTicketsThatHaveOne() throws Exception {
        Project project = ProjectFiles.load(RepositoryFiles.example("workloads").resolve("iot-fleet.docshape"));
        Path store = dir.resolve("imported.db");
        SampleData.materialize(project, "imported", store, AgreementRuns.commandScale(project, 1), Progress.NONE);
        PatternMeasure page = Measurer.measure(project, store, Profile.mongodb(), 200, Progress.NONE).patterns().stream()
                .filter(p -> p.patternId().equals("ticket-page")).findFirst().orElseThrow();
        String context = page.toString();
        assertEquals(page.estRoundTrips(), page.roundTrips(), context);
        assertEquals(2.84, page.estDocsRead(), 1e-9, "a ticket, its device and 0.84 technicians: " + context);
        assertTrue(AgreementRuns.within(page.docsRead(), page.estDocsRead()), "documents read: " + context);
        assertTrue(AgreementRuns.within(page.bytesRead(), page.estBytesRead()), "bytes read: " + context);
    }
}
