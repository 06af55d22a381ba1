package dev.docshape.model.profile;

import java.nio.charset.StandardCharsets;

/**
 * The UTF-8 length of a field name, remembered by the name's hash: a design search sizes the same few thousand names
 * over and over, and counting a name's characters again each time was about 5 % of its work (decision 0531).
 * Thread-safe: a slot holds one immutable pair, replaced whole.
 */
final class Utf8Lengths {
    static final int SLOTS = 4096;
    private static final Known[] KNOWN = new Known[SLOTS];

    private Utf8Lengths() {
    }

    private record Known(String name, int bytes) {
    }

    static int of(String s) {
        int slot = s.hashCode() & (SLOTS - 1);
        Known known = KNOWN[slot];
        if (known != null && known.name.equals(s)) return known.bytes;
        int bytes = count(s);
        KNOWN[slot] = new Known(s, bytes);
        return bytes;
    }

    private static int count(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) >= 0x80) return s.getBytes(StandardCharsets.UTF_8).length;
        }
        return s.length();
    }
}
