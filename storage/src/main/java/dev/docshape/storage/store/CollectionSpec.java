package dev.docshape.storage.store;

import dev.docshape.model.naming.Names;

import java.util.List;

/**
 * A collection to create in the store: its name and the paths references are followed by.
 */
public record CollectionSpec(String name, List<IndexedPath> indexes) {
    public CollectionSpec {
        Names.requireName(name, "collection name");
        indexes = List.copyOf(indexes == null ? List.of() : indexes);
    }

    public static CollectionSpec of(String name, String... indexedPaths) {
        return new CollectionSpec(name, java.util.Arrays.stream(indexedPaths).map(IndexedPath::of).toList());
    }
}
