package dev.docshape.app.analysis;

import dev.docshape.app.analysis.search.FoundDesign;
import dev.docshape.app.analysis.search.SearchView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.search.DesignChange;
import dev.docshape.model.synthetic.SyntheticModels;
import dev.docshape.storage.file.ProjectFiles;
import javafx.collections.ListChangeListener;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17 (decision 0226): the designs listed while the search runs are cleaned of changes that do nothing, as the
 * proposals at the end are. In storage's workload blog-user-feed, from the design "referenced", Post always has a
 * collection of its own; the search's restarts give it "keeps a collection of its own" anyway. And the status says how
 * far the best design so far is from the size limits while it breaks them.
 */
class SearchRowsWhileRunningTest extends PanelTestBase {
    private static final Path BLOG_USER_FEED = Path.of("..", "storage", "src", "test", "resources", "workloads", "blog-user-feed.docshape");

    @Test
    void theRowsShownWhileTheSearchRunsListNoChangeThatDoesNothing() throws Exception {
        Project blog = ProjectFiles.load(BLOG_USER_FEED);
        SearchViewModel[] vm = new SearchViewModel[1];
        SearchView view = open(blog.withDesigns(blog.designs(), "referenced"), a -> PanelViews.search(vm[0] = new SearchViewModel(a, name -> { })),
                620, 760);
        interact(() -> analysis.profileProperty().set(Profile.cosmos()));
        List<FoundDesign> shownWhileRunning = new ArrayList<>();
        interact(() -> view.table().getItems().addListener((ListChangeListener<FoundDesign>) change -> {
            if (vm[0].job().runningProperty().get()) shownWhileRunning.addAll(change.getList());
        }));
        doubleClickOn("#search-seed").eraseText(6).write("3");
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        String status = lookup("#search-status").queryAs(Label.class).getText();
        assertTrue(status.contains("designs priced"), status);

        assertFalse(shownWhileRunning.isEmpty(), "rows are shown while the search runs");
        Design start = project().design("referenced").orElseThrow();
        for (FoundDesign row : shownWhileRunning) {
            assertFalse(row.changes().isEmpty(), "a row shown changes something: " + row);
            for (DesignChange c : row.changes()) {
                assertFalse(idle(project().model(), start, row.design(), c),
                        "row " + row.rank() + " shown while running lists a change that does nothing: " + c.subject() + ": " + c.from()
                                + " → " + c.to());
            }
        }
    }

    /** The synthetic model under Cosmos DB breaks 17 size limits: while the search runs, the status says how many the best design still breaks. */
    @Test
    void theStatusSaysHowManyLimitsTheBestDesignSoFarStillBreaks() {
        SearchViewModel[] vm = new SearchViewModel[1];
        SearchView view = open(SyntheticModels.generate(150, 300, 60, 1), a -> PanelViews.search(vm[0] = new SearchViewModel(a, name -> { })),
                620, 760);
        interact(() -> analysis.profileProperty().set(Profile.cosmos()));
        Label status = lookup("#search-status").queryAs(Label.class);
        List<String> shownWhileRunning = new ArrayList<>();
        interact(() -> status.textProperty().addListener((obs, old, now) -> {
            if (vm[0].job().runningProperty().get()) shownWhileRunning.add(now);
        }));
        doubleClickOn("#search-budget").eraseText(4).write("2");
        clickOn("#search-start");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(shownWhileRunning.stream().anyMatch(s -> s.startsWith("Searching…") && s.matches(".*; it still breaks \\d+ of the start's 17 limits\\.")),
                String.join("\n", shownWhileRunning));
        String end = status.getText();
        Shots.save(this, view, "search-panel-limits");
        javafx.geometry.Bounds add = lookup("#search-add").query().localToScene(lookup("#search-add").query().getBoundsInLocal());
        assertTrue(add.getMaxY() <= view.getScene().getHeight(),
                "300 relationships to keep as they are scroll: the table and its buttons stay in the window, " + add);
        assertTrue(end.contains("within the limits do") || end.contains("No design found that keeps to the limits: the start breaks 17"), end);
    }

    /** True when taking {@code c} back alone from {@code design} leaves every pattern's cost and every collection as they are. */
    private static boolean idle(DataModel model, Design start, Design design, DesignChange c) {
        Design back = switch (c.kind()) {
            case MAPPING -> design.withMapping(c.subject(), start.mappingFor(model.relationship(c.subject()).orElseThrow()));
            case STANDALONE -> design.withStandalone(c.subject(), start.standalone().contains(c.subject()));
            default -> null;
        };
        if (back == null) return false;
        Estimate with = Estimator.estimate(model, design, Profile.cosmos());
        Estimate without = Estimator.estimate(model, back, Profile.cosmos());
        if (with.patterns().size() != without.patterns().size() || with.collections().size() != without.collections().size()) return false;
        for (int i = 0; i < with.patterns().size(); i++) {
            PatternEstimate a = with.patterns().get(i);
            PatternEstimate b = without.patterns().get(i);
            if (Math.abs(a.ru() - b.ru()) > 1e-9 * Math.max(1, a.ru()) || a.roundTrips() != b.roundTrips()) return false;
        }
        for (int i = 0; i < with.collections().size(); i++) {
            CollectionEstimate a = with.collections().get(i);
            CollectionEstimate b = without.collections().get(i);
            if (!a.name().equals(b.name()) || a.avgBytes() != b.avgBytes() || a.status() != b.status()) return false;
        }
        return true;
    }
}
