package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.text.PathBreaks;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.PathElement;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 15, decision 0548: the inspector's project description broke the ride-hailing example's folder mid-word,
 * "ride-hailing-docume" / "nts", in a side panel narrower than the path. Now a long path or hyphenated word breaks
 * after a slash or a hyphen; what the user types and what the project keeps carry nothing added.
 */
class ProjectDescriptionWrapTest extends DesignerTestBase {

    @Test
    void aLongPathInTheDescriptionBreaksAfterASlashOrAHyphenNeverInsideAWord() throws Exception {
        TextArea box = rideHailingDescription();
        TreeMap<String, String> midWord = new TreeMap<>();
        for (double width : new double[] {1280, 1008}) {
            resizeWindow(width, 700);
            for (double panel : new double[] {500, 440, 380, 340}) {
                sidePanel(panel);
                List<String> found = midWord(linesShown(box));
                if (!found.isEmpty()) midWord.put((int) width + " window, " + (int) panel + " px panel", String.join(", ", found));
            }
        }
        assertEquals(new TreeMap<>(), midWord, "no line of the description ends inside a word");
        assertTrue(box.getText().contains("ride-\u200Ahailing-\u200Adocuments"), "the long path has its breaks");

        clickOn(box);
        assertEquals(project().description(), PathBreaks.plain(box.getText()), "typed in as written");
        push(KeyCode.SHORTCUT, KeyCode.END);
        write(" See docs/workloads.md.");
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(project().description().endsWith("embedded in their trip. See docs/workloads.md."), project().description());
        assertTrue(project().description().indexOf('\u200A') < 0, "the project keeps no hair space");
        assertTrue(project().description().contains("(examples/workloads/ride-hailing-documents)"), "kept as written");
    }

    @Test
    void aLongPathBeingTypedBreaksAfterASlashOrAHyphenNeverInsideAWord() throws Exception {
        TextArea box = rideHailingDescription();
        sidePanel(340);
        clickOn(box);
        push(KeyCode.SHORTCUT, KeyCode.END);
        write(" Exported to exports/ride-hailing-documents/trips-and-riders-export.jsonx");
        push(KeyCode.BACK_SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, box, "description-typing");
        assertTrue(box.isFocused(), "still typing");
        assertTrue(PathBreaks.plain(box.getText()).endsWith("exports/ride-hailing-documents/trips-and-riders-export.json"),
                "Backspace took the letter typed last: " + box.getText());
        assertEquals(List.of(), midWord(linesShown(box)), "no line of the box being typed in ends inside a word");

        for (int i = 0; i < "-export.json".length(); i++) push(KeyCode.BACK_SPACE);
        assertTrue(PathBreaks.plain(box.getText()).endsWith("trips-and-riders"),
                "each Backspace takes a letter the user sees, the hyphen too: " + box.getText());
        push(KeyCode.SHORTCUT, KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(project().description().endsWith(" Exported to exports/ride-hailing-documents/trips-and-riders"),
                project().description());
        assertTrue(project().description().indexOf('\u200A') < 0, "the project keeps no hair space");
    }

    /** The ride-hailing example's description box, shown with nothing selected. */
    private TextArea rideHailingDescription() throws Exception {
        openWorkload("ride-hailing");
        interact(() -> vm.selection().clear());
        WaitForAsyncUtils.waitForFxEvents();
        return lookup("#inspector-project-description").queryAs(TextArea.class);
    }

    private void sidePanel(double width) {
        interact(() -> {
            javafx.scene.control.SplitPane split = (javafx.scene.control.SplitPane) window.view().lookup("#main-split");
            split.setDividerPosition(split.getDividers().size() - 1, 1 - width / split.getWidth());
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Each pair of lines where the first ends and the second begins with a letter or digit. */
    private static List<String> midWord(List<String> lines) {
        List<String> found = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String before = lines.get(i - 1);
            String after = lines.get(i);
            if (!before.isEmpty() && !after.isEmpty() && Character.isLetterOrDigit(before.charAt(before.length() - 1))
                    && Character.isLetterOrDigit(after.charAt(0))) {
                found.add("\"" + before + "\" / \"" + after + "\"");
            }
        }
        return found;
    }

    /** The lines the box draws, as the text layout broke them. */
    private static List<String> linesShown(TextArea box) {
        Text text = (Text) box.lookup(".content .text");
        String s = text.getText();
        List<String> lines = new ArrayList<>();
        int start = 0;
        double y = lineTop(text, 0);
        for (int i = 1; i < s.length(); i++) {
            double at = lineTop(text, i);
            if (at > y + 1) {
                lines.add(s.substring(start, i));
                start = i;
                y = at;
            }
        }
        lines.add(s.substring(start));
        return lines;
    }

    private static double lineTop(Text text, int index) {
        PathElement[] caret = text.caretShape(index, true);
        return caret.length > 0 && caret[0] instanceof MoveTo move ? move.getY() : 0;
    }
}
