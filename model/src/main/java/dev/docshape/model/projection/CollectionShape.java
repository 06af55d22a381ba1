package dev.docshape.model.projection;

import dev.docshape.model.naming.Names;

import java.util.Objects;
import java.util.Optional;

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
        // not Objects.requireNonNull: its message would be put together for every one built, during a search millions of times
        if (kind == null) throw new NullPointerException("collection '" + name + "' kind");
        if (document == null) throw new NullPointerException("collection '" + name + "' document shape");
    }

    /** The top-level field of the documents that holds the id of one {@code parent}: where a copy keyed by that parent is keyed. */
    public Optional<String> referenceField(String parent) {
        for (ShapeField f : document.fields()) {
            if (f.kind() == ShapeField.Kind.SCALAR && f.role() == ShapeField.Role.REFERENCE && parent.equals(f.entity())) {
                return Optional.of(f.name());
            }
        }
        return Optional.empty();
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof CollectionShape that && kind == that.kind
            && Objects.equals(name, that.name)
            && Objects.equals(rootEntity, that.rootEntity)
            && Objects.equals(relationship, that.relationship)
            && Objects.equals(document, that.document);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(name);
        h = 31 * h + Objects.hashCode(rootEntity);
        h = 31 * h + Objects.hashCode(kind);
        h = 31 * h + Objects.hashCode(relationship);
        h = 31 * h + Objects.hashCode(document);
        return h;
    }
}
