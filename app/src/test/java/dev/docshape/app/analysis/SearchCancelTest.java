package dev.docshape.app.analysis;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.search.SearchView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.analysis.testing.WorkerPanelTestBase;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The search runs on a worker thread: the best designs so far are listed as it goes, and Cancel keeps them, then explains them. */
class SearchCancelTest extends WorkerPanelTestBase {
    private SearchViewModel vm;

    /** Every relationship referenced: within the size limits, and far from the best design, so the search takes a while. */
    private static Project allReferenced(Project project) {
        Design design = project.active();
        for (Relationship r : project.model().relationships()) {
            design = design.withMapping(r.id(), Mapping.reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID));
        }
        return project.withDesigns(List.of(design), design.name());
    }

    @Test
    void theDesignsFoundSoFarAreShownWhileItRunsAndCancelKeepsThem() throws Exception {
        open(allReferenced(SyntheticModels.generate(100, 200, 50, 1)), a -> PanelViews.search(vm = new SearchViewModel(a, name -> { })), 620, 760);
        doubleClickOn("#search-budget").eraseText(4).write("600");
        clickOn("#search-start");
        FxWait.until("a first proposal found", () -> !vm.state().found().isEmpty());
        assertTrue(vm.job().runningProperty().get(), "designs are listed before the search ends");
        assertFalse(vm.state().found().get(0).changes().isEmpty(), "with their changes from the start");
        assertTrue(lookup("#search-progress").queryAs(ProgressBar.class).isVisible());
        assertTrue(lookup("#search-status").queryAs(Label.class).getText().startsWith("Searching…"));
        assertTrue(lookup("#search-start").queryAs(Button.class).isDisabled(), "one search at a time");
        clickOn("#search-cancel");
        FxWait.until("the search stopped", () -> !vm.job().runningProperty().get());
        String status = lookup("#search-status").queryAs(Label.class).getText();
        assertTrue(status.contains("cancelled: the best designs found so far"), status);
        assertFalse(vm.state().found().isEmpty(), "the designs found so far stay");
        FxWait.until("the first proposal explained", () -> vm.state().found().get(0).explained()); // off the UI thread, the selected first (decision 0489)
        assertFalse(vm.state().found().get(0).changes().isEmpty());
        assertEquals(false, lookup("#search-progress").queryAs(ProgressBar.class).isVisible());
    }
}
