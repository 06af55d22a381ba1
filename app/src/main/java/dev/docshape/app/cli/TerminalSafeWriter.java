package dev.docshape.app.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;

/**
 * What the command line prints, with every character that could act on a terminal written as a
 * visible {@code \}{@code uXXXX} escape: C0 and C1 controls (ESC sequences set titles and clear
 * screens, BEL rings), DEL, line and paragraph separators, bidirectional overrides, and lone
 * surrogates. Tab and line feeds stay, and a carriage return only as part of Windows' line end. The escape is also JSON's, so {@code --json} output stays valid
 * JSON with the same values. Names in a project file are the user's data and may hold any of these.
 */
final class TerminalSafeWriter extends FilterWriter {
    /** A carriage return waiting to see whether a line feed follows (the Windows line end). */
    private boolean pendingReturn;
    /** A high surrogate waiting for its low half. */
    private char pendingHigh;

    /** Whether a carriage return before a line feed is this platform's line end (Windows) rather than a name's. */
    private final boolean crlfLines;

    TerminalSafeWriter(Writer out) {
        this(out, "\r\n".equals(System.lineSeparator()));
    }

    TerminalSafeWriter(Writer out, boolean crlfLines) {
        super(out);
        this.crlfLines = crlfLines;
    }

    @Override
    public void write(int c) throws IOException {
        char ch = (char) c;
        if (pendingReturn) {
            pendingReturn = false;
            if (ch == '\n') {
                out.write("\r\n");
                return;
            }
            escape('\r');
        }
        if (pendingHigh != 0) {
            char high = pendingHigh;
            pendingHigh = 0;
            if (Character.isLowSurrogate(ch)) {
                out.write(high);
                out.write(ch);
                return;
            }
            escape(high);
        }
        if (ch == '\r' && crlfLines) {
            pendingReturn = true;
        } else if (Character.isHighSurrogate(ch)) {
            pendingHigh = ch;
        } else if (unsafe(ch)) {
            escape(ch);
        } else {
            out.write(ch);
        }
    }

    @Override
    public void write(char[] buffer, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) write(buffer[i]);
    }

    @Override
    public void write(String text, int offset, int length) throws IOException {
        for (int i = offset; i < offset + length; i++) write(text.charAt(i));
    }

    /** A carriage return on purpose (a progress line rewritten in place), not one from a name. */
    void lineStart() throws IOException {
        settle();
        out.write('\r');
        out.flush();
    }

    @Override
    public void flush() throws IOException {
        settle();
        super.flush();
    }

    @Override
    public void close() throws IOException {
        settle();
        super.close();
    }

    /** A lone half or a bare carriage return at a flush is written escaped. */
    private void settle() throws IOException {
        if (pendingHigh != 0) {
            escape(pendingHigh);
            pendingHigh = 0;
        }
        if (pendingReturn) {
            escape('\r');
            pendingReturn = false;
        }
    }

    static boolean unsafe(char ch) {
        if (ch == '\n' || ch == '\t') return false;
        return ch < 0x20 || (ch >= 0x7f && ch <= 0x9f) || ch == '\u2028' || ch == '\u2029'
                || (ch >= '\u202a' && ch <= '\u202e') || (ch >= '\u2066' && ch <= '\u2069')
                || Character.isSurrogate(ch);
    }

    private void escape(char ch) throws IOException {
        out.write(String.format("\\u%04x", (int) ch));
    }
}
