package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.compare.CompareView;
import dev.docshape.app.analysis.compare.CompareViewModel;
import dev.docshape.app.analysis.compare.Scorecard;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import javafx.scene.control.Label;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Keep a snapshot, change mappings, compare side by side, switch back. */
class CompareTest extends PanelTestBase {
    private CompareView view;
    private CompareViewModel vm;

    @BeforeEach
    void showOneDesign() {
        var project = Examples.load("s7-patron-address.docshape");
        var embedded = project.design("embedded").orElseThrow();
        open(project.withDesigns(List.of(embedded), "embedded"), a -> {
            vm = new CompareViewModel(a);
            return view = PanelViews.compare(vm);
        }, 760, 420);
    }

    /** Keeps the design as the snapshot "all embedded", then references the address in the design edited. */
    private void keepAllEmbeddedThenReferenceTheAddress() {
        dialogs.answerName("all embedded");
        clickOn("#compare-keep");
        flip("patron-address", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
    }

    private String cell(String row, String column) {
        return Seen.tableCell(this, view.table(), row, column);
    }

    @Test
    void aSnapshotIsComparedWithTheChangedDesignPatternByPattern() {
        assertTrue(lookup("#compare-verdict").queryAs(Label.class).getText().startsWith("The project has one design"));
        dialogs.answerName("all embedded");
        clickOn("#compare-keep");
        assertEquals(List.of("embedded", "all embedded"), project().designs().stream().map(Design::name).toList());
        assertEquals("embedded", project().activeDesign(), "the design being edited stays the same");
        assertEquals("Keep design embedded as snapshot all embedded", source.history().undoDescription().orElseThrow());

        flip("patron-address", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        assertEquals("2\nvs 1", cell("read-patron-with-address", "compare-col-round-trips"),
                "S7: the referenced address costs a second query; the snapshot's figure under the current one");
        assertEquals("0", cell("read-patron-with-address", "compare-col-docs-written"), "the same under both: one line");
        var verdict = lookup("#compare-verdict").queryAs(Label.class).getText();
        assertTrue(verdict.startsWith("Per second, all embedded → embedded: round trips 20 → 40"), verdict);
        assertTrue(lookup("#compare-col-round-trips").query() != null);
        var rightCell = lookup(".figure-cell").match(n -> n.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("worse"))).tryQuery();
        assertTrue(rightCell.isPresent(), "the worse figure is marked");
    }

    @Test
    void switchingBackToTheSnapshotComparesWithTheDesignLeft() {
        keepAllEmbeddedThenReferenceTheAddress();
        String flipStep = source.history().undoDescription().orElseThrow();
        long revision = source.history().revision();
        clickOn("#compare-switch");
        assertEquals("all embedded", project().activeDesign());
        assertEquals("embedded", vm.compareWithProperty().get());
        assertEquals("1\nvs 2", cell("read-patron-with-address", "compare-col-round-trips"));
        // which design is shown is view state (decision 0381): the last edit stays the one to undo
        assertEquals(flipStep, source.history().undoDescription().orElseThrow());
        assertEquals(revision, source.history().revision(), "a switch is no new revision");
        undo();
        assertEquals("all embedded", project().activeDesign(), "undo takes back the flip, not the switch");
    }

    @Test
    void aSnapshotNameInUseIsRefusedWithTheReason() {
        dialogs.answerName("embedded");
        clickOn("#compare-keep");
        assertEquals(1, project().designs().size());
        assertTrue(vm.state().problem().get().contains("embedded"), vm.state().problem().get());
    }

    @Test
    void totalsAreWeightedByFrequency() {
        keepAllEmbeddedThenReferenceTheAddress();
        Scorecard card = vm.state().scorecard().get();
        assertEquals(20, card.row(Scorecard.TOTALS_ID).orElseThrow().left(Scorecard.Metric.ROUND_TRIPS), 1e-9);
        assertEquals(40, card.row(Scorecard.TOTALS_ID).orElseThrow().right(Scorecard.Metric.ROUND_TRIPS), 1e-9);
        assertEquals("40\nvs 20", cell(Scorecard.TOTALS_ID, "compare-col-round-trips"));
    }
}
