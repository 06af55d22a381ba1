package dev.docshape.storage.imports.json;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.store.Progress;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The model {@code import json} infers from a team's documents prices what they hold (decision 0534): a field only some
 * documents hold counts in its share of them. The documents' own sizes are their BSON bytes as the driver encodes them.
 */
class RideHailingSizesTest {
    private static final Path DOCUMENTS = RepositoryFiles.example("workloads").resolve("ride-hailing-documents");
    private static Estimate estimate;

    @BeforeAll
    static void importTheDocuments() throws Exception {
        Project project = JsonImport.infer(List.of(DOCUMENTS), Progress.NONE).toProject("Ride hailing");
        estimate = Estimator.estimate(project.model(), project.active(), Profile.mongodb());
    }

    @ParameterizedTest
    @ValueSource(strings = {"ratings", "trips", "riders"})
    void theEstimatedDocumentIsWithinATenthOfTheRealOnesAverage(String collection) throws IOException {
        double real = realAverage(collection);
        double estimated = estimate.collection(collection).orElseThrow().avgBytes();
        assertTrue(Math.abs(estimated - real) <= 0.1 * real,
                () -> collection + ": estimated " + estimated + " bytes, the documents average " + real);
    }

    /** The average BSON size of the collection's documents, one Extended JSON document a line as mongoexport writes them. */
    private static double realAverage(String collection) throws IOException {
        List<String> lines = Files.readAllLines(DOCUMENTS.resolve(collection + ".json")).stream().filter(l -> !l.isBlank()).toList();
        return lines.stream().mapToInt(l -> RawBsonDocument.parse(l).getByteBuffer().remaining()).average().orElseThrow();
    }
}
