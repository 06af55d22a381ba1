package dev.docshape.storage.imports.infer;

import dev.docshape.model.naming.Nouns;
import dev.docshape.model.projection.Naming;

/** Names and ids of the entities an import finds in documents' fields. */
final class EntityNames {
    private EntityNames() {
    }

    /** The name of an entity found in field {@code field}: capitalised, singular for arrays. */
    static String entityName(String field, boolean array) {
        String base = Naming.collectionName(field.isBlank() ? "item" : field);
        return Naming.capitalize(array ? Nouns.singular(base) : base);
    }

    /** The name of an entity found in {@code parent}'s documents said with its parent's: {@code Pickup} and {@code Location} give {@code PickupLocation}. */
    static String within(String parent, String name) {
        return Naming.capitalize(Nouns.singular(Naming.collectionName(parent))) + name;
    }

    /** A readable entity id for {@code name}. */
    static String entityId(String name) {
        return Naming.lowerCamel(name);
    }
}
