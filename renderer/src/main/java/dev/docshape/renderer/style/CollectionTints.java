package dev.docshape.renderer.style;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
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
 * appear, whose collection they live in, and the colour group ({@link Palette#TINTS}) each
 * collection's entities share: the canvas and the exported diagrams colour cards the same way.
 */
public final class CollectionTints {
    private CollectionTints() {
    }

    /** Entity id to the id of the entity owning the collection it lives in; absent = own collection. */
    public static Map<String, String> hosts(DataModel model, Design design) {
        return hosts(model, Projector.project(model, design));
    }

    public static Map<String, String> hosts(DataModel model, Projection projection) {
        Set<String> ownCollection = new HashSet<>();
        Map<String, String> rootOfCollection = new HashMap<>();
        for (CollectionShape c : projection.collections()) {
            rootOfCollection.put(c.name(), c.rootEntity());
            if (c.rootEntity() != null) ownCollection.add(c.rootEntity());
        }
        // the host is the collection holding the entity least deep: a ticket type embedded in its event lives in the
        // event's documents, not in the organizer's, whose subset of copied events holds it one level further down
        Map<String, String> firstHost = new HashMap<>();
        Map<String, Integer> hostDepth = new HashMap<>();
        for (Occurrence o : projection.occurrences()) {
            if (o.kind() != Occurrence.Kind.EMBEDDED) continue;
            String root = rootOfCollection.get(o.collection());
            if (root == null || root.equals(o.entity())) continue;
            int depth = o.fieldPath().size();
            if (depth < hostDepth.getOrDefault(o.entity(), Integer.MAX_VALUE)) {
                hostDepth.put(o.entity(), depth);
                firstHost.put(o.entity(), root);
            }
        }
        Map<String, String> hosts = new HashMap<>();
        for (Entity e : model.entities()) {
            String host = firstHost.get(e.id());
            if (host != null && !ownCollection.contains(e.id())) hosts.put(e.id(), host);
        }
        return hosts;
    }

    /** The colour group of the collection owned by {@code hostId}: an index into {@link Palette#TINTS}. */
    public static int tintOf(String hostId) {
        return Math.floorMod(hostId.hashCode(), Palette.TINTS.size());
    }

    /**
     * The colour group of every entity that has one (a host of embedded entities, or an entity
     * embedded in one), by entity id; entities alone in their collection have none.
     */
    public static Map<String, Integer> tints(Map<String, String> hosts) {
        Map<String, Integer> tints = new HashMap<>();
        for (Map.Entry<String, String> e : hosts.entrySet()) {
            int tint = tintOf(e.getValue());
            tints.put(e.getKey(), tint);
            tints.put(e.getValue(), tint);
        }
        return tints;
    }
}
