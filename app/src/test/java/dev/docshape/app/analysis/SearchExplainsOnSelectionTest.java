package dev.docshape.app.analysis;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.search.FoundDesign;
import dev.docshape.app.analysis.search.SearchView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.testing.HeldExplanationsTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17, decisions 0489 and 0502: when the search ends, every design it proposes is listed at once with its changes
 * and figures, and explained off the UI thread, one at a time; the selected row is explained next, before the others in
 * rank order. Here the search runs on the worker and every explanation waits in a held lane
 * until the test lets it run, so the test sees the list before any is explained.
 */
class SearchExplainsOnSelectionTest extends HeldExplanationsTestBase {
    private SearchViewModel vm;
    private SearchView view;

    /** Every relationship referenced: far from the best design, so the search proposes several designs. */
    private static Project allReferenced(Project project) {
        Design design = project.active();
        for (Relationship r : project.model().relationships()) {
            design = design.withMapping(r.id(), Mapping.reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID));
        }
        return project.withDesigns(List.of(design), design.name());
    }

    private String row(int rank) {
        return Seen.tableCell(this, view.table(), "design-" + rank, "search-col-design");
    }

    private String details() {
        return Seen.texts(lookup("#search-details").query());
    }

    @Test
    void allRowsShowAtOnceAndTheSelectedOneIsExplainedNext() throws Exception {
        open(allReferenced(SyntheticModels.generate(60, 120, 30, 1)), a -> view = PanelViews.search(vm = new SearchViewModel(a, name -> { })),
                620, 760);
        doubleClickOn("#search-max-designs").write("3000");
        clickOn("#search-start");
        FxWait.until("the search stopped", () -> !vm.job().runningProperty().get());

        int rows = vm.state().found().size();
        assertTrue(rows >= 3, "the search proposes several designs: " + lookup("#search-status").queryAs(javafx.scene.control.Label.class).getText());
        assertTrue(lookup("#search-status").queryAs(javafx.scene.control.Label.class).getText()
                .contains(rows + " designs within the limits do better"), "every proposal is listed");
        assertTrue(vm.state().found().stream().allMatch(f -> f.explanation() == FoundDesign.Explanation.UNDER_WAY), "nothing is explained yet");
        for (int rank = 1; rank <= 3; rank++) {
            assertTrue(row(rank).startsWith(rank + " · ") && row(rank).contains(" → "), "its changes before its explanation (decision 0502): " + row(rank));
        }
        String third = row(3);
        assertTrue(vm.state().found().stream().allMatch(f -> f.figures().score() < vm.state().start().get().figures().score()),
                "each row has its figures");
        assertTrue(details().contains("Explaining why each change pays…"), details());
        assertFalse(lookup("#search-add").queryAs(Button.class).isDisabled(), "the design listed is the one added (decision 0502)");
        assertEquals(1, explanations.waiting(), "one explanation at a time: the selected first row's");
        Shots.save(this, view, "search-panel-explaining");

        List<Integer> explainedInTurn = new ArrayList<>();
        interact(() -> vm.state().found().addListener((ListChangeListener<FoundDesign>) change -> {
            while (change.next()) {
                for (FoundDesign f : change.getAddedSubList()) if (f.explained()) explainedInTurn.add(f.rank());
            }
        }));
        clickOn(third);
        assertEquals(3, vm.selectedProperty().get().rank());
        boolean[] done = new boolean[1];
        while (!done[0]) {
            explanations.release();
            FxWait.until("explanations asked for or every row explained", () -> explanations.waiting() > 0 || everyRowExplained());
            interact(() -> done[0] = everyRowExplained());
        }

        assertEquals(1, explainedInTurn.get(0), "the first row's explanation was under way when the third was selected");
        assertEquals(3, explainedInTurn.get(1), "the selected row comes before the rank order");
        assertEquals(rows, explainedInTurn.size(), "then the rest: " + explainedInTurn);
        FoundDesign explained = vm.selectedProperty().get();
        assertEquals(3, explained.rank(), "the selection stays on the row explained");
        assertFalse(explained.changes().isEmpty());
        assertEquals(third, row(3), "the explanation leaves the row as it was");
        String shown = details();
        assertFalse(shown.contains("Explaining"), shown);
        assertTrue(shown.contains(" → ") && shown.contains("helps "), "its changes and the patterns each helps: " + shown);
        assertFalse(lookup("#search-add").queryAs(Button.class).isDisabled(), "an explained design can be added");
    }

    /** On the UI thread. */
    private boolean everyRowExplained() {
        return vm.state().found().stream().allMatch(FoundDesign::explained);
    }
}
