package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;

/**
 * One relationship's mapping. {@code strategy} names the kind ("embed", "reference",
 * "extended-reference", "subset", "bucket"); only the fields of that kind may be present.
 * {@code coLocated} (reference with the child holding the parent's id only) keeps the children's
 * documents in the parent's collection. {@code order} (subset and bucket only, optional) is the
 * order the children are kept in.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"strategy", "placement", "holder", "copiedFields", "size", "rest", "bucketSize",
        "order", "precomputedCount", "coLocated"})
public record MappingDto(String strategy, String placement, String holder, List<String> copiedFields,
                         Integer size, String rest, Integer bucketSize, Boolean precomputedCount, Boolean coLocated,
                         OrderDto order) {

    /** A mapping without {@code coLocated} and {@code order} (written as absent). */
    public MappingDto(String strategy, String placement, String holder, List<String> copiedFields,
                      Integer size, String rest, Integer bucketSize, Boolean precomputedCount) {
        this(strategy, placement, holder, copiedFields, size, rest, bucketSize, precomputedCount, null, null);
    }

    /** A mapping without {@code order}. */
    public MappingDto(String strategy, String placement, String holder, List<String> copiedFields,
                      Integer size, String rest, Integer bucketSize, Boolean precomputedCount, Boolean coLocated) {
        this(strategy, placement, holder, copiedFields, size, rest, bucketSize, precomputedCount, coLocated, null);
    }
}
