package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"id", "parent", "child", "name", "inverseName", "cardinality", "avgCount", "minCount", "maxCount",
        "sharedBy", "contains", "volatility", "presence", "inversePresence"})
public record RelationshipDto(String id, String parent, String child, String name, String inverseName,
                              String cardinality, Double avgCount, Integer maxCount, Double sharedBy,
                              Boolean contains, String volatility, Integer minCount, Double presence,
                              Double inversePresence) {
}
