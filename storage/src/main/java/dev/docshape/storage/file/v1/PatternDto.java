package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * A read or a write pattern; {@code kind} tells which ("read", or a write kind such as "insert").
 * Fields that do not apply to the kind must be absent. {@code order} (a read with selection
 * "filter" only, optional) takes the first {@code limit} matches by that order.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"id", "name", "kind", "entity", "frequency", "selection", "byParent", "expectedMatches",
        "limit", "order", "relationship", "fields", "includes", "counts"})
public record PatternDto(String id, String name, String kind, String entity, Double frequency,
                         String selection, String byParent, Integer expectedMatches, Integer limit,
                         String relationship, List<String> fields, List<IncludeDto> includes,
                         List<String> counts, OrderDto order) {

    /** A pattern without {@code order} (written as absent). */
    public PatternDto(String id, String name, String kind, String entity, Double frequency,
                      String selection, String byParent, Integer expectedMatches, Integer limit,
                      String relationship, List<String> fields, List<IncludeDto> includes, List<String> counts) {
        this(id, name, kind, entity, frequency, selection, byParent, expectedMatches, limit, relationship, fields,
                includes, counts, null);
    }
}
