package dev.docshape.app.analysis.preview;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.docshape.model.JsonStrings;
import javafx.scene.control.TreeItem;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns JSON text into the tree of {@link JsonLine}s the foldable preview shows: every object and
 * array is a tree item whose children are its members followed by its closing bracket. Safe to
 * call off the UI thread (the tree items are not attached to a scene yet).
 */
public final class JsonTree {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonTree() {
    }

    /** A node of the parsed document before it becomes tree items. */
    private static final class Node {
        final String key;
        final JsonToken token;
        final String text;
        final List<Node> children = new ArrayList<>();

        Node(String key, JsonToken token, String text) {
            this.key = key;
            this.token = token;
            this.text = text;
        }
    }

    /**
     * The root tree item of {@code json}, expanded down to {@code expandedLevels} levels (1 = only
     * the document's own fields are shown).
     *
     * @throws IllegalArgumentException when the text is not one JSON object or array
     */
    public static TreeItem<JsonLine> parse(String json, int expandedLevels) {
        return parse(json, expandedLevels, Map.of());
    }

    /**
     * The same, keeping the user's folding: a container whose path is in {@code folding} is
     * expanded or folded as it says (see {@link #folding}); others as {@code expandedLevels} says.
     */
    public static TreeItem<JsonLine> parse(String json, int expandedLevels, Map<String, Boolean> folding) {
        return parse(json, expandedLevels, folding, Map.of());
    }

    /**
     * The same, each member that only some instances hold marked with its share, found by its place in
     * {@code presences} ({@link Presences}).
     */
    static TreeItem<JsonLine> parse(String json, int expandedLevels, Map<String, Boolean> folding, Map<String, Double> presences) {
        Node root = read(json);
        return new Builder(expandedLevels, folding, presences).item(root, false, 0, "", "", 1);
    }

    /**
     * Which containers of a shown tree are expanded, by path ({@code /addresses/0}), so the next
     * version of the document can open the same ones. Call on the UI thread.
     */
    public static Map<String, Boolean> folding(TreeItem<JsonLine> root) {
        Map<String, Boolean> state = new HashMap<>();
        if (root != null) collect(root, "", state);
        return state;
    }

    private static void collect(TreeItem<JsonLine> item, String path, Map<String, Boolean> state) {
        if (!item.getValue().opens()) return;
        state.put(path, item.isExpanded());
        if (!item.isExpanded()) return;
        int index = 0;
        for (TreeItem<JsonLine> child : item.getChildren()) {
            collect(child, childPath(path, child.getValue().key(), index++), state);
        }
    }

    private static String childPath(String parent, String key, int index) {
        return parent + "/" + (key != null ? key : Integer.toString(index));
    }

    private static Node read(String json) {
        try (JsonParser p = FACTORY.createParser(json)) {
            JsonToken first = p.nextToken();
            if (first != JsonToken.START_OBJECT && first != JsonToken.START_ARRAY) {
                throw new IllegalArgumentException("the preview expects a JSON object or array");
            }
            Node root = new Node(null, first, null);
            fill(p, root);
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException("the preview's JSON text cannot be read: " + e.getMessage(), e);
        }
    }

    private static void fill(JsonParser p, Node container) throws IOException {
        JsonToken end = container.token == JsonToken.START_OBJECT ? JsonToken.END_OBJECT : JsonToken.END_ARRAY;
        for (JsonToken t = p.nextToken(); t != end; t = p.nextToken()) {
            String key = null;
            if (t == JsonToken.FIELD_NAME) {
                key = p.currentName();
                t = p.nextToken();
            }
            if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                Node child = new Node(key, t, null);
                fill(p, child);
                container.children.add(child);
            } else {
                container.children.add(new Node(key, t, scalarText(p, t)));
            }
        }
    }

    private static String scalarText(JsonParser p, JsonToken t) throws IOException {
        if (t == JsonToken.VALUE_STRING) return JsonStrings.quoted(p.getText());
        return p.getText();
    }

    /** Makes the tree items of one document, with the folding and the presences it was given. */
    private record Builder(int expandedLevels, Map<String, Boolean> folding, Map<String, Double> presences) {
        /**
         * @param path     the member's path for the folding, array items numbered ({@code /addresses/0})
         * @param place    its place for the presences, array items not counted ({@code /addresses/city})
         * @param presence the share of instances holding the member
         */
        TreeItem<JsonLine> item(Node node, boolean comma, int level, String path, String place, double presence) {
            boolean object = node.token == JsonToken.START_OBJECT;
            boolean array = node.token == JsonToken.START_ARRAY;
            if (!object && !array) {
                return new TreeItem<>(new JsonLine(JsonLine.Kind.SCALAR, node.key, node.text, type(node.token), 0, comma, presence));
            }
            JsonLine open = new JsonLine(object ? JsonLine.Kind.OPEN_OBJECT : JsonLine.Kind.OPEN_ARRAY, node.key, null, null,
                    node.children.size(), comma, presence);
            TreeItem<JsonLine> item = new TreeItem<>(open);
            List<TreeItem<JsonLine>> children = new ArrayList<>(node.children.size() + 1);
            for (int i = 0; i < node.children.size(); i++) {
                Node child = node.children.get(i);
                // a container's documents are the items of the top array: each is its own collection's
                String at = child.key != null ? place + "/" + child.key : level == 0 ? "#" + i : place;
                children.add(item(child, i < node.children.size() - 1, level + 1, childPath(path, child.key, i), at,
                        child.key == null ? 1 : presences.getOrDefault(at, 1.0)));
            }
            children.add(new TreeItem<>(new JsonLine(object ? JsonLine.Kind.CLOSE_OBJECT : JsonLine.Kind.CLOSE_ARRAY,
                    null, null, null, 0, comma)));
            item.getChildren().setAll(children);
            item.setExpanded(folding.getOrDefault(path, level < expandedLevels));
            return item;
        }
    }

    private static JsonLine.ValueType type(JsonToken t) {
        return switch (t) {
            case VALUE_STRING -> JsonLine.ValueType.STRING;
            case VALUE_TRUE, VALUE_FALSE -> JsonLine.ValueType.BOOLEAN;
            case VALUE_NULL -> JsonLine.ValueType.NULL;
            default -> JsonLine.ValueType.NUMBER;
        };
    }
}
