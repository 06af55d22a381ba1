package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15 point 7, decision 0532: in the side panel at its first width the advisor's findings read "war…" and "…"
 * for their severity and "n-pl…" for their rule, as the long subject beside them took the room. The severity and the
 * rule are now shown whole on every finding, in light and dark theme, and the subject is the one shortened.
 */
class AdvisorRowTest extends DesignerTestBase {

    @Test
    void everyFindingShowsItsSeverityAndRuleWhole() throws Exception {
        openWorkload("event-tickets");
        showSideTab("tab-advisor");
        inEachTheme(dark -> {
            List<Label> severities = visible(".severity-badge");
            List<Label> rules = visible(".finding-rule");
            assertFalse(severities.isEmpty(), "the workload has findings");
            for (Label severity : severities) {
                assertTrue(List.of("error", "warning", "note").contains(drawn(severity)), "a whole severity word: '" + drawn(severity) + "'");
            }
            for (Label rule : rules) {
                assertEquals(rule.getText(), drawn(rule), "the rule's name is whole");
                Node cell = rule.getParent().getParent();
                Bounds at = rule.localToScene(rule.getLayoutBounds());
                Bounds in = cell.localToScene(cell.getLayoutBounds());
                assertTrue(at.getMaxX() <= in.getMaxX() + 0.5, rule.getText() + " ends inside its finding: " + at + " in " + in);
            }
            Shots.save(this, lookup("#advisor-panel").query(), "advisor-row-" + (dark ? "dark" : "light"));
        });
    }

    private List<Label> visible(String style) {
        return lookup("#advisor-list " + style).queryAllAs(Label.class).stream()
                .filter(l -> l.isVisible() && l.getText() != null && !l.getText().isEmpty() && l.getScene() != null
                        && l.getParent().getParent().getParent() != null && l.getParent().getParent().getParent().isVisible())
                .toList();
    }
}
