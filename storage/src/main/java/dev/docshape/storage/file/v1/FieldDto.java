package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"name", "type", "avgSize", "required", "itemType", "avgItems", "fields", "updatesPerDay", "distinctValues",
        "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "constant", "presence", "values", "description"})
public record FieldDto(String name, String type, Integer avgSize, Boolean required, String itemType,
                       Double avgItems, List<FieldDto> fields, Double updatesPerDay,
                       Integer distinctValues, Number minimum, Number exclusiveMinimum, Number maximum, Number exclusiveMaximum,
                       Object constant, Double presence, List<Object> values, String description) {
}
