package dev.docshape.storage.store;

import dev.docshape.model.naming.Names;

import java.util.List;

/**
 * A collection to create in the store: its name, the paths references are followed by, and the
 * container that holds its documents. A co-located collection shares its container's table, each
 * of its documents carrying {@code typeField: typeValue} (docs/counting-rules.md "Co-location").
 *
 * @param container the collection whose table holds the documents: {@code name} unless co-located
 * @param typeField the field telling the container's members apart; null when not co-located
 * @param typeValue this collection's value of {@code typeField}; null when not co-located
 */
public record CollectionSpec(String name, List<IndexedPath> indexes, String container, String typeField, String typeValue) {
    public CollectionSpec {
        Names.requireName(name, "collection name");
        indexes = List.copyOf(indexes == null ? List.of() : indexes);
        if (container == null) container = name;
        if ((typeField == null) != (typeValue == null)) {
            throw new IllegalArgumentException("collection '" + name + "': a type field needs a type value and the reverse");
        }
    }

    public CollectionSpec(String name, List<IndexedPath> indexes) {
        this(name, indexes, null, null, null);
    }

    public static CollectionSpec of(String name, String... indexedPaths) {
        return new CollectionSpec(name, java.util.Arrays.stream(indexedPaths).map(IndexedPath::of).toList());
    }

    /** This collection stored in {@code container}'s table, its documents told apart by {@code typeField: typeValue}. */
    public CollectionSpec in(String container, String typeField, String typeValue) {
        return new CollectionSpec(name, indexes, container, typeField, typeValue);
    }

    /** True when the documents share a table with other collections' and carry a type field. */
    public boolean typed() {
        return typeValue != null;
    }
}
