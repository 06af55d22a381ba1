package dev.docshape.renderer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The result of automatic layout: a box per entity (or collection) and a route per relationship,
 * in canvas units with the origin at the top-left corner of the diagram and y growing downwards.
 *
 * @param view   the view that was laid out
 * @param width  width of the whole diagram
 * @param height height of the whole diagram
 * @param nodes  boxes by id, in model order
 * @param edges  routes by id (see {@link EdgeRoute#id()}), in model order
 * @param engine the name of the graphviz engine that computed it
 */
public record Layout(View view, double width, double height, Map<String, NodeBox> nodes,
                     Map<String, EdgeRoute> edges, String engine) {

    public Layout {
        nodes = Collections.unmodifiableMap(new LinkedHashMap<>(nodes));
        edges = Collections.unmodifiableMap(new LinkedHashMap<>(edges));
    }

    public Optional<NodeBox> node(String id) {
        return Optional.ofNullable(nodes.get(id));
    }

    public Optional<EdgeRoute> edge(String relationshipId) {
        return Optional.ofNullable(edges.get(relationshipId));
    }

    /** Every pair of boxes that overlap; empty for a usable layout. */
    public List<List<NodeBox>> overlappingPairs() {
        List<NodeBox> boxes = List.copyOf(nodes.values());
        List<List<NodeBox>> pairs = new ArrayList<>();
        for (int i = 0; i < boxes.size(); i++) {
            for (int j = i + 1; j < boxes.size(); j++) {
                if (boxes.get(i).overlaps(boxes.get(j))) pairs.add(List.of(boxes.get(i), boxes.get(j)));
            }
        }
        return pairs;
    }
}
