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
}
