package dev.docshape.model.advice;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.naming.Names;
import dev.docshape.model.mapping.Mapping;

import java.util.Objects;

/**
 * What to do instead: a mapping for one relationship, or a duplicate collection or feed to declare
 * for one entity (docs/advisor-rules.md "duplicate-by-parent", "feed-of-latest").
 *
 * @param relationshipId the relationship whose mapping changes; null for a duplicate
 * @param mapping        the mapping suggested; null for a duplicate
 * @param description    in words: "reference Publisher.books with the publisher's id on each Book"
 * @param duplicate      the duplicate or feed to declare (replacing the entity's one, if any); null for a mapping
 */
public record Suggestion(String relationshipId, Mapping mapping, String description, Duplicates.Duplicate duplicate) {
    public Suggestion {
        if (duplicate == null) {
            Names.requireName(relationshipId, "relationship id");
            Objects.requireNonNull(mapping, "mapping");
        } else if (relationshipId != null || mapping != null) {
            throw new IllegalArgumentException("a suggestion changes a mapping or declares a duplicate, not both");
        }
        Names.requireName(description, "suggestion description");
    }

    /** A mapping for one relationship. */
    public Suggestion(String relationshipId, Mapping mapping, String description) {
        this(relationshipId, mapping, description, null);
    }

    /** Declare {@code duplicate} (a duplicate collection or a feed) for its entity. */
    public static Suggestion declare(Duplicates.Duplicate duplicate, String description) {
        return new Suggestion(null, null, description, Objects.requireNonNull(duplicate, "duplicate"));
    }

    /** True when the suggestion sets a relationship's mapping (false: it declares a duplicate). */
    public boolean changesMapping() {
        return duplicate == null;
    }

    /** {@code design} with the suggestion taken. */
    public Design applyTo(Design design) {
        return changesMapping() ? design.withMapping(relationshipId, mapping)
                : design.withDuplicates(design.duplicates().with(duplicate));
    }
}
