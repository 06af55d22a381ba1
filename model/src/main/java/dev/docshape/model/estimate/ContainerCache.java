package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;

import java.util.HashMap;
import java.util.Map;

/**
 * The {@link Containers} of one session's collections, sized once on first need and kept by a key naming the
 * collection and the field the items sit in; split from {@link ModelIndex}, which decides which containers a read needs.
 */
final class ContainerCache {
    private final Map<String, Containers> byKey = new HashMap<>();
    private final Profile profile;

    ContainerCache(Profile profile) {
        this.profile = profile;
    }

    /** The containers under {@code key}, made by {@link Containers#of} the first time; null when there are none. */
    Containers of(String key, CollectionShape c, String field, Relationship r, double each, double parents) {
        Containers known = byKey.get(key);
        if (known != null) return known;
        Containers made = Containers.of(c, field, r, each, parents, profile);
        if (made != null) byKey.put(key, made);
        return made;
    }
}
