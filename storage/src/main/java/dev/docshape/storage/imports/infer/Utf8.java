package dev.docshape.storage.imports.infer;

/** The UTF-8 size of a string without encoding it. */
final class Utf8 {
    private Utf8() {
    }

    static int length(String s) {
        int n = s.length();
        int bytes = n;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                if (c < 0x800) bytes += 1;
                else if (Character.isHighSurrogate(c)) {
                    bytes += 2;
                    i++;
                } else bytes += 2;
            }
        }
        return bytes;
    }
}
