package dev.docshape.storage.file.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One copy of an entity's documents in a design (an element of the entity's entry); every member is optional.
 * {@code keep} and {@code order} together make it a feed of the latest documents; {@code parent}, a relationship id, of each parent.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"partitionKey", "keep", "order", "parent"})
public record DuplicateDto(String partitionKey, Integer keep, OrderDto order, String parent) {
}
