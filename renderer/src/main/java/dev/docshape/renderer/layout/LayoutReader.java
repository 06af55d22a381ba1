package dev.docshape.renderer.layout;

import dev.docshape.renderer.EdgeRoute;
import dev.docshape.renderer.Layout;
import dev.docshape.renderer.NodeBox;
import dev.docshape.renderer.Point;
import dev.docshape.renderer.RenderException;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.dot.DotGraph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns graphviz's {@code json0} output into a {@link Layout}: from points with the origin at the
 * bottom-left (y up) to canvas units with the origin at the top-left (y down).
 */
public final class LayoutReader {
    private static final double POINTS_PER_INCH = 72.0;

    private final DotGraph graph;
    private final Map<String, Size> sizes;
    private double left;
    private double top;

    private LayoutReader(DotGraph graph, Map<String, Size> sizes) {
        this.graph = graph;
        this.sizes = sizes;
    }

    /**
     * @param json0  what graphviz wrote for {@code graph}
     * @param sizes  sizes the caller measured, by node id: those boxes keep exactly that size
     * @param engine the engine's name, recorded in the layout
     */
    public static Layout read(String json0, DotGraph graph, Map<String, Size> sizes, String engine) {
        Map<String, Object> root;
        try {
            root = asObject(Json.parse(json0), "the layout");
        } catch (IllegalArgumentException e) {
            throw new RenderException("graphviz returned a layout that is not JSON: " + e.getMessage(), e);
        }
        return new LayoutReader(graph, sizes).layout(root, engine);
    }

    private Layout layout(Map<String, Object> root, String engine) {
        double[] bb = numbers(string(root, "bb"), 4, "the bounding box");
        left = bb[0];
        top = bb[3];
        Map<Integer, String> idByGvid = new HashMap<>();
        Map<String, NodeBox> boxes = new HashMap<>();
        for (Object item : list(root, "objects")) {
            Map<String, Object> object = asObject(item, "a node");
            String id = graph.nodeIds().get(String.valueOf(object.get("name")));
            if (id == null || !object.containsKey("pos")) continue; // a cluster, or a node not of the model
            idByGvid.put(gvid(object), id);
            boxes.put(id, box(id, object));
        }
        Map<String, EdgeRoute> routes = new HashMap<>();
        for (Object item : list(root, "edges")) {
            Map<String, Object> edge = asObject(item, "an edge");
            String id = graph.edgeIds().get(String.valueOf(edge.get("id")));
            if (id == null || !edge.containsKey("pos")) continue;
            routes.put(id, route(id, edge, idByGvid));
        }
        return new Layout(graph.view(), bb[2] - bb[0], bb[3] - bb[1], inModelOrder(graph.nodeIds().values(), boxes),
                inModelOrder(graph.edgeIds().values(), routes), engine);
    }

    private NodeBox box(String id, Map<String, Object> node) {
        double[] centre = numbers(string(node, "pos"), 2, "the position of '" + id + "'");
        Size given = sizes.get(id);
        double width = given != null ? given.width() : number(node, "width") * POINTS_PER_INCH;
        double height = given != null ? given.height() : number(node, "height") * POINTS_PER_INCH;
        Point c = canvas(centre[0], centre[1]);
        return new NodeBox(id, c.x() - width / 2, c.y() - height / 2, width, height);
    }

    private EdgeRoute route(String id, Map<String, Object> edge, Map<Integer, String> idByGvid) {
        String from = idByGvid.get((int) number(edge, "tail"));
        String to = idByGvid.get((int) number(edge, "head"));
        // "s,x,y e,x,y x,y x,y ..."; a ';' separates the parts of an edge split by concentrate=true.
        String spline = string(edge, "pos").split(";")[0];
        List<Point> points = new ArrayList<>();
        Point fromTip = null;
        Point toTip = null;
        for (String token : spline.trim().split("\\s+")) {
            if (token.startsWith("s,")) fromTip = point(token.substring(2), id);
            else if (token.startsWith("e,")) toTip = point(token.substring(2), id);
            else points.add(point(token, id));
        }
        String labelKey = edge.containsKey("lp") ? "lp" : "xlp";
        Point label = edge.containsKey(labelKey) ? point(string(edge, labelKey), id) : null;
        return new EdgeRoute(id, from, to, points, fromTip, toTip, label);
    }

    private Point point(String pair, String owner) {
        double[] xy = numbers(pair, 2, "a point of '" + owner + "'");
        return canvas(xy[0], xy[1]);
    }

    private Point canvas(double x, double y) {
        return new Point(x - left, top - y);
    }

    private static <T> Map<String, T> inModelOrder(Iterable<String> order, Map<String, T> found) {
        Map<String, T> ordered = new LinkedHashMap<>();
        for (String id : order) {
            T value = found.get(id);
            if (value != null) ordered.put(id, value);
        }
        return ordered;
    }

    private static int gvid(Map<String, Object> object) {
        return (int) number(object, "_gvid");
    }

    private static double[] numbers(String text, int count, String what) {
        String[] parts = text.split(",");
        if (parts.length != count) throw malformed(what + " '" + text + "'");
        double[] values = new double[count];
        try {
            for (int i = 0; i < count; i++) values[i] = Double.parseDouble(parts[i].trim());
        } catch (NumberFormatException e) {
            throw malformed(what + " '" + text + "'");
        }
        return values;
    }

    private static double number(Map<String, Object> object, String key) {
        Object value = object.get(key);
        if (value instanceof Number n) return n.doubleValue();
        if (value instanceof String s) {
            try {
                return Double.parseDouble(s);
            } catch (NumberFormatException e) {
                throw malformed("'" + key + "' = '" + s + "'");
            }
        }
        throw malformed("missing '" + key + "'");
    }

    private static String string(Map<String, Object> object, String key) {
        Object value = object.get(key);
        if (value == null) throw malformed("missing '" + key + "'");
        return value.toString();
    }

    private static List<?> list(Map<String, Object> object, String key) {
        Object value = object.get(key);
        if (value == null) return List.of(); // a graph without edges has no "edges" member
        if (value instanceof List<?> items) return items;
        throw malformed("'" + key + "' is not a list");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> asObject(Object value, String what) {
        if (value instanceof Map<?, ?> map) return (Map<String, Object>) map;
        throw malformed(what + " is not a JSON object");
    }

    private static RenderException malformed(String what) {
        return new RenderException("graphviz returned an unexpected layout: " + what);
    }
}
