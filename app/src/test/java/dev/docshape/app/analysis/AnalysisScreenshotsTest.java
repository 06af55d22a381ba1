package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.preview.PreviewView;
import dev.docshape.app.analysis.preview.PreviewViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.designer.SidePanelWidth;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Pictures of the panels for the README (docs/images when -Ddocshape.screenshots is set); the round
 * trips and the comparison at the side panel's default width.
 */
class AnalysisScreenshotsTest extends PanelTestBase {

    @Test
    void previewOfAPersonWithEmbeddedContacts() {
        PreviewView view = open(Examples.load("s1-person-contacts.docshape"), a -> PanelViews.preview(new PreviewViewModel(a)), 460, 620);
        interact(() -> selection.selectEntity("person"));
        assertTrue(Files.isRegularFile(Shots.save(this, view, "analysis-preview")));
    }

    @Test
    void roundTripsAfterReferencingAddresses() {
        RoundTripsView view = open(Examples.load("s1-person-contacts.docshape"),
                a -> new RoundTripsView(new RoundTripsViewModel(a)), SidePanelWidth.DEFAULT, 520);
        flip("person-addresses", Examples.mappingIn(project(), "referenced", "person-addresses"));
        Path shot = Shots.save(this, view, "analysis-round-trips");
        assertTrue(Files.isRegularFile(shot));
    }

    @Test
    void patternEditor() {
        var view = open(Examples.load("s1-person-contacts.docshape"),
                a -> PanelViews.patterns(
                        new dev.docshape.app.analysis.patterns.PatternsViewModel(a.source(), a.selection())), 440, 720);
        clickOn("read person with addresses and contact details");
        assertTrue(Files.isRegularFile(Shots.save(this, view, "analysis-patterns")));
    }

    @Test
    void advisor() {
        var view = open(Examples.load("s2-post-comments.docshape").withActiveDesign("embedded"),
                a -> PanelViews.advisor(new dev.docshape.app.analysis.advisor.AdvisorViewModel(a)),
                440, 640);
        clickOn(".finding-subject");
        assertTrue(Files.isRegularFile(Shots.save(this, view, "analysis-advisor")));
    }

    @Test
    void compare() {
        var view = open(Examples.load("s1-person-contacts.docshape"),
                a -> PanelViews.compare(new dev.docshape.app.analysis.compare.CompareViewModel(a)),
                SidePanelWidth.DEFAULT, 400);
        dialogs.answerName("all embedded");
        clickOn("#compare-keep");
        flip("person-addresses", Examples.mappingIn(project(), "referenced", "person-addresses"));
        flip("person-contacts", Examples.mappingIn(project(), "referenced", "person-contacts"));
        assertTrue(Files.isRegularFile(Shots.save(this, view, "analysis-compare")));
    }

    @Test
    void sampleData(@org.junit.jupiter.api.io.TempDir Path folder) {
        var view = open(Examples.load("s1-person-contacts.docshape").withActiveDesign("referenced"),
                a -> PanelViews.samples(
                        new dev.docshape.app.analysis.sample.SampleDataViewModel(a, () -> folder.resolve("s1.sample.db"))),
                560, 640);
        clickOn("#sample-generate");
        assertTrue(Files.isRegularFile(Shots.save(this, view, "analysis-sample-data")));
    }

    @Test
    void previewDark() {
        PreviewView view = open(Examples.load("s2-post-comments.docshape"), a -> PanelViews.preview(new PreviewViewModel(a)),
                460, 560, true);
        flip("post-comments", Examples.mappingIn(project(), "embedded", "post-comments"));
        interact(() -> selection.selectEntity("post"));
        assertTrue(Files.isRegularFile(Shots.save(this, view, "analysis-preview-dark")));
    }
}
