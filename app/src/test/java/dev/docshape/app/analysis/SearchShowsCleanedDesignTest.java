package dev.docshape.app.analysis;

import dev.docshape.app.analysis.search.FoundDesign;
import dev.docshape.app.analysis.search.SearchView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.testing.HeldExplanationsTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.testing.FxWait;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.search.DesignChanges;
import dev.docshape.model.search.DesignSearch;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.SearchConstraints;
import dev.docshape.model.search.SearchResult;
import dev.docshape.model.search.SearchSettings;
import dev.docshape.storage.file.ProjectFiles;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17, decision 0502: when the search ends, each row shows the design "Add as Design" adds, without the changes
 * that do nothing, with its changes and figures, before its explanation arrives; the explanation then adds why each
 * change pays and changes nothing in the row. The chat example's search under MongoDB proposes a design that, as the
 * search found it, holds a change that does nothing. Here the search runs on the worker and the explanations wait in a held lane.
 */
class SearchShowsCleanedDesignTest extends HeldExplanationsTestBase {
    /** The panel's form: seed 1, 600 seconds and 3,000 designs; the restarts of the command line's default (SearchForm). */
    private static final SearchSettings FORM = new SearchSettings(1, Duration.ofMinutes(10), 3_000, 8);
    private SearchViewModel vm;
    private SearchView view;

    private String row(int rank) {
        interact(() -> view.table().scrollTo(rank - 1));
        return Seen.tableCell(this, view.table(), "design-" + rank, "search-col-design");
    }

    private List<String> changesInDetails() {
        return lookup("#search-details .search-change").queryAll().stream().map(Seen::texts).toList();
    }

    @Test
    void eachRowShowsTheDesignItAddsBeforeItsExplanationAndTheExplanationLeavesTheRowAsItIs() throws Exception {
        Project chat = ProjectFiles.load(Path.of("..", "examples", "workloads", "chat-rooms.docshape"));
        open(chat, a -> view = PanelViews.search(vm = new SearchViewModel(a, name -> { })), 620, 760);
        assertEquals(Profile.mongodb().kind(), analysis.profileProperty().get().kind());
        doubleClickOn("#search-budget").eraseText(4).write("600"); // the design limit ends it, however busy the machine
        doubleClickOn("#search-max-designs").write("3000");
        clickOn("#search-start");
        FxWait.until("the search stopped", () -> !vm.job().runningProperty().get());

        // the same search without the window: its proposals as found, some holding changes that do nothing
        SearchResult same = new DesignSearch(chat.model(), Profile.mongodb(), new Objective(Objective.Metric.ROUND_TRIPS, 1, 1),
                SearchConstraints.none(), FORM, Runnable::run).run(chat.active(), p -> { }, () -> false); // the panel's advisor lane runs at once here
        List<FoundDesign> rows = new ArrayList<>(vm.state().found());
        assertEquals(same.proposalCount(), rows.size(), "every proposal is listed: " + lookup("#search-status").queryAs(javafx.scene.control.Label.class).getText());
        assertEquals(0, rows.stream().filter(FoundDesign::explained).count(), "nothing is explained yet");
        int idle = -1;
        for (int i = 0; i < rows.size(); i++) {
            FoundDesign shown = rows.get(i);
            assertEquals(same.cleaned(i).design(), shown.design(), "row " + (i + 1) + " is the design Add as Design adds");
            assertEquals(same.proposedFigures(i).figures(), shown.figures(), "with the proposal's figures");
            int found = DesignChanges.between(chat.model(), chat.active(), same.proposedFigures(i).design()).size();
            assertFalse(shown.changes().isEmpty(), "row " + (i + 1) + " lists its changes before its explanation");
            if (shown.changes().size() < found && idle < 0) idle = i;
        }
        assertTrue(idle >= 0, "a proposal of this search holds a change that does nothing");
        int rank = idle + 1;
        List<String> labels = new ArrayList<>();
        for (int r = 1; r <= rows.size(); r++) labels.add(row(r));
        FoundDesign cleaned = rows.get(idle);
        String label = labels.get(idle);
        assertFalse(label.contains("explaining"), label);
        assertTrue(label.endsWith(cleaned.changes().size() == 1 ? "" : ", and " + (cleaned.changes().size() - 1) + " more"),
                "the row counts the changes the design added has: " + label);

        clickOn(label);
        assertEquals(rank, vm.selectedProperty().get().rank());
        String details = Seen.texts(lookup("#search-details").query());
        assertTrue(details.contains("Explaining why each change pays…"), details);
        assertEquals(cleaned.changes().size(), changesInDetails().size(), "its changes, listed before the explanation: " + details);
        assertFalse(lookup("#search-add").queryAs(Button.class).isDisabled(), "the design shown is the one added: no need to wait");
        Shots.save(this, view, "search-panel-cleaned-before-explained");

        while (!rows.isEmpty()) {
            explanations.release();
            FxWait.until("explanations asked for or every row explained", () -> explanations.waiting() > 0 || everyRowExplained());
            boolean[] done = new boolean[1];
            interact(() -> done[0] = everyRowExplained());
            if (done[0]) break;
        }
        FoundDesign explained = vm.selectedProperty().get();
        assertTrue(explained.explained());
        assertEquals(rank, explained.rank(), "the selection stays on the row explained");
        assertEquals(cleaned.design(), explained.design());
        for (int r = 1; r <= rows.size(); r++) {
            assertEquals(labels.get(r - 1), row(r), "the explanation changes nothing the row shows");
            assertEquals(rows.get(r - 1).figures(), vm.state().found().get(r - 1).figures());
        }
        details = Seen.texts(lookup("#search-details").query());
        assertFalse(details.contains("Explaining"), details);
        assertEquals(cleaned.changes().size(), changesInDetails().size(), "the same changes, now with why each pays: " + details);
    }

    /** On the UI thread. */
    private boolean everyRowExplained() {
        return vm.state().found().stream().allMatch(FoundDesign::explained);
    }
}
