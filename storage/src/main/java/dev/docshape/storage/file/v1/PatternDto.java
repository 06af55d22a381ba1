package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * A read or a write pattern; {@code kind} tells which ("read", or a write kind such as "insert").
 * Fields that do not apply to the kind must be absent.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"id", "name", "kind", "entity", "frequency", "selection", "byParent", "expectedMatches",
        "limit", "relationship", "fields", "includes", "counts"})
public record PatternDto(String id, String name, String kind, String entity, Double frequency,
                         String selection, String byParent, Integer expectedMatches, Integer limit,
                         String relationship, List<String> fields, List<IncludeDto> includes,
                         List<String> counts) {
}
