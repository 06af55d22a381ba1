package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/** The top level of a format-1 project file. Field order here is the order written. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"format", "formatVersion", "id", "name", "description", "activeDesign",
        "entities", "relationships", "patterns", "designs", "notes"})
public record ProjectFileV1(String format, Integer formatVersion, String id, String name, String description,
                            String activeDesign, List<EntityDto> entities, List<RelationshipDto> relationships,
                            List<PatternDto> patterns, List<DesignDto> designs, List<NoteDto> notes) {
}
