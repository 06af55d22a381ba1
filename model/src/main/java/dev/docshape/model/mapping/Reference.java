package dev.docshape.model.mapping;

import java.util.Objects;

/** The children live in documents of their own, linked by id (normalized). */
public record Reference(Placement placement) implements Strategy {
    public Reference {
        Objects.requireNonNull(placement, "reference placement");
    }

    @Override
    public boolean embedsChildren() {
        return false;
    }

    @Override
    public String label() {
        return "referenced";
    }
}
