package dev.docshape.app.designer.canvas;

import javafx.scene.Group;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A canvas layer that keeps its nodes in small sub-groups instead of one flat group. When a node
 * moves, JavaFX recomputes the bounds of its group and culls whole groups while painting; with
 * buckets of {@value #BUCKET} that work stays small for a model of hundreds of entities and
 * thousands of relationships.
 */
final class BucketedLayer extends Group {
    static final int BUCKET = 48;

    private final List<Group> buckets = new ArrayList<>();
    private final Map<Node, Group> home = new HashMap<>();

    BucketedLayer(String styleClass) {
        getStyleClass().add(styleClass);
        setAutoSizeChildren(false);
    }

    void add(Node node) {
        Group bucket = buckets.isEmpty() ? null : buckets.get(buckets.size() - 1);
        if (bucket == null || bucket.getChildren().size() >= BUCKET) {
            bucket = new Group();
            buckets.add(bucket);
            getChildren().add(bucket);
        }
        bucket.getChildren().add(node);
        home.put(node, bucket);
    }

    void remove(Node node) {
        Group bucket = home.remove(node);
        if (bucket == null) return;
        bucket.getChildren().remove(node);
        if (bucket.getChildren().isEmpty()) {
            buckets.remove(bucket);
            getChildren().remove(bucket);
        }
    }

    int size() {
        return home.size();
    }
}
