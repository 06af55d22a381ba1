package dev.docshape.app.ui;

import dev.docshape.app.text.PathBreaks;
import javafx.scene.control.TextFormatter;
import javafx.scene.control.TextInputControl;

/**
 * A wrapped box whose long paths and hyphenated words break after a slash or a hyphen while the user types in it too,
 * not only when shown (decision 0561, after 0548): every change is shown as {@link PathBreaks#breakable} words it, the
 * caret kept after the same letters. A Backspace or Delete that would take only the invisible break takes the letter
 * beside it as well, so every key press changes what the user sees. Callers keep {@link PathBreaks#plain} of the text.
 */
public final class SoftBreaks {
    private SoftBreaks() {
    }

    public static void install(TextInputControl box) {
        box.setTextFormatter(new TextFormatter<>(SoftBreaks::rebreak));
    }

    private static TextFormatter.Change rebreak(TextFormatter.Change change) {
        if (!change.isContentChange()) return change;
        String before = change.getControlText();
        if (change.getText().isEmpty() && onlyBreaks(before.substring(change.getRangeStart(), change.getRangeEnd()))) {
            boolean backwards = change.getControlCaretPosition() >= change.getRangeEnd();
            if (backwards && change.getRangeStart() > 0) change.setRange(change.getRangeStart() - 1, change.getRangeEnd());
            else if (!backwards && change.getRangeEnd() < before.length()) change.setRange(change.getRangeStart(), change.getRangeEnd() + 1);
        }
        String after = change.getControlNewText();
        String plain = PathBreaks.plain(after);
        String shown = PathBreaks.breakable(plain);
        if (shown.equals(after)) return change;
        int caret = PathBreaks.plain(after.substring(0, change.getCaretPosition())).length();
        int anchor = PathBreaks.plain(after.substring(0, change.getAnchor())).length();
        change.setRange(0, before.length());
        change.setText(shown);
        change.selectRange(shownIndex(shown, anchor), shownIndex(shown, caret));
        return change;
    }

    private static boolean onlyBreaks(String removed) {
        return !removed.isEmpty() && PathBreaks.plain(removed).isEmpty();
    }

    /** Where the {@code letters}-th letter of the plain text ends in {@code shown}, past a break that follows it. */
    private static int shownIndex(String shown, int letters) {
        int i = 0;
        for (int seen = 0; seen < letters && i < shown.length(); i++) {
            if (PathBreaks.plain(String.valueOf(shown.charAt(i))).length() == 1) seen++;
        }
        while (i < shown.length() && PathBreaks.plain(String.valueOf(shown.charAt(i))).isEmpty()) i++;
        return i;
    }
}
