package dev.docshape.storage.mongodb;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The IoT fleet's example marks the subdocuments its live database holds without ids as value objects (decision 0558),
 * and its fields hold the shares of the documents that have them and its arrays of strings their strings' size, as
 * {@code import mongodb} infers them (decision 0565), so its {@code imported} design sizes every collection as the
 * documents are: an hour's bucket of 45 readings without 45 ObjectIds, a device's tags in 42 % of devices at 6 bytes a
 * tag, a technician's phone in a third of them (real sizes: the driver's BSON).
 */
class IotFleetSizesTest {
    private static final Path EXAMPLES = RepositoryFiles.example("workloads");
    private static Estimate estimate;

    @BeforeAll
    static void estimateTheExample() throws Exception {
        Project project = ProjectFiles.load(EXAMPLES.resolve("iot-fleet.docshape"));
        estimate = Estimator.estimate(project.model(), project.design("imported").orElseThrow(), Profile.mongodb());
    }

    @ParameterizedTest
    @ValueSource(strings = {"readingBuckets", "sites", "maintenanceTickets", "sensors", "devices", "technicians", "alerts"})
    void theEstimatedDocumentIsWithinATwentiethOfTheRealOnesAverage(String collection) throws IOException {
        double real = realAverage(collection);
        assertEquals(real, estimate.collection(collection).orElseThrow().avgBytes(), 0.05 * real, collection);
    }

    /**
     * A ticket's parts are left out of the 66 % of tickets that have none and its technician's id out of the 16 % that
     * have no technician (decision 0573): the estimate counts neither there, and meets the real average within 1.5 % (4.5 %
     * before: 369 bytes for 353). What is left is the notes' {@code byId} where the documents say {@code by}.
     */
    @Test
    void aTicketIsSizedWithoutThePartsAndTechnicianItLacks() throws IOException {
        double real = realAverage("maintenanceTickets");
        assertEquals(real, estimate.collection("maintenanceTickets").orElseThrow().avgBytes(), 0.015 * real);
    }

    private static double realAverage(String collection) throws IOException {
        return Files.readAllLines(EXAMPLES.resolve("iot-fleet-documents").resolve(collection + ".json")).stream()
                .filter(l -> !l.isBlank()).mapToInt(l -> RawBsonDocument.parse(l).getByteBuffer().remaining()).average().orElseThrow();
    }
}
