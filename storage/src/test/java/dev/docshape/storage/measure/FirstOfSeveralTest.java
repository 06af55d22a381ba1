package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "20 patrons with fines, each with their first 5 loans" (workloads/library-counts.docshape): one query by the 20 patrons'
 * ids cannot take 5 of each, so it returns all their loans and the application keeps 5 of each. The estimate counts what
 * that query returns, measure reads it, and the query sent has no limit (decision 0405, docs/counting-rules.md "Children
 * taken under a limit"): about 20 × 12 loans or the buckets holding them, not 20 × 5.
 */
class FirstOfSeveralTest {
    private static final String PATTERN = "patrons-first-loans";

    @TempDir
    static Path dir;

    @Test
    void theFirstNOfSeveralParentsAreAllTheirChildrenReadAndTrimmed() throws Exception {
        OnePatternAgrees.onEveryDesign("library-counts", PATTERN, dir, (design, m) -> {
            // the patrons' buckets, or all their loans: more than 5 loans a patron (120 documents) where loans have documents
            double least = design.equals("loans-bucketed") ? 40 : 200;
            assertTrue(m.estDocsRead() > least && m.docsRead() > least, "all the patrons' children: " + design + ": " + m);
        });
    }

    @Test
    void theQuerySentFromSeveralParentsHasNoLimit() throws Exception {
        Project project = WorkloadReads.load("library-counts");
        for (Design design : project.designs()) {
            var model = project.model();
            var estimate = Estimator.estimate(model, design, Profile.mongodb());
            QueryTemplate template = QueryTemplates.of(model, design, Projector.project(model, design), estimate).stream()
                    .filter(t -> t.patternId().equals(PATTERN)).findFirst().orElseThrow();
            Operation children = template.operations().get(template.operations().size() - 1);
            assertEquals(0, children.limit(), design.name() + ": " + children);
            assertTrue(children.dependsOn().contains(1), design.name() + ": from the patrons found first, " + children);
        }
    }
}
