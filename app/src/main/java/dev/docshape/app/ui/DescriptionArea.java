package dev.docshape.app.ui;

import dev.docshape.app.text.PathBreaks;
import javafx.scene.control.TextArea;

import java.util.function.Consumer;

/**
 * The one box for words about something (the project, an entity, the selected field; decisions 0548, 0556, 0566): a
 * wrapped {@link Inputs#committingArea}, committed on leaving it or Ctrl+Enter, whose long paths and hyphenated words
 * break after a slash or a hyphen while shown and while typed ({@link SoftBreaks}); the text committed and kept is
 * plain, without those breaks.
 */
public final class DescriptionArea {
    private DescriptionArea() {
    }

    /** A box of {@code rows} lines calling {@code commit} with its plain text. */
    public static TextArea create(String id, String tooltip, int rows, Consumer<String> commit) {
        TextArea area = Inputs.committingArea(id, tooltip, rows, text -> commit.accept(PathBreaks.plain(text)));
        SoftBreaks.install(area);
        return area;
    }

    /** Shows {@code text} (null: empty), as {@link Inputs#show} does. */
    public static void show(TextArea area, String text) {
        Inputs.show(area, text == null ? "" : PathBreaks.breakable(text));
    }
}
