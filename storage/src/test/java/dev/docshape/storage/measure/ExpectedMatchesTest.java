package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The IoT fleet as first written: "a device's 10 latest alerts" with 10 expected matches, where the model gives a device
 * 4 alerts. The estimate read 10 alerts and their sensors, the sample 4: {@code measure} said only that no count of
 * children explained it. It now names the pattern's expected matches against the relationship's average (decision 0541).
 */
class ExpectedMatchesTest {
    @TempDir
    Path dir;

    @Test
    void aFilterByParentExpectingMoreMatchesThanTheAverageIsNamedAsTheCause() throws Exception {
        Project written = expecting(10);
        PatternMeasure alerts = measured(written);
        assertTrue(alerts.estDocsRead() > 1.5 * alerts.docsRead(), alerts.toString());
        String note = alerts.notes().stream().filter(n -> n.startsWith(ExpectedMatches.NOTE)).findFirst().orElse("none: " + alerts.notes());
        assertTrue(note.contains("the estimate takes 10 alerts of each devices (the pattern's expectedMatches) where the relationship"
                + " 'alerts' gives devices 4.00 on average"), note);
        assertTrue(note.contains("give the pattern 4 expected matches"), note);
    }

    @Test
    void expectedMatchesAtTheAverageAgreeAndSayNothing() throws Exception {
        PatternMeasure alerts = measured(expecting(4));
        assertTrue(AgreementRuns.within(alerts.docsRead(), alerts.estDocsRead()), alerts.toString());
        assertTrue(alerts.notes().stream().noneMatch(n -> n.startsWith(ExpectedMatches.NOTE)), alerts.notes().toString());
    }

    private PatternMeasure measured(Project project) {
        Path store = dir.resolve("imported.db");
        SampleData.materialize(project, "imported", store, AgreementRuns.commandScale(project, 1), Progress.NONE);
        return Measurer.measure(project, store, Profile.mongodb(), 20, Progress.NONE).patterns().stream()
                .filter(p -> p.patternId().equals("device-alerts")).findFirst().orElseThrow();
    }

    private static Project expecting(int matches) throws Exception {
        Project project = ProjectFiles.load(RepositoryFiles.example("workloads").resolve("iot-fleet" + ProjectFiles.EXTENSION));
        List<AccessPattern> patterns = project.model().patterns().stream().map(p -> p.id().equals("device-alerts") && p instanceof ReadPattern r
                ? new ReadPattern(r.id(), r.name(), r.frequency(), r.entity(), r.selection(), r.byParent(), matches, r.limit(), r.fields(),
                r.includes(), r.counts(), r.order()) : p).toList();
        assertEquals(1, patterns.stream().filter(p -> p.id().equals("device-alerts")).count());
        return project.withModel(project.model().withPatterns(patterns));
    }
}
