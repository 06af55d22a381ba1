package dev.docshape.model.projection;

import java.util.List;

/**
 * Several entities' documents kept in one collection (a Cosmos DB container), each document its
 * own, told apart by a type field: a post and its comments keyed by the post's id, so that one query
 * by that id returns the post and its comments (docs/counting-rules.md "Co-location").
 *
 * @param container the collection that holds them all: the top parent's collection
 * @param typeField the name of the field whose value says which entity a document is
 * @param members   the host first (its {@code relationship} is null), then each co-located child
 */
public record CoLocation(String container, String typeField, List<Member> members) {

    public CoLocation {
        members = List.copyOf(members);
    }

    /**
     * The direction (1 ascending, -1 descending) of a sort by the type field that puts a parent before its children:
     * a read of one parent with its first N co-located children sorts by the type field, then the id
     * (docs/counting-rules.md "Co-location"). Every document of the container has a type, while the parent has no
     * parent id, and Cosmos DB may leave a document missing a sorted property out of an ORDER BY on several
     * properties (docs/exports.md "Cosmos DB indexing policy"). MongoDB and Cosmos DB compare strings by code point.
     */
    public static int parentFirst(String parentTypeValue, String childTypeValue) {
        return java.util.Arrays.compare(parentTypeValue.codePoints().toArray(), childTypeValue.codePoints().toArray()) < 0 ? 1 : -1;
    }

    /**
     * One kind of document in the container.
     *
     * @param entity       the entity whose documents these are
     * @param collection   the entity's collection in the projection, now stored in the container
     * @param typeValue    the value of the type field on its documents: the entity's name
     * @param relationship the co-located relationship that put it here; null for the host
     * @param parentEntity the parent it is keyed by; null for the host
     */
    public record Member(String entity, String collection, String typeValue, String relationship, String parentEntity) {
    }
}
