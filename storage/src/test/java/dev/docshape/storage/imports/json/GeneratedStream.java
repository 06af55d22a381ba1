package dev.docshape.storage.imports.json;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/** A stream of {@code head} followed by {@code unit} repeated until {@code length} bytes: big input without a big file. */
final class GeneratedStream extends InputStream {
    private final byte[] head;
    private final byte[] unit;
    private final long length;
    private long position;

    GeneratedStream(String head, String unit, long length) {
        this.head = head.getBytes(StandardCharsets.UTF_8);
        this.unit = unit.getBytes(StandardCharsets.UTF_8);
        this.length = length;
    }

    @Override
    public int read() {
        if (position >= length) return -1;
        return byteAt(position++) & 0xff;
    }

    @Override
    public int read(byte[] buffer, int off, int len) {
        if (position >= length) return -1;
        int n = (int) Math.min(len, length - position);
        for (int i = 0; i < n; i++) buffer[off + i] = byteAt(position + i);
        position += n;
        return n;
    }

    private byte byteAt(long p) {
        if (p < head.length) return head[(int) p];
        return unit[(int) ((p - head.length) % unit.length)];
    }
}
