package dev.docshape.model.mapping;

/** The children live inside the parent document (denormalized). */
public record Embed() implements Strategy {
    @Override
    public boolean embedsChildren() {
        return true;
    }

    @Override
    public String label() {
        return "embedded";
    }

    // hand-written as the record's own would be, without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        return o instanceof Embed;
    }

    @Override
    public int hashCode() {
        return 0;
    }
}
