package dev.docshape.model.estimate;

import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The type field each document of a co-located collection carries, in bytes per collection: every member of a
 * container, the host included, and no other collection (docs/counting-rules.md "Co-location", decision 0335).
 *
 * @param bytes    the type field's size per collection name
 * @param entities the entity whose documents each of those collections holds
 */
record TypeFields(Map<String, Double> bytes, Map<String, String> entities) {
    static final TypeFields NONE = new TypeFields(Map.of(), Map.of());

    /** @param coLocations the design's co-locations; null when it co-locates nothing */
    static TypeFields of(CoLocations coLocations, Profile profile) {
        if (coLocations == null || coLocations.groups().isEmpty()) return NONE;
        Map<String, Double> bytes = new HashMap<>();
        Map<String, String> entities = new HashMap<>();
        for (CoLocation g : coLocations.groups()) {
            for (CoLocation.Member m : g.members()) {
                bytes.put(m.collection(), DocumentSizer.typeFieldBytes(g.typeField(), m.typeValue(), profile));
                entities.put(m.collection(), m.entity());
            }
        }
        return new TypeFields(Map.copyOf(bytes), Map.copyOf(entities));
    }

    /**
     * The type fields of a session's latest co-locations: the previous instance while they are equal (see
     * {@link #differs}), worked out again only when the projection decided its co-locations anew.
     */
    static final class Latest {
        private final Profile profile;
        private CoLocations of;

        Latest(Profile profile) {
            this.profile = profile;
        }

        /** @param previous the type fields of the session's last sizes (null or {@link #NONE} at first) */
        TypeFields of(CoLocations coLocations, TypeFields previous) {
            if (coLocations == of && previous != null) return previous;
            TypeFields made = TypeFields.of(coLocations, profile);
            of = coLocations;
            return made.equals(previous) ? previous : made;
        }

        /** Forgets the co-locations: the next call works the type fields out again. */
        void reset() {
            of = null;
        }
    }

    /** The type field's bytes in a document of {@code collection}; 0 when it has none. */
    double of(String collection) {
        return bytes.getOrDefault(collection, 0.0);
    }

    boolean isEmpty() {
        return bytes.isEmpty();
    }

    /**
     * True when documents of {@code collection} carry a type field of a different size here than in {@code other}.
     * An estimate session hands out the previous instance while the type fields stay equal, so the common case
     * (asked for every collection of a candidate) is an identity check, not two look-ups.
     */
    boolean differs(String collection, TypeFields other) {
        if (other == this) return false;
        return !Objects.equals(bytes.get(collection), other.bytes.get(collection));
    }

    /** The collections whose documents carry a type field of a different size (or none) in {@code next}. */
    Set<String> changedCollections(TypeFields next) {
        Set<String> changed = new HashSet<>();
        for (String c : bytes.keySet()) if (differs(c, next)) changed.add(c);
        for (String c : next.bytes.keySet()) if (next.differs(c, this)) changed.add(c);
        return changed;
    }

    /** The entities whose documents carry a type field of a different size (or none) in {@code next}. */
    Set<String> changedEntities(TypeFields next) {
        Set<String> changed = new HashSet<>();
        for (String c : bytes.keySet()) if (differs(c, next)) changed.add(entities.get(c));
        for (String c : next.bytes.keySet()) if (next.differs(c, this)) changed.add(next.entities.get(c));
        return changed;
    }
}
