package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;

/** A design's duplicate collection of one entity (the key of the entry); {@code partitionKey} is optional. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DuplicateDto(String partitionKey) {
}
