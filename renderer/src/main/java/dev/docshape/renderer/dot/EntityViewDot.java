package dev.docshape.renderer.dot;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.View;
import dev.docshape.renderer.style.CollectionTints;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/** The entity view: every entity as a table of its fields, every relationship as an edge styled by its mapping. */
public final class EntityViewDot {
    private EntityViewDot() {
    }

    /**
     * @param sizes boxes the caller has measured, by entity id: such entities are laid out as
     *              boxes of exactly that size (for the designer's canvas); others as their table.
     *              Ids that are not entities of the model are ignored.
     */
    public static DotGraph build(DataModel model, Design design, Map<String, Size> sizes, EdgeLabels labels) {
        Map<String, String> nameOfEntity = new HashMap<>();
        Map<String, String> nodeIds = new LinkedHashMap<>();
        Map<String, String> edgeIds = new LinkedHashMap<>();
        DotWriter dot = new DotWriter("entities", labels);
        Map<String, String> hosts = CollectionTints.hosts(model, design);
        Map<String, Integer> tints = CollectionTints.tints(hosts);
        for (Entity entity : model.entities()) {
            String name = "e" + nodeIds.size();
            if (nameOfEntity.putIfAbsent(entity.id(), name) != null) {
                throw new IllegalArgumentException("two entities have the id '" + entity.id() + "'");
            }
            nodeIds.put(name, entity.id());
            String host = hosts.get(entity.id());
            String hostName = host == null ? null : model.entity(host).map(Entity::name).orElse(host);
            dot.node(name, node(entity, sizes.get(entity.id()), EntityTable.Look.of(tints.get(entity.id()), hostName)));
        }
        for (Relationship relationship : model.relationships()) {
            String id = "r" + edgeIds.size();
            edgeIds.put(id, relationship.id());
            String from = endpoint(nameOfEntity, relationship, relationship.parent(), "parent");
            String to = endpoint(nameOfEntity, relationship, relationship.child(), "child");
            var mapping = design.mappingFor(relationship);
            dot.edge(from, to, new DotAttributes().put("id", id)
                    .html(labels.attribute(), RelationshipLabel.of(relationship, mapping))
                    .put("tooltip", relationship.id() + ": " + mapping.strategy().label())
                    .putAll(EdgeStyle.attributes(relationship, mapping)));
        }
        return new DotGraph(View.ENTITY, dot.finish(), nodeIds, edgeIds);
    }

    static DotAttributes node(Entity entity, Size size, EntityTable.Look look) {
        DotAttributes a = new DotAttributes().put("id", "entity-" + entity.id()).put("tooltip", entity.name());
        if (size != null) return NodeSizes.fixed(a, size, entity.name());
        return a.put("shape", "none").put("margin", "0").html("label", EntityTable.of(entity, look));
    }

    static String endpoint(Map<String, String> nodeNames, Relationship relationship, String entityId, String role) {
        String name = nodeNames.get(entityId);
        if (name == null) {
            throw new IllegalArgumentException("relationship '" + relationship.id() + "' names an unknown "
                    + role + " entity '" + entityId + "'");
        }
        return name;
    }
}
