package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A help desk whose tickets and alerts live in collections of their own, each created by its customer or its queue,
 * read "the first N of all, each with its parent" by a severity of 3 values, a channel of 5, newest and oldest first,
 * the ticket holding its customer's id, the customer holding its tickets' ids, or the ticket copying the customer's name
 * (docs/counting-rules.md "Parents of the first N in a collection of their own", decision 0406): the store returns the
 * first tied tickets in the order they were created, parent by parent, and dates a child after its parent, so the
 * parents read are fewer than one a child drawn at random, and estimate and {@code measure} agree on each sample.
 */
class OwnParentsAgreeTest {
    private static final List<String> ORDERED = List.of("most-severe", "by-channel", "newest", "oldest", "newest-alerts");
    /** The tickets and alerts each of {@link #ORDERED} takes: what is read beyond them are their parents. */
    private static final Map<String, Integer> TAKEN = Map.of("most-severe", 100, "by-channel", 300, "newest", 100,
            "oldest", 100, "newest-alerts", 30);

    @TempDir
    Path dir;

    @Test
    void theParentsOfTheFirstChildrenOfAllAreTheOnesTheStoreReturnsThemFrom() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/helpdesk-own-tickets.docshape").toURI()));
        for (AgreementRuns.Runs run : AgreementRuns.seeds(project, dir, 2, (design, measured) -> { })) {
            for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                for (Map.Entry<String, Map<String, PatternMeasure>> design : run.of(profile).entrySet()) {
                    for (String pattern : ORDERED) {
                        PatternMeasure p = design.getValue().get(pattern);
                        String context = design.getKey() + " / " + profile.name() + ": " + p;
                        assertTrue(AgreementRuns.within(p.docsRead(), p.estDocsRead()), "documents read: " + context);
                        double parents = p.docsRead() - TAKEN.get(pattern);
                        double estimated = p.estDocsRead() - TAKEN.get(pattern);
                        // the parents alone, where they are read: within one parent or 15 % of a few
                        assertTrue(parents == 0 || Math.abs(parents - estimated) <= Math.max(1, 0.15 * estimated),
                                "parents read: " + parents + ", estimated " + estimated + ": " + context);
                    }
                }
            }
        }
    }

    @Test
    void atTheModelsCountsTheFirstTicketsComeFromFewerCustomersThanRandomPicks() throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/helpdesk-own-tickets.docshape").toURI()));
        Design design = project.design("ticket-holds-customer-id").orElseThrow();
        List<PatternEstimate> patterns = Estimator.estimate(project.model(), design, Profile.mongodb()).patterns();
        // 100 tied tickets: a stretch of 300 consecutive tickets, 40 a customer
        assertCustomers(patterns, "most-severe", 7, 10);
        // the newest 100 of 4,000,000 crowd into the customers that have tickets in the last moments
        assertCustomers(patterns, "newest", 60, 85);
        // the oldest 100 are the first tickets of the oldest customers, one each
        assertCustomers(patterns, "oldest", 95, 100);
    }

    private static void assertCustomers(List<PatternEstimate> patterns, String pattern, double low, double high) {
        PatternEstimate read = patterns.stream().filter(p -> p.patternId().equals(pattern)).findFirst().orElseThrow();
        Request customers = read.requests().stream().filter(r -> r.collection().equals("Customer")).findFirst().orElseThrow();
        assertTrue(customers.docs() >= low && customers.docs() <= high, pattern + ": customers read " + customers);
    }
}
