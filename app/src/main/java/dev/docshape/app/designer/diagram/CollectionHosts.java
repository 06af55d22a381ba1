package dev.docshape.app.designer.diagram;

import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * Which entities have no collection of their own because they are embedded everywhere they
 * appear, and whose collection they live in, from the model's projection of the active design.
 */
final class CollectionHosts {
    private CollectionHosts() {
    }

    /** Entity id to the id of the entity owning the collection it lives in; absent = own collection. */
    static Map<String, String> of(Project project) {
        Projection projection = Projector.project(project.model(), project.active());
        Set<String> ownCollection = new HashSet<>();
        Map<String, String> rootOfCollection = new HashMap<>();
        for (CollectionShape c : projection.collections()) {
            rootOfCollection.put(c.name(), c.rootEntity());
            if (c.rootEntity() != null) ownCollection.add(c.rootEntity());
        }
        Map<String, String> firstHost = new HashMap<>();
        for (Occurrence o : projection.occurrences()) {
            if (o.kind() != Occurrence.Kind.EMBEDDED) continue;
            String root = rootOfCollection.get(o.collection());
            if (root != null && !root.equals(o.entity())) firstHost.putIfAbsent(o.entity(), root);
        }
        Map<String, String> hosts = new HashMap<>();
        for (Entity e : project.model().entities()) {
            String host = firstHost.get(e.id());
            if (host != null && !ownCollection.contains(e.id())) hosts.put(e.id(), host);
        }
        return hosts;
    }
}
