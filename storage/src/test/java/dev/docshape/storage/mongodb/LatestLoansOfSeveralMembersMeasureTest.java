package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.storage.measure.PatternMeasure;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.testing.LibraryLoans;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Several members, each with their 10 latest loans (issue 11, {@link LibraryLoans#several}): the estimate, {@code measure}
 * on the sample store and {@code measure --mongodb} read the same buckets and round trips (decision 0536).
 */
class LatestLoansOfSeveralMembersMeasureTest {
    @RegisterExtension
    static final WireServer server = new WireServer();
    @TempDir
    static Path dir;

    @Test
    void estimateAndBothMeasuresReadTheSameBucketsOfSeveralMembers() {
        Project library = LibraryLoans.project();
        agree(new Project(library.name(), "", library.model().withPatterns(List.of(LibraryLoans.several())), library.designs(),
                library.activeDesign(), null), "library_several");
    }

    @Test
    void estimateAndBothMeasuresReadTheSameBucketsOfMembersKnownByTheirIds() {
        agree(LibraryLoans.withBranches(), "library_branches");
    }

    private static void agree(Project project, String database) {
        Design design = project.design("member-centric").orElseThrow();
        try (PushedSample pushed = PushedSample.inDatabase(database, server, dir, project, design, SampleOptions.of(1, 1.0),
                LibraryLoans.MEMBERS)) {
            MongoMeasureReport report = pushed.measureAll(project, design);
            PatternMeasure m = report.patterns().get(0);
            PatternMeasure s = report.sqlite().get(m.patternId());
            for (PatternMeasure p : new PatternMeasure[] {s, m}) {
                String what = (p == s ? "sample store, " : "MongoDB, ") + p.name() + "\n" + pushed.text;
                assertEquals(p.estRoundTrips(), p.roundTrips(), what + ": round trips");
                assertEquals(1, p.docsRead() / p.estDocsRead(), 0.10, what + ": documents");
                assertEquals(1, p.bytesRead() / p.estBytesRead(), 0.10, what + ": bytes read");
            }
            assertEquals(s.docsRead(), m.docsRead(), 1e-9, m.name() + ": the same buckets on both\n" + pushed.text);
        }
    }
}
