package dev.docshape.model.projection;

import dev.docshape.model.naming.Names;

import java.util.Objects;

/**
 * A collection (a Cosmos DB container) a design produces, and the shape of its documents.
 *
 * @param name         the collection name (see docs/decisions/0010-collection-naming.md)
 * @param rootEntity   the entity whose instances the documents are: the entity of an ENTITY
 *                     collection, the child (item) entity of a BUCKET collection, null for JOIN
 * @param kind         entity, bucket or joining documents
 * @param relationship for BUCKET and JOIN, the relationship that produces it; null for ENTITY
 * @param document     the documents' shape
 */
public record CollectionShape(String name, String rootEntity, CollectionKind kind, String relationship,
                              DocumentShape document) {
    public CollectionShape {
        Names.requireName(name, "collection name");
        Objects.requireNonNull(kind, "collection '" + name + "' kind");
        Objects.requireNonNull(document, "collection '" + name + "' document shape");
    }
}
