package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.search.FoundDesign;
import dev.docshape.app.analysis.search.SearchView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.search.Objective;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Analysis > Find Better Designs: search from S6's plain references, add the design found, compare it, undo. */
class SearchPanelTest extends PanelTestBase {
    private static final String S6 = "s6-authors-books-hybrid.docshape";
    private SearchView view;
    private SearchViewModel vm;
    private final List<String> compared = new ArrayList<>();

    @BeforeEach
    void showPlainReferences() {
        Project s6 = Examples.load(S6);
        open(s6.withDesigns(s6.designs(), "plain-reference"), a -> {
            vm = new SearchViewModel(a, compared::add);
            return view = PanelViews.search(vm);
        }, 560, 760);
    }

    private String status() {
        return lookup("#search-status").queryAs(Label.class).getText();
    }

    private String details() {
        return Seen.texts(lookup("#search-details").query());
    }

    @Test
    void findsTheExtendedReferenceAddsItAsADesignAndUndoRemovesIt() {
        assertEquals(Objective.Metric.ROUND_TRIPS, vm.form().metric().get(), "MongoDB counts round trips");
        assertFalse(lookup("#search-metric").queryAs(javafx.scene.control.ComboBox.class).getItems().contains(Objective.Metric.REQUEST_UNITS),
                "MongoDB bills no request units: the search does not offer them");
        interact(() -> analysis.profileProperty().set(dev.docshape.model.profile.Profile.cosmos()));
        clickOn("#search-metric");
        clickOn("Request units (RU)");
        assertEquals(Objective.Metric.REQUEST_UNITS, vm.form().metric().get());
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(status().contains("designs priced"), status());
        assertFalse(vm.state().found().isEmpty(), status());
        FoundDesign best = vm.state().found().get(0);
        assertTrue(best.design().mappings().values().stream().anyMatch(m -> m.strategy() instanceof ExtendedReference),
                "the best design copies the author's name into the books: " + best.design());
        assertTrue(best.figures().score() < vm.state().start().get().figures().score() / 1.5, "it pays");
        String shown = details();
        assertTrue(shown.contains("Author.books: referenced") && shown.contains("→ extended reference"), shown);
        assertTrue(shown.contains("helps list books with author names"), shown);
        assertTrue(shown.contains("advisor: "), "the advisor's rule that suggests the same move: " + shown);
        assertEquals("1 · Author.books → extended reference (child keeps the id, name)", Seen.tableCell(this, view.table(), "design-1", "search-col-design"));
        assertTrue(lookup("#search-compare").queryAs(Button.class).isDisabled(), "nothing to compare before it is added");
        Shots.save(this, view, "search-panel");

        dialogs.answerName("found by search");
        clickOn("#search-add");
        assertEquals(List.of("hybrid", "plain-reference", "found by search"), project().designs().stream().map(Design::name).toList());
        assertEquals("plain-reference", project().activeDesign(), "the design being edited stays the same");
        assertEquals(best.design().mappings(), project().design("found by search").orElseThrow().mappings());
        assertEquals("Add design found by search found by the search", source.history().undoDescription().orElseThrow());

        clickOn("#search-compare");
        assertEquals(List.of("found by search"), compared);

        undo();
        assertTrue(project().design("found by search").isEmpty(), "Undo removes the design");
        assertTrue(lookup("#search-compare").queryAs(Button.class).isDisabled(), "the design is gone: nothing to compare");
    }

    @Test
    void theSameSeedFindsTheSameDesignsAndAPinnedRelationshipStaysAsItIs() {
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        List<Design> first = vm.state().found().stream().map(FoundDesign::design).toList();
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(first, vm.state().found().stream().map(FoundDesign::design).toList(), "deterministic for a seed and budget");

        clickOn("#search-pin-author-books");
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm.state().found().stream().noneMatch(f -> f.changes().stream().anyMatch(c -> c.subject().equals("author-books"))),
                "a kept relationship is never changed: " + vm.state().found());
    }

    @Test
    void stopsAfterTheDesignsAskedForWithTheSameDesignsEachTime() {
        clickOn("#search-max-designs").write("12");
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(status().startsWith("12 designs priced") && status().contains("stopped at the design limit"), status());
        List<Design> first = vm.state().found().stream().map(FoundDesign::design).toList();
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(first, vm.state().found().stream().map(FoundDesign::design).toList(), "deterministic for a seed and design limit");

        doubleClickOn("#search-max-designs").write("many");
        clickOn("#search-start");
        assertEquals("Stop after: a whole number above 0, or blank for no limit, not 'many'", status());
    }

    @Test
    void anEmptyTableSaysWhyNothingWasFound() {
        assertEquals("No designs found yet.", lookup("#search-empty").queryAs(Label.class).getText());
        clickOn("#search-pin-author-books");
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(vm.state().found().isEmpty(), "every relationship is kept as it is: " + vm.state().found());
        String empty = lookup("#search-empty").queryAs(Label.class).getText();
        assertTrue(empty.startsWith("No design found better than the current one"), empty);
        assertTrue(lookup("#search-empty").queryAs(Label.class).isVisible(), "the table shows the reason");
        Shots.save(this, view, "search-panel-nothing-found");
    }

    @Test
    void aBadNumberIsRefusedWithTheFieldNamed() {
        doubleClickOn("#search-budget").eraseText(4).write("soon");
        clickOn("#search-start");
        assertEquals("Time budget: seconds above 0 and at most an hour, not 'soon'", status());
        assertTrue(vm.state().found().isEmpty());
        doubleClickOn("#search-budget").eraseText(4).write("10").type(KeyCode.TAB);
        doubleClickOn("#search-read-weight").write("0");
        doubleClickOn("#search-write-weight").write("0");
        clickOn("#search-start");
        assertEquals("Read weight and write weight: at least one must be above 0", status());
    }
}
