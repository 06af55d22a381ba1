package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * An order: {@code {"field": "createdAt", "direction": "descending"}}; the direction may be left out
 * (descending: highest, newest first). Used by subset and bucket mappings and by read patterns.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"field", "direction"})
public record OrderDto(String field, String direction) {
}
