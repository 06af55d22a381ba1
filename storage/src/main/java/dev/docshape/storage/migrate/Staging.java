package dev.docshape.storage.migrate;

import dev.docshape.model.DataModel;

import java.util.HashMap;
import java.util.Map;

/**
 * The names of the collections a migration works in: one per entity (its instances, flat), one per
 * relationship (its links, {@code {p, c}}), one per collection being built, and the progress
 * markers. Numbered rather than named after the model, so any entity or relationship id makes a
 * valid collection name.
 */
final class Staging {
    static final String PREFIX = "docshape_migrate.";
    static final String PROGRESS = PREFIX + "progress";

    private final Map<String, String> entities = new HashMap<>();
    private final Map<String, String> links = new HashMap<>();
    private final Map<String, String> builds = new HashMap<>();

    Staging(DataModel model) {
        for (int i = 0; i < model.entities().size(); i++) entities.put(model.entities().get(i).id(), PREFIX + "entity" + (i + 1));
        for (int i = 0; i < model.relationships().size(); i++) links.put(model.relationships().get(i).id(), PREFIX + "link" + (i + 1));
    }

    /** True for a relationship's links collection: its steps index both ends, which the build's look-ups follow. */
    static boolean holdsLinks(String collection) {
        return collection != null && collection.startsWith(PREFIX + "link");
    }

    String entity(String entityId) {
        return entities.get(entityId);
    }

    String links(String relationshipId) {
        return links.get(relationshipId);
    }

    /** Where a target collection is built before it replaces the old one. */
    String build(String collection) {
        return builds.computeIfAbsent(collection, c -> PREFIX + "build" + (builds.size() + 1));
    }
}
