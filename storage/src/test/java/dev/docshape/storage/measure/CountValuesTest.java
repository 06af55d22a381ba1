package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleLinks;
import dev.docshape.storage.sample.SampleOptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The value each count query returns is the true number of instances the sample links to the ones in hand (decision
 * 0397, docs/counting-rules.md "Batched"), over every count of the workloads' read patterns and designs.
 */
public class CountValuesTest {
    private static final List<String> WORKLOADS = List.of("blog", "blog-bucket-counts", "blog-co-located", "authors-books-counts",
            "library-patrons", "library-counts", "blog-subset-reads", "unseen/iot-fleet", "unseen/issue-tracker", "unseen/marketplace", "playlists-shared-tracks");

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> everyCountReturnsTheSamplesNumber() {
        return WORKLOADS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            Project project = WorkloadReads.load(name);
            Path stores = Files.createDirectories(dir.resolve(name.replace('/', '-')));
            Set<String> wrong = new LinkedHashSet<>();
            for (Design design : project.designs()) {
                Map<String, Map<String, Long>> indexes = new HashMap<>();
                Map<SampleOptions, SampleLinks> links = new HashMap<>();
                WorkloadReads.run(project, design, stores.resolve(design.name() + ".db"), (d, read, sample, tally, sent) -> {
                    SampleLinks linked = links.computeIfAbsent(sample.options(), o -> SampleLinks.of(project.model(), o));
                    for (CountAnswer a : tally.counts) {
                        long truth = truth(project, linked, a, indexes.computeIfAbsent(a.entity(), e -> indexOf(sample, e)));
                        if (a.value() != truth) wrong.add(d.name() + " / " + read.id() + " counting " + a.relationship()
                                + " of " + a.ids().size() + " " + a.entity() + ": " + a.value() + " returned, " + truth + " in the sample");
                    }
                });
            }
            assertTrue(wrong.isEmpty(), "counts that return another value than the sample holds:\n" + String.join("\n", wrong));
        }));
    }

    /** The links of the instances counted for, added up: what a count per instance returns, summed over them. */
    public static long truth(Project project, SampleLinks links, CountAnswer a, Map<String, Long> index) {
        boolean ofParent = project.model().requireRelationship(a.relationship()).parent().equals(a.entity());
        long n = 0;
        for (String id : a.ids()) n += links.relatedCount(a.relationship(), ofParent, index.get(id));
        return n;
    }

    /** The index of each instance of {@code entity} in the sample by its id. */
    public static Map<String, Long> indexOf(SampleGenerator sample, String entity) {
        Map<String, Long> index = new HashMap<>();
        for (long i = 0; i < sample.instances(entity); i++) index.put(SampleGenerator.idOf(entity, i).hex(), i);
        return index;
    }

}
