package dev.docshape.model.mapping;

/** The children are grouped in bucket documents of {@code size}, each holding the parent's id. */
public record Bucket(int size) implements Strategy {
    public Bucket {
        if (size < 1) throw new IllegalArgumentException("bucket size must be at least 1, was " + size);
    }

    @Override
    public boolean embedsChildren() {
        return false;
    }

    @Override
    public String label() {
        return "bucket";
    }
}
