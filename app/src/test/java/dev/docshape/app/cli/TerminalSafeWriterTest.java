package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** What the command line prints never acts on the terminal, and JSON stays the same JSON. */
class TerminalSafeWriterTest {

    private static String through(String text) {
        return through(text, false);
    }

    private static String through(String text, boolean windows) {
        StringWriter target = new StringWriter();
        try (PrintWriter out = new PrintWriter(new TerminalSafeWriter(target, windows))) {
            out.print(text);
        }
        return target.toString();
    }

    @Test
    void controlSequencesSeparatorsAndLoneSurrogatesAreShownEscaped() {
        assertEquals("\\u001b]0;title\\u0007 \\u001b[2J", through("\u001b]0;title\u0007 \u001b[2J"));
        assertEquals("a\\u2028b\\u2029c \\u202e", through("a\u2028b\u2029c \u202e"));
        assertEquals("lone \\ud800 pair \ud83d\ude00 end \\udc00", through("lone \ud800 pair \ud83d\ude00 end \udc00"));
        assertEquals("bare\\u000d return", through("bare\r return"));
    }

    @Test
    void linesTabsAndOrdinaryTextStay() {
        assertEquals("one\ttwo\nthree caf\u00e9", through("one\ttwo\nthree caf\u00e9"));
        assertEquals("a\\u000d\nb", through("a\r\nb"), "on Linux and macOS a carriage return is a name's, not a line end");
        assertEquals("a\r\nb \\u000d", through("a\r\nb \r", true), "on Windows CR LF ends a line");
    }

    @Test
    void jsonOutputKeepsItsValues() throws Exception {
        String json = "{\"name\":\"x\u2028y\u0085z\"}";
        assertEquals("x\u2028y\u0085z", new ObjectMapper().readTree(through(json)).get("name").asText());
    }
}
