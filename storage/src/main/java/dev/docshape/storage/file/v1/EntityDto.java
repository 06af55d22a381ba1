package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"id", "name", "count", "updatesPerDay", "valueObject", "description", "position", "fields"})
public record EntityDto(String id, String name, Long count, Double updatesPerDay, Boolean valueObject, String description,
                        PositionDto position, List<FieldDto> fields) {
}
