package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code measure} sends the requests the plan sends (decision 0463): an order of one line, among orders of three lines
 * on average, still has its line's listing queried for its title, as the application's one query for every order does;
 * a Cosmos DB point read would return the whole listing, its 1,200-byte description too.
 */
class PlannedReadsTest {
    @TempDir
    Path dir;

    private static Project marketplace() throws Exception {
        return ProjectFiles.load(Path.of(PlannedReadsTest.class.getResource("/workloads/unseen/marketplace.docshape").toURI()));
    }

    @Test
    void theListingsOfAnOrdersLinesAreQueriedWhateverLinesOneOrderHas() throws Exception {
        Project project = marketplace();
        Design design = project.design("referenced").orElseThrow();
        Estimate estimate = Estimator.estimate(project.model(), design, Profile.cosmos());
        PatternEstimate orderDetail = estimate.pattern("order-detail").orElseThrow();
        assertFalse(PlannedReads.of(orderDetail).pointRead("listing-lines", "listing", 1, 1), "one line's listing is queried");
        // a listing's one seller is read by its id: the plan's point read
        PatternEstimate listingPage = estimate.pattern("listing-page").orElseThrow();
        assertTrue(PlannedReads.of(listingPage).pointRead("seller-listings", "seller", 1, 1), "a listing's seller is read by id");
        assertFalse(PlannedReads.of(listingPage).pointRead("seller-listings", "seller", 2, 2), "two sellers are one query");
    }

    @Test
    void bytesReturnedForAnOrderWithItsListingsTitlesAgreeOnCosmosDb() throws Exception {
        Project project = marketplace();
        Path store = dir.resolve("referenced.db");
        SampleData.materialize(project, "referenced", store, SampleOptions.of(1, SampleScale.MIN), Progress.NONE);
        MeasureReport report = Measurer.measure(project, store, Profile.cosmos(), 20, Progress.NONE);
        PatternMeasure orderDetail = report.patterns().stream().filter(p -> p.patternId().equals("order-detail")).findFirst().orElseThrow();
        // 1,068 bytes returned against 913 estimated while orders of one line had their listing read whole
        assertTrue(AgreementRuns.within(orderDetail.bytesReturned(), orderDetail.estBytesReturned()), "bytes returned: " + orderDetail);
        assertTrue(AgreementRuns.within(orderDetail.bytesRead(), orderDetail.estBytesRead()), "bytes read: " + orderDetail);
    }
}
