package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;

import java.util.HashMap;
import java.util.Map;

/**
 * The {@link Containers} of one session's collections, sized once on first need and kept by a key naming the
 * collection and the field the items sit in; split from {@link ModelIndex}, which decides which containers a read needs.
 * An estimate session keeps one over its runs (decision 0531): a key's containers are made again only when what
 * {@link Containers#of} reads differs, the collection's shape (the very instance: a collection not built again keeps
 * it), the field, the relationship or the counts.
 */
final class ContainerCache {
    private final Map<String, Known> byKey = new HashMap<>();
    private final Profile profile;

    ContainerCache(Profile profile) {
        this.profile = profile;
    }

    /** The containers under {@code key}, made by {@link Containers#of} the first time; null when there are none. */
    Containers of(String key, CollectionShape c, String field, Relationship r, double each, double parents) {
        Known known = byKey.get(key);
        if (known != null && known.madeOf(c, field, r, each, parents)) return known.containers;
        Containers made = Containers.of(c, field, r, each, parents, profile);
        byKey.put(key, new Known(made, c, field, r, each, parents));
        return made;
    }

    /** Containers (null: none) and what they were made of. */
    private record Known(Containers containers, CollectionShape c, String field, Relationship r, double each, double parents) {
        boolean madeOf(CollectionShape c, String field, Relationship r, double each, double parents) {
            return this.c == c && this.r == r && this.each == each && this.parents == parents
                    && (this.field == null ? field == null : this.field.equals(field));
        }
    }
}
