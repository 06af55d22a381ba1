package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Map;

/**
 * A design; {@code mappings} is keyed by relationship id, in the order of the model's relationships;
 * {@code partitionKeys} (entity id to key field), {@code partitions} and {@code duplicates} (entity id
 * to the list of its copies, decision 0324; one copy as a bare object, as files before it had it) are optional.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"name", "mappings", "standalone", "partitionKeys", "partitions", "duplicates"})
public record DesignDto(String name, Map<String, MappingDto> mappings, List<String> standalone,
                        Map<String, String> partitionKeys, Integer partitions,
                        @JsonFormat(with = JsonFormat.Feature.ACCEPT_SINGLE_VALUE_AS_ARRAY)
                        Map<String, List<DuplicateDto>> duplicates) {
}
