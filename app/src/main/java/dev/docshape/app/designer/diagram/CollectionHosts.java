package dev.docshape.app.designer.diagram;

import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.mapping.Embed;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which entities have no collection of their own because they are embedded everywhere they
 * appear, and in whose collection they live (following chains: an entity embedded in an
 * entity that is itself embedded lives in the outermost collection).
 */
final class CollectionHosts {
    private CollectionHosts() {
    }

    /** Entity id to the id of the entity owning the collection it lives in; absent = own collection. */
    static Map<String, String> of(Project project) {
        Design design = project.active();
        Map<String, String> directHost = new HashMap<>();
        Map<String, Boolean> embeddedEverywhere = new HashMap<>();
        for (Relationship r : project.model().relationships()) {
            boolean embedded = design.mappingFor(r).strategy() instanceof Embed;
            embeddedEverywhere.merge(r.child(), embedded, Boolean::logicalAnd);
            if (embedded) directHost.putIfAbsent(r.child(), r.parent());
        }
        Map<String, String> hosts = new HashMap<>();
        for (Map.Entry<String, Boolean> e : embeddedEverywhere.entrySet()) {
            String entity = e.getKey();
            if (!e.getValue() || design.standalone().contains(entity)) continue;
            String root = rootOf(entity, directHost, embeddedEverywhere, design.standalone());
            if (root != null) hosts.put(entity, root);
        }
        return hosts;
    }

    private static String rootOf(String entity, Map<String, String> directHost, Map<String, Boolean> everywhere,
                                 Set<String> standalone) {
        Set<String> seen = new HashSet<>(List.of(entity));
        String current = directHost.get(entity);
        while (current != null && Boolean.TRUE.equals(everywhere.get(current)) && !standalone.contains(current)) {
            if (!seen.add(current)) return null; // an embedding cycle has no collection to live in
            current = directHost.get(current);
        }
        return current;
    }
}
