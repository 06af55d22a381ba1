package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.advisor.AdvisorView;
import dev.docshape.app.analysis.advisor.AdvisorViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.mapping.Subset;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.css.PseudoClass;
import javafx.scene.control.SplitPane;
import javafx.scene.text.Text;
import org.testfx.util.WaitForAsyncUtils;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The advisor panel: findings with their evidence, selecting the subject, and Apply as one undoable change. */
class AdvisorTest extends PanelTestBase {
    private AdvisorView advisor;
    private RoundTripsView trips;
    private AdvisorViewModel vm;

    private void show(String example, String design) {
        var project = Examples.load(example);
        open(project.withActiveDesign(design), a -> {
            vm = new AdvisorViewModel(a);
            advisor = PanelViews.advisor(vm);
            trips = new RoundTripsView(new RoundTripsViewModel(a));
            return new SplitPane(advisor, trips);
        }, 1100, 700);
    }

    private Node findingCell(String ruleId) {
        return lookup(".list-cell").match(n -> n instanceof javafx.scene.control.ListCell<?> c && c.getItem() instanceof Finding f
                && f.ruleId().equals(ruleId)).query();
    }

    @Test
    void anUnboundedEmbeddedArrayIsAnErrorAndApplyTurnsItIntoSubsetAndBuckets() {
        show("s2-post-comments.docshape", "embedded");
        assertTrue(Seen.texts(lookup("#advisor-summary").query()).startsWith("1 error"), Seen.texts(lookup("#advisor-summary").query()));
        clickOn(findingCell("unbounded-embedded-array"));
        assertEquals(Set.of("post-comments"), selection.relationships(), "the finding's relationship is selected on the canvas");
        String details = Seen.texts(lookup("#advisor-details").query());
        assertTrue(details.contains("EVIDENCE"), details);
        assertTrue(details.contains("subset"), details);

        String addBefore = Seen.figure(this, trips.table(), "add-comment", TripRow.Column.DOCS_WRITTEN.nodeId());
        clickOn("#advisor-apply");
        assertInstanceOf(Subset.class, project().active().mappingFor(project().model().requireRelationship("post-comments")).strategy());
        assertEquals(addBefore + " → 2", Seen.figure(this, trips.table(), "add-comment", TripRow.Column.DOCS_WRITTEN.nodeId()),
                "S2: a comment is pushed into the recent array and into the open bucket");
        assertEquals("1", Seen.figure(this, trips.table(), "read-post", TripRow.Column.ROUND_TRIPS.nodeId()));
        assertFalse(vm.state().findings().stream().anyMatch(f -> f.ruleId().equals("unbounded-embedded-array")), "the error is gone");
        assertTrue(source.history().undoDescription().orElseThrow().startsWith("Map "), source.history().undoDescription().orElseThrow());

        undo();
        assertTrue(vm.state().findings().stream().anyMatch(f -> f.ruleId().equals("unbounded-embedded-array")), "undo brings it back");
    }

    @Test
    void effectsThatGetWorseAreColouredApartAndMongoDbShowsNoRequestUnits() {
        show("s2-post-comments.docshape", "embedded");
        clickOn(findingCell("unbounded-embedded-array"));
        List<Text> moves = lookup(".advisor-effect-move").queryAllAs(Text.class).stream().toList();
        Text worse = moves.stream().filter(t -> t.getPseudoClassStates().contains(PseudoClass.getPseudoClass("worse"))).findFirst()
                .orElseThrow(() -> new AssertionError("no move marked worse among " + moves.stream().map(Text::getText).toList()));
        Text better = moves.stream().filter(t -> t.getPseudoClassStates().contains(PseudoClass.getPseudoClass("better"))).findFirst()
                .orElseThrow(() -> new AssertionError("no move marked better"));
        assertEquals("round trips 1 → 2", worse.getText(), "adding a comment writes the post and the open bucket");
        assertNotEquals(better.getFill(), worse.getFill(), "a move that gets worse is not green like one that gets better");
        assertNotEquals(worse.getFill(), lookup(".advisor-effect-subject").queryAs(Text.class).getFill(), "and stands out");

        String details = Seen.texts(lookup("#advisor-details").query());
        assertFalse(details.contains("RU") || details.toLowerCase(java.util.Locale.ROOT).contains("request unit"),
                "MongoDB bills no request units: " + details);
        assertFalse(Pattern.compile("\\d,\\d{3} bytes|\\d+ bytes").matcher(details).find(), "bytes in one style (KiB): " + details);
        assertTrue(details.contains(" KiB"), details);

        interact(() -> analysis.profileProperty().set(dev.docshape.model.profile.Profile.cosmos()));
        WaitForAsyncUtils.waitForFxEvents();
        clickOn(findingCell("unbounded-embedded-array"));
        assertTrue(Seen.texts(lookup("#advisor-details").query()).contains("RU/s"), "Cosmos DB's effects name request units");
    }

    @Test
    void aGrowingIdArrayIsFixedByPuttingThePublisherIdOnEachBook() {
        show("s4-publisher-books.docshape", "publisher-holds-ids");
        clickOn(findingCell("growing-id-array"));
        assertEquals("2", Seen.figure(this, trips.table(), "add-book", TripRow.Column.ROUND_TRIPS.nodeId()));
        clickOn("#advisor-apply");
        assertEquals("2 → 1", Seen.figure(this, trips.table(), "add-book", TripRow.Column.ROUND_TRIPS.nodeId()));
        assertEquals(1, source.history().undoDepth(), "one undoable step");
    }

    @Test
    void findingsWithoutASuggestionCannotBeApplied() {
        show("s3-portfolio-stocks.docshape", "stock-referenced");
        var noSuggestion = vm.state().findings().stream().filter(f -> f.suggestion().isEmpty()).findFirst();
        if (noSuggestion.isPresent()) {
            clickOn(findingCell(noSuggestion.get().ruleId()));
            assertFalse(lookup("#advisor-apply").tryQuery().isPresent() && !lookup("#advisor-apply").queryAs(Button.class).isDisabled());
        } else {
            interact(() -> vm.focus(null));
            assertTrue(lookup("#advisor-apply").queryAs(Button.class).isDisabled(), "nothing focused, nothing to apply");
        }
    }

    @Test
    void theAdvisorOnlyReviewsWhileItsPanelShowsAndCatchesUpWhenShown() {
        show("s2-post-comments.docshape", "subset-bucket");
        assertFalse(vm.state().findings().stream().anyMatch(f -> f.ruleId().equals("unbounded-embedded-array")));
        interact(() -> vm.activeProperty().set(false));
        flip("post-comments", dev.docshape.model.mapping.Mapping.embed());
        assertFalse(vm.state().findings().stream().anyMatch(f -> f.ruleId().equals("unbounded-embedded-array")), "not reviewed while hidden");
        assertFalse(vm.currentProperty().get(), "and the panel knows its findings are behind");
        interact(() -> vm.activeProperty().set(true));
        assertTrue(vm.state().findings().stream().anyMatch(f -> f.ruleId().equals("unbounded-embedded-array")), "caught up when shown");
        assertTrue(vm.currentProperty().get());
    }
}
