package dev.docshape.renderer.dot;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField.Role;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.View;
import dev.docshape.renderer.style.CollectionTints;
import dev.docshape.renderer.style.Palette;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The document view: every collection the design produces as a box, with its embedded entities
 * drawn nested inside it, and every reference (plain or extended) as an edge from the field that
 * holds the ids to the collection they point at. Embedded data is never an edge, so embedded and
 * referenced tell apart at a glance.
 *
 * <p>Layout ids: boxes are collection names; edges are {@code collection.field.path} of the
 * field holding the reference ({@code books.publisherId}).
 */
public final class DocumentViewDot {
    private DocumentViewDot() {
    }

    public static DotGraph build(DataModel model, Design design, Map<String, Size> sizes, EdgeLabels labels) {
        Projection projection = Projector.project(model, design);
        Map<String, String> nodeIds = new LinkedHashMap<>();
        Map<String, String> nameOfCollection = new HashMap<>();
        Map<String, String> edgeIds = new LinkedHashMap<>();
        DotWriter dot = new DotWriter("documents", labels);
        projection.problems().forEach(dot::comment);
        Map<String, List<CollectionTable.Reference>> referencesByCollection = new LinkedHashMap<>();
        java.util.Set<String> hostsOthers = new java.util.HashSet<>(CollectionTints.hosts(model, projection).values());
        for (CollectionShape collection : projection.collections()) {
            String name = "c" + nodeIds.size();
            nodeIds.put(name, collection.name());
            nameOfCollection.put(collection.name(), name);
            List<CollectionTable.Reference> references = new ArrayList<>();
            String table = CollectionTable.of(model, design.duplicates(), collection, references, hostsOthers);
            referencesByCollection.put(collection.name(), references);
            DotAttributes node = new DotAttributes().put("id", "collection-" + collection.name())
                    .put("tooltip", collection.name());
            Size size = sizes.get(collection.name());
            dot.node(name, size != null ? NodeSizes.fixed(node, size, collection.name())
                    : node.put("shape", "none").put("margin", "0").html("label", table));
        }
        referencesByCollection.forEach((collection, references) -> {
            boolean sized = sizes.containsKey(collection);
            for (CollectionTable.Reference reference : references) {
                Optional<String> target = target(projection, reference.field().entity());
                if (target.isEmpty()) continue;
                String id = "d" + edgeIds.size();
                edgeIds.put(id, collection + "." + String.join(".", reference.path()));
                dot.edgeFromPort(nameOfCollection.get(collection), sized ? null : reference.port(),
                        nameOfCollection.get(target.get()), null,
                        edge(model, reference, labels).put("id", id));
            }
        });
        return new DotGraph(View.DOCUMENT, dot.finish(), nodeIds, edgeIds);
    }

    /** The collection holding whole instances of {@code entityId}: its own, else where they are embedded. */
    private static Optional<String> target(Projection projection, String entityId) {
        if (entityId == null) return Optional.empty();
        Optional<CollectionShape> own = projection.entityCollection(entityId);
        if (own.isPresent()) return own.map(CollectionShape::name);
        return projection.occurrencesOf(entityId).stream().filter(Occurrence::whole)
                .map(Occurrence::collection).findFirst();
    }

    private static DotAttributes edge(DataModel model, CollectionTable.Reference reference, EdgeLabels labels) {
        EdgeStyle style = reference.field().role() == Role.COPIED ? EdgeStyle.EXTENDED_REFERENCE : EdgeStyle.REFERENCED;
        String label = reference.field().name();
        Optional<Relationship> relationship = Optional.ofNullable(reference.field().relationship())
                .flatMap(model::relationship);
        if (relationship.isPresent()) label += "\n" + RelationshipLabel.cardinality(relationship.get());
        return new DotAttributes().put(labels.attribute(), label).put("class", style.word())
                .put("style", "dashed").put("penwidth", "1.6").put("dir", "forward").put("arrowhead", "vee")
                .put("fontcolor", Palette.FG_MUTED).put("color", style.colour());
    }
}
