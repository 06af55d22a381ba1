package dev.docshape.storage.mongodb;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The IoT fleet's example marks the subdocuments its live database holds without ids as value objects (decision 0558),
 * so its {@code imported} design sizes the collections embedding them as the documents are: an hour's bucket of 45
 * readings without 45 ObjectIds, a site's address, location and contact without 3 (real sizes: the driver's BSON).
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
    @ValueSource(strings = {"readingBuckets", "sites", "maintenanceTickets", "sensors"})
    void theEstimatedDocumentIsWithinATenthOfTheRealOnesAverage(String collection) throws IOException {
        double real = Files.readAllLines(EXAMPLES.resolve("iot-fleet-documents").resolve(collection + ".json")).stream()
                .filter(l -> !l.isBlank()).mapToInt(l -> RawBsonDocument.parse(l).getByteBuffer().remaining()).average().orElseThrow();
        assertEquals(real, estimate.collection(collection).orElseThrow().avgBytes(), 0.1 * real, collection);
    }
}
