package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/** A free text box on the canvas (optional member {@code notes} of the file). */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"id", "text", "position"})
public record NoteDto(String id, String text, PositionDto position) {
}
