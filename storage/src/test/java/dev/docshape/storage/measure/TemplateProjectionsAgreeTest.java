package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * For every read of every example and design (and the marketplace, whose orders-embedded design once differed), the
 * fields the exported queries name in their projections are the fields {@code measure} asks the database for, request
 * by request: both ask {@code ReturnedFields} what a read returns, the fields the estimate prices (decision 0510).
 */
class TemplateProjectionsAgreeTest {
    private static final int RUNS = 8;

    @TempDir
    static Path dir;

    @TestFactory
    Stream<DynamicTest> theTemplatesProjectWhatMeasureAsksFor() throws Exception {
        List<Path> files = new ArrayList<>(RepositoryFiles.examples());
        try (Stream<Path> workloads = Files.list(RepositoryFiles.example("workloads"))) {
            // the folder also holds the documents a workload was imported from (ride-hailing-documents)
            workloads.filter(f -> f.toString().endsWith(ProjectFiles.EXTENSION)).sorted().forEach(files::add);
        }
        files.add(Path.of(getClass().getResource("/workloads/unseen/marketplace.docshape").toURI()));
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : files) {
            Project project = ProjectFiles.load(file);
            for (Design design : project.designs()) {
                tests.add(DynamicTest.dynamicTest(file.getFileName() + " / " + design.name(), () -> agree(project, design,
                        dir.resolve(file.getFileName() + "-" + design.name() + ".db"))));
            }
        }
        return tests.stream();
    }

    private static void agree(Project project, Design design, Path file) {
        Projection projection = Projector.project(project.model(), design);
        CoLocations coLocations = CoLocations.of(project.model(), design, projection);
        List<QueryTemplate> templates = QueryTemplates.of(project.model(), design, projection,
                Estimator.estimate(project.model(), design, Profile.mongodb()));
        Map<String, Set<List<String>>> exported = new TreeMap<>();
        Set<String> folding = new TreeSet<>();
        for (QueryTemplate t : templates) {
            Set<List<String>> named = exported.computeIfAbsent(t.patternId(), k -> new TreeSet<>(TemplateProjectionsAgreeTest::compare));
            for (Operation op : t.operations()) {
                if (op.projection().isEmpty()) continue;
                List<String> fields = new ArrayList<>(op.projection().fields().keySet());
                if (!op.request().intent().folded().isEmpty()) {
                    folding.add(t.patternId());
                    coLocations.of(op.collection()).ifPresent(group -> fields.remove(group.typeField()));
                }
                named.add(fields);
            }
        }
        Map<String, Set<List<String>>> measured = new TreeMap<>();
        SampleOptions options = SampleOptions.of(1, SampleScale.MIN);
        SampleData.materialize(project, design.name(), file, options, Progress.NONE);
        SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, options);
        Locator locator = new Locator(projection);
        EncodedSize sizes = new EncodedSize(projection, Profile.mongodb(), coLocations);
        try (SampleStore store = SampleData.openStore(file, project)) {
            for (AccessPattern p : project.model().patterns()) {
                if (!(p instanceof ReadPattern read)) continue;
                Set<List<String>> asked = measured.computeIfAbsent(p.id(), k -> new TreeSet<>(TemplateProjectionsAgreeTest::compare));
                long instances = Math.max(1, sample.instances(p.entity()));
                for (int run = 0; run < RUNS; run++) {
                    long root = Measurer.spread(run, RUNS, instances);
                    store.read(s -> {
                        CountingReads reads = new CountingReads(s);
                        new ReadRunner(project.model(), design, new StoreReads(reads, locator, sizes)).run(read, root, sample);
                        asked.addAll(reads.projections);
                        return null;
                    });
                }
            }
        }
        exported.keySet().retainAll(measured.keySet());
        // a co-located query returns parents and their children: one projection names the fields of both (and the
        // container's type field), where measure asks for each type's fields in turn; such reads compare by field
        for (String patternId : folding) {
            exported.put(patternId, everyField(exported.get(patternId)));
            measured.put(patternId, everyField(measured.get(patternId)));
        }
        assertEquals(measured, exported, design.name() + ": the fields measure asks for, by pattern, against the exported queries'");
    }

    private static Set<List<String>> everyField(Set<List<String>> projections) {
        Set<String> fields = new TreeSet<>();
        for (List<String> p : projections) fields.addAll(p);
        Set<List<String>> one = new TreeSet<>(TemplateProjectionsAgreeTest::compare);
        one.add(List.copyOf(fields));
        return one;
    }

    private static int compare(List<String> a, List<String> b) {
        return String.join(",", a).compareTo(String.join(",", b));
    }
}
