package dev.docshape.model.projection;

import dev.docshape.model.JsonStrings;
import dev.docshape.model.Numbers;

/** A small indented JSON text writer (the model module has no JSON library). */
final class JsonText {
    private final StringBuilder out = new StringBuilder();
    private int indent;
    private boolean first = true;
    private boolean pendingValue;

    JsonText beginObject() {
        open('{');
        return this;
    }

    JsonText endObject() {
        close('}');
        return this;
    }

    JsonText beginArray() {
        open('[');
        return this;
    }

    JsonText endArray() {
        close(']');
        return this;
    }

    JsonText name(String name) {
        separate();
        string(name);
        out.append(": ");
        pendingValue = true; // the value follows on the same line
        return this;
    }

    JsonText value(String s) {
        separate();
        string(s);
        return this;
    }

    JsonText value(long n) {
        separate();
        out.append(n);
        return this;
    }

    JsonText value(double d) {
        separate();
        if (d == Math.rint(d) && Math.abs(d) < 1e15) out.append((long) d).append(".0");
        else if (Double.isFinite(d)) out.append(readable(d));
        else out.append("null");
        return this;
    }

    /** 39.99 rather than the 39.989999999999995 that adding doubles leaves: 12 significant digits, trailing zeros dropped. */
    static String readable(double d) {
        return Numbers.plain(d);
    }

    JsonText value(boolean b) {
        separate();
        out.append(b);
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    private void open(char bracket) {
        separate();
        out.append(bracket);
        indent++;
        first = true;
    }

    private void close(char bracket) {
        indent--;
        if (!first) newline();
        out.append(bracket);
        first = false;
    }

    private void separate() {
        if (pendingValue) {
            pendingValue = false;
            first = false;
            return;
        }
        if (!first) out.append(',');
        if (indent > 0) newline();
        first = false;
    }

    private void newline() {
        out.append('\n');
        out.append("  ".repeat(indent));
    }

    private void string(String s) {
        JsonStrings.appendQuoted(out, s);
    }
}
