package dev.docshape.app.designer.document;

import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;

import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A piece of a model cut out for copy and paste: some entities, the relationships between them
 * and those relationships' mappings in the active design.
 */
public record Fragment(List<Entity> entities, List<Relationship> relationships, Map<String, Mapping> mappings) {

    public Fragment {
        entities = List.copyOf(entities);
        relationships = List.copyOf(relationships);
        mappings = Map.copyOf(mappings);
    }

    /** The given entities and every relationship with both ends among them. */
    public static Fragment of(Project project, Collection<String> entityIds) {
        Set<String> ids = new HashSet<>(entityIds);
        List<Entity> entities = project.model().entities().stream().filter(e -> ids.contains(e.id())).toList();
        List<Relationship> relationships = project.model().relationships().stream()
                .filter(r -> ids.contains(r.parent()) && ids.contains(r.child())).toList();
        Map<String, Mapping> mappings = new LinkedHashMap<>();
        for (Relationship r : relationships) {
            Mapping m = project.active().mappings().get(r.id());
            if (m != null) mappings.put(r.id(), m);
        }
        return new Fragment(entities, relationships, mappings);
    }

    public boolean isEmpty() {
        return entities.isEmpty();
    }
}
