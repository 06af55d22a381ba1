package dev.docshape.app.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Decision 0548: where a long path or hyphenated word may break in a wrapped box, and the text kept without it. */
class PathBreaksTest {
    private static final String H = "\u200A";

    @Test
    void aLongPathMayBreakAfterEachSlashAndHyphenAndGivesBackTheTextAsWritten() {
        String written = "imported (examples/workloads/ride-hailing-documents): riders, drop-off";
        String shown = PathBreaks.breakable(written);
        assertEquals("imported (examples/" + H + "workloads/" + H + "ride-" + H + "hailing-" + H + "documents): riders, drop-off", shown,
                "breaks inside the long path only; 'drop-off' is short enough for any line");
        assertEquals(written, PathBreaks.plain(shown));
    }

    @Test
    void aSlashAtAWordsEdgeAndTextWithoutLongWordsAreLeftAlone() {
        assertEquals("/usr/" + H + "local/" + H + "share/" + H + "docshape/", PathBreaks.breakable("/usr/local/share/docshape/"),
                "none before the first character nor after the last");
        assertEquals("A blog\nwith posts.", PathBreaks.breakable("A blog\nwith posts."));
        assertEquals("", PathBreaks.breakable(""));
    }
}
