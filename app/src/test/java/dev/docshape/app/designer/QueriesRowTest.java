package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 15 point 7, decision 0532: in the side panel at its first width the Queries tab's row gave the long pattern
 * name all its room, so the language box showed no language at all and the Copy Queries button read "…". Both now
 * keep the width their words need, in light and dark theme; the pattern's name is the one shortened.
 */
class QueriesRowTest extends DesignerTestBase {

    @Test
    void theLanguageAndTheCopyButtonAreReadBesideALongPatternName() throws Exception {
        openWorkload("event-tickets");
        showSideTab("tab-queries");
        inEachTheme(dark -> {
            ComboBox<?> language = lookup("#queries-language").queryAs(ComboBox.class);
            Labeled shownLanguage = (Labeled) language.lookupAll(".list-cell").stream().filter(Node::isVisible).findFirst().orElseThrow();
            assertEquals("mongosh", drawn(shownLanguage), "the language box shows its language");
            Labeled copy = lookup("#queries-panel .button").match(n -> "Copy Queries".equals(((Labeled) n).getText())).query();
            assertEquals("Copy Queries", drawn(copy), "the copy button reads whole");
            Shots.save(this, lookup("#queries-panel").query(), "queries-row-" + (dark ? "dark" : "light"));
        });
    }
}
