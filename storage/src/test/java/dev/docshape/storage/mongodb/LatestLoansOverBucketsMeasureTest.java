package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.LibraryLoans;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A member's 10 latest loans over their buckets (issue 11, {@link LibraryLoans}): the estimate, {@code measure} on the
 * sample store and {@code measure --mongodb} read the same buckets, the newest and, for a member whose newest holds fewer
 * than 10, the one before it, and send back only the 10 loans taken (decision 0524). Every member is measured.
 */
class LatestLoansOverBucketsMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();
    @TempDir
    static Path dir;

    @Test
    void estimateAndBothMeasuresReadTheBucketsTheFirstTenReachInto() {
        Project project = LibraryLoans.project();
        Design design = project.design("member-centric").orElseThrow();
        try (PushedSample pushed = PushedSample.inDatabase("library", server, dir, project, design, SampleOptions.of(1, 1.0),
                LibraryLoans.MEMBERS)) {
            MongoMeasureReport report = pushed.measureAll(project, design);
            for (PatternMeasure m : report.patterns()) {
                PatternMeasure s = report.sqlite().get(m.patternId());
                for (PatternMeasure p : new PatternMeasure[] {s, m}) {
                    String what = (p == s ? "sample store, " : "MongoDB, ") + p.name() + "\n" + pushed.text;
                    // the buckets a member's first 10 reach into: a second one for the third whose newest holds fewer
                    double buckets = LibraryLoans.agreedBucketsAMember(p, what);
                    assertTrue(buckets > 1.2 && buckets < 1.5, what + ": buckets a member " + buckets);
                }
                assertEquals(s.docsRead(), m.docsRead(), 1e-9, m.name() + ": the same buckets on both\n" + pushed.text);
            }
        }
    }
}
