package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"relationship", "fields", "limit", "includes", "counts"})
public record IncludeDto(String relationship, List<String> fields, Integer limit, List<IncludeDto> includes, List<String> counts) {
}
