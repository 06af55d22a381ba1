package dev.docshape.app.analysis.queries;

import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.app.designer.AnalysisPanels;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.testing.Shots;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TabPane;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Queries tab driven like a user: the pattern picked on the Trips tab is the one shown, the
 * operations listed are the round trips the Trips tab shows (after every flip), the language can
 * be switched, and the text can be copied.
 */
class QueriesTabTest extends PanelTestBase {
    private static final Pattern STEP = Pattern.compile("(?m)^  const step\\d+ = ");
    private AnalysisPanels panels;

    private void show(String example) {
        open(Examples.load(example), a -> {
            panels = new AnalysisPanels(a, () -> null);
            TabPane tabs = new TabPane();
            tabs.getTabs().addAll(panels.tabs());
            return new BorderPane(tabs);
        }, 760, 620);
    }

    private String code() {
        return lookup("#queries-code").queryAs(TextArea.class).getText();
    }

    private static int steps(String code) {
        Matcher m = STEP.matcher(code);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    @SuppressWarnings("unchecked")
    private String tripsFigure(String patternId) {
        clickOn("Trips");
        TableView<TripRow> table = lookup("#trips-table").queryAs(TableView.class);
        String figure = Seen.figure(this, table, patternId, TripRow.Column.ROUND_TRIPS.nodeId());
        return figure.contains("→") ? figure.substring(figure.indexOf('→') + 1).trim() : figure;
    }

    @Test
    void followsThePatternSelectedOnTheTripsTabAndListsOneOperationPerRoundTripAfterEveryFlip() {
        show("s1-person-contacts.docshape");
        clickOn("Trips");
        clickOn("update person with contacts and addresses");
        String trips = tripsFigure("update-person");

        clickOn("Queries");
        assertEquals("update-person", lookup("#queries-pattern").queryAs(ComboBox.class).getValue() instanceof
                QueriesViewModel.PatternChoice c ? c.id() : null);
        assertTrue(code().contains("// update person with contacts and addresses"), code());
        assertEquals(Integer.parseInt(trips), steps(code()), code());
        assertTrue(lookup("#queries-summary").queryAs(Label.class).getText().startsWith(trips + " operation"),
                lookup("#queries-summary").queryAs(Label.class).getText());

        flip("person-addresses", Examples.mappingIn(project(), "referenced", "person-addresses"));
        String after = tripsFigure("update-person");
        assertTrue(Integer.parseInt(after) > Integer.parseInt(trips), "referencing the addresses costs a write more");
        clickOn("Queries");
        assertEquals(Integer.parseInt(after), steps(code()), code());
        assertTrue(code().contains("db.getCollection(\"Address\")"), code());

        undo();
        assertEquals(Integer.parseInt(trips), steps(code()), code());
    }

    @Test
    void thePatternAndTheLanguageAreChosenInTheTab() {
        show("s2-post-comments.docshape");
        clickOn("Queries");
        clickOn("#queries-pattern").clickOn("add a comment");
        assertTrue(code().contains("// add a comment"), code());
        assertEquals("add-comment", panels.patterns().selectedIdProperty().get(), "the Patterns tab follows");
        String trips = tripsFigure("add-comment");
        clickOn("Queries");
        assertEquals(Integer.parseInt(trips), steps(code()));

        clickOn("#queries-language").clickOn("java");
        assertTrue(code().contains("public final class QueryTemplates"), code());
        assertTrue(code().contains("addAComment("), code());
        clickOn("#queries-language").clickOn("cosmos-sql");
        assertTrue(code().startsWith("-- S2 "), code());
        assertTrue(code().contains("\n-- add a comment ("), code());
        assertEquals("cosmos-sql", panels.queries().languageProperty().get().label());
    }

    @Test
    void copyTakesAllTheTextAndCtrlCTakesTheSelection() {
        show("s1-person-contacts.docshape");
        clickOn("Queries");
        clickOn("#" + DesignerAction.COPY_QUERIES.nodeId());
        assertEquals(code(), clipboard());

        interact(() -> Clipboard.getSystemClipboard().clear());
        clickOn("#queries-code");
        interact(() -> lookup("#queries-code").queryAs(TextArea.class).deselect());
        press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        assertEquals(code(), clipboard(), "nothing selected: Ctrl+C copies it all");

        interact(() -> lookup("#queries-code").queryAs(TextArea.class).selectRange(3, 10));
        press(KeyCode.CONTROL, KeyCode.C).release(KeyCode.C, KeyCode.CONTROL);
        assertEquals(code().substring(3, 10), clipboard());
    }

    @Test
    void longLinesScrollInsteadOfBeingClippedInAMonospaceFont() {
        show("s2-post-comments.docshape");
        clickOn("Queries");
        TextArea area = lookup("#queries-code").queryAs(TextArea.class);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(area.getFont().getFamily().toLowerCase().contains("mono"), area.getFont().getFamily());
        boolean scrolls = area.lookupAll(".scroll-bar").stream()
                .anyMatch(n -> n instanceof ScrollBar s && s.getOrientation() == javafx.geometry.Orientation.HORIZONTAL && s.isVisible());
        assertTrue(scrolls, "the longest line is wider than the panel: a horizontal scroll bar shows it");
        Shots.save(this, stage.getScene().getRoot(), "queries-tab");
    }

    private String clipboard() {
        String[] copied = new String[1];
        interact(() -> copied[0] = Clipboard.getSystemClipboard().getString());
        return copied[0];
    }
}
