package dev.docshape.storage.query;

import dev.docshape.model.Design;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Every example design's Java query templates, and those of the {@link #WORKLOADS}, compiled and run against a MongoDB
 * wire-protocol server on the design's sample data, send exactly the round trips the estimate shows.
 */
class JavaTemplatesRunTest {
    @RegisterExtension
    static final TemplateRunner runner = new TemplateRunner();

    /** Workloads of {@code examples/workloads} whose templates run here too, and in mongosh and Cosmos DB (decision 0550). */
    static final List<String> WORKLOADS = List.of("workloads/issue-tracker.docshape");

    static Stream<Arguments> designs() throws Exception {
        List<Arguments> all = new ArrayList<>();
        for (Path f : RepositoryFiles.examples()) {
            for (Design d : ProjectFiles.load(f).designs()) all.add(Arguments.of(f.getFileName().toString(), d.name()));
        }
        for (String w : WORKLOADS) {
            for (Design d : ProjectFiles.load(RepositoryFiles.example(w)).designs()) all.add(Arguments.of(w, d.name()));
        }
        return all.stream();
    }

    @ParameterizedTest(name = "{0} / {1}")
    @MethodSource("designs")
    void everyPatternSendsTheEstimatedRoundTrips(String file, String designName) throws Exception {
        runner.assertRoundTrips(ProjectFiles.load(Path.of("..", "examples", file)), designName);
    }

    /** Orders and their lines in one collection (decision 0335): the compiled templates read an order with its lines in one find. */
    @ParameterizedTest(name = "shop-co-located / {0}")
    @ValueSource(strings = {"referenced", "co-located"})
    void coLocatedShopSendsTheEstimatedRoundTrips(String designName) throws Exception {
        runner.assertRoundTrips(ProjectFiles.load(Path.of(JavaTemplatesRunTest.class.getResource("/workloads/shop-co-located.docshape").toURI())),
                designName);
    }
}
