package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A support desk whose tickets declare a severity of 3 values (an integer, read most severe first) and a channel of 5
 * (a string, the first 300 by it taking one value whole and ending inside the next), each read with the ticket's
 * customer, tickets embedded in their customer or kept in buckets of 20 (docs/counting-rules.md "Ties in an order",
 * decision 0417): the tied tickets are consecutive tickets of consecutive customers, so the customers read are those the
 * stretch crosses, not one customer a ticket drawn at random; estimate and {@code measure} agree on several samples.
 */
class TiedParentsAgreeTest {
    private static final List<String> TIED = List.of("most-severe", "by-channel");

    @TempDir
    Path dir;

    @Test
    void theCustomersOfTiedTicketsAreTheOnesTheirStretchCrosses() throws Exception {
        // one sample's stretch strays by about 8 % (24 of 300 tickets for the 100 most severe), the mean of four by 4 %
        AgreementRuns.tiedReadsAgree("support-desk", dir, TIED);
        // at the model's counts, 30,000 customers: the 100 most severe tickets lie in about 8 consecutive customers, where
        // 100 tickets drawn at random would have 100 customers
        Project project = WorkloadReads.load("support-desk");
        Design buckets = project.design("buckets").orElseThrow();
        PatternEstimate mostSevere = Estimator.estimate(project.model(), buckets, Profile.mongodb()).patterns().stream()
                .filter(p -> p.patternId().equals("most-severe")).findFirst().orElseThrow();
        Request customers = mostSevere.requests().stream().filter(r -> r.collection().equals("Customer")).findFirst().orElseThrow();
        assertTrue(customers.docs() > 6 && customers.docs() < 10, "customers of the tied tickets: " + customers);
    }
}
