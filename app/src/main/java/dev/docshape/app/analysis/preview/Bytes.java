package dev.docshape.app.analysis.preview;

import dev.docshape.model.Numbers;

/** Byte counts as the panels show them: 812 B, 1.2 KiB, 16 MiB (the one style of {@link Numbers#bytes}). */
public final class Bytes {
    private Bytes() {
    }

    public static String format(double bytes) {
        return Numbers.bytes(bytes);
    }
}
