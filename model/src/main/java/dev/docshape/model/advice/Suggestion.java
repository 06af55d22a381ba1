package dev.docshape.model.advice;

import dev.docshape.model.naming.Names;
import dev.docshape.model.mapping.Mapping;

import java.util.Objects;

/**
 * A mapping to use for one relationship instead of the current one.
 *
 * @param relationshipId the relationship
 * @param mapping        the mapping suggested
 * @param description    in words: "reference Publisher.books with the publisher's id on each Book"
 */
public record Suggestion(String relationshipId, Mapping mapping, String description) {
    public Suggestion {
        Names.requireName(relationshipId, "relationship id");
        Objects.requireNonNull(mapping, "mapping");
        Names.requireName(description, "suggestion description");
    }
}
