package dev.docshape.model.mapping;

import java.util.List;
import java.util.Objects;

/**
 * A reference that also copies a few fields of the referenced documents, enough to show them
 * without a second request. Renaming a copied field's source rewrites every copy.
 *
 * @param holder       the side that keeps the copies
 * @param copiedFields the fields of the other side that are copied (besides its id)
 */
public record ExtendedReference(Holder holder, List<String> copiedFields) implements Strategy {
    public ExtendedReference {
        Objects.requireNonNull(holder, "extended reference holder");
        copiedFields = List.copyOf(copiedFields == null ? List.of() : copiedFields);
    }

    @Override
    public boolean embedsChildren() {
        return false;
    }

    @Override
    public String label() {
        return "extended reference";
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof ExtendedReference that && holder == that.holder
            && Objects.equals(copiedFields, that.copiedFields);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(holder);
        h = 31 * h + Objects.hashCode(copiedFields);
        return h;
    }
}
