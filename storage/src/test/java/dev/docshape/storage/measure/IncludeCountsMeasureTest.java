package dev.docshape.storage.measure;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.Shop;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A count on an included relationship is measured in the sample store as the estimate plans it: one count query. */
class IncludeCountsMeasureTest {
    @TempDir
    Path dir;

    @Test
    void theStoreCountsTheChildrenOfEveryIncludedInstanceInOneRoundTrip() throws Exception {
        DataModel m = Shop.model();
        DataModel model = new DataModel(m.entities(), m.relationships(), List.of(
                ReadPattern.byId("publisher-titles", "a publisher's book titles with review counts", 5, "publisher",
                        List.of(new Include("publisher-books", List.of("title"), 0, List.of(), List.of("book-reviews"))))));
        Design design = Shop.normalized();
        Project project = new Project("shop", "", model, List.of(design), design.name());
        Path store = dir.resolve("shop.db");
        SampleData.materialize(project, design.name(), store, SampleOptions.of(5, 0.05), Progress.NONE);
        MeasureReport report = Measurer.measure(project, store, Profile.mongodb(), 3, Progress.NONE);
        PatternMeasure p = report.patterns().get(0);
        assertEquals(3, p.estRoundTrips(), report.text());
        assertEquals(p.estRoundTrips(), p.roundTrips(), "the publisher, its books, one count of their reviews\n" + report.text());
        assertTrue(p.docsRead() > 1, report.text());
    }
}
