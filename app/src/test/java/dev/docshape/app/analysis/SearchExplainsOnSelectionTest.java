package dev.docshape.app.analysis;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.live.Scheduler;
import dev.docshape.app.analysis.search.FoundDesign;
import dev.docshape.app.analysis.search.SearchView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.testing.WorkerPanelTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.ui.tasks.HeldLane;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.synthetic.SyntheticModels;
import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17, decision 0489: when the search ends, every design it proposes is listed at once from its figures, each row
 * saying "explaining…" until its changes are explained off the UI thread, one at a time; the selected row is explained
 * next, before the others in rank order. Here the search runs on the worker and every explanation waits in a held lane
 * until the test lets it run, so the test sees the list before any is explained.
 */
class SearchExplainsOnSelectionTest extends WorkerPanelTestBase {
    private final HeldLane explanations = new HeldLane();
    private final AtomicInteger jobs = new AtomicInteger();
    private SearchViewModel vm;
    private SearchView view;

    /** The first job (the search) on the worker, every later one (the explanations) held. */
    @Override
    protected AnalysisServices services() {
        Executor searchNowExplainLater = work -> {
            if (jobs.getAndIncrement() == 0) worker.execute(work);
            else explanations.execute(work);
        };
        return new AnalysisServices(TaskRunner.direct().withUi(Platform::runLater).withLane(TaskRunner.Lane.JOBS, searchNowExplainLater),
                Scheduler.immediate(), Duration.ZERO, dialogs);
    }

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
        for (int rank = 1; rank <= 3; rank++) assertEquals(rank + " · explaining…", row(rank), "nothing is explained yet");
        assertTrue(vm.state().found().stream().allMatch(f -> f.explanation() == FoundDesign.Explanation.UNDER_WAY), "nor further down");
        assertTrue(vm.state().found().stream().allMatch(f -> f.figures().score() < vm.state().start().get().figures().score()),
                "each row has its figures");
        assertTrue(details().contains("Explaining its changes and why each pays…"), details());
        assertTrue(lookup("#search-add").queryAs(Button.class).isDisabled(), "a design is added once explained");
        assertEquals(1, explanations.waiting(), "one explanation at a time: the selected first row's");
        Shots.save(this, view, "search-panel-explaining");

        List<Integer> explainedInTurn = new ArrayList<>();
        interact(() -> vm.state().found().addListener((ListChangeListener<FoundDesign>) change -> {
            while (change.next()) {
                for (FoundDesign f : change.getAddedSubList()) if (f.explained()) explainedInTurn.add(f.rank());
            }
        }));
        clickOn("3 · explaining…");
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
        FoundDesign third = vm.selectedProperty().get();
        assertEquals(3, third.rank(), "the selection stays on the row explained");
        assertFalse(third.changes().isEmpty());
        assertFalse(row(3).contains("explaining"), row(3));
        assertTrue(row(3).startsWith("3 · "), row(3));
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
