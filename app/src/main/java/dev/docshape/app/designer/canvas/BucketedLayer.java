package dev.docshape.app.designer.canvas;

import javafx.scene.Group;
import javafx.scene.Node;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A canvas layer that keeps its nodes in small sub-groups instead of one flat group. When a node
 * moves, JavaFX recomputes the bounds of its group and culls whole groups while painting; with
 * buckets of {@value #BUCKET} that work stays small for a model of hundreds of entities and
 * thousands of relationships. A node can be taken out of the scene graph while it is out of view
 * and put back into its bucket later ({@link #setShown}, decision 0387), at its old place among the
 * others, so what overlaps what does not depend on which views went out and came back (decision 0428).
 */
final class BucketedLayer extends Group {
    static final int BUCKET = 48;

    private final List<Group> buckets = new ArrayList<>();
    private final Map<Node, Group> home = new HashMap<>();
    private final Map<Group, Integer> members = new HashMap<>();
    /** The order the nodes were added in: a node put back goes before the nodes added after it. */
    private final Map<Node, Long> rank = new HashMap<>();
    private long added;

    BucketedLayer(String styleClass) {
        getStyleClass().add(styleClass);
        setAutoSizeChildren(false);
    }

    void add(Node node) {
        Group bucket = buckets.isEmpty() ? null : buckets.get(buckets.size() - 1);
        if (bucket == null || members.get(bucket) >= BUCKET) {
            bucket = new Group();
            buckets.add(bucket);
            members.put(bucket, 0);
            getChildren().add(bucket);
        }
        bucket.getChildren().add(node);
        home.put(node, bucket);
        rank.put(node, added++);
        members.merge(bucket, 1, Integer::sum);
    }

    void remove(Node node) {
        Group bucket = home.remove(node);
        rank.remove(node);
        if (bucket == null) return;
        bucket.getChildren().remove(node);
        if (members.merge(bucket, -1, Integer::sum) == 0) {
            members.remove(bucket);
            buckets.remove(bucket);
            getChildren().remove(bucket);
        }
    }

    /** Puts the node back into its bucket, or takes it out of the scene graph. */
    void setShown(Node node, boolean shown) {
        Group bucket = home.get(node);
        if (bucket == null || (node.getParent() == bucket) == shown) return;
        if (shown) bucket.getChildren().add(placeAmong(bucket.getChildren(), rank.get(node)), node);
        else bucket.getChildren().remove(node);
    }

    /** Where a node of rank {@code r} goes among {@code shown}, which are in the order of their ranks. */
    private int placeAmong(List<Node> shown, long r) {
        int low = 0;
        int high = shown.size();
        while (low < high) {
            int mid = (low + high) >>> 1;
            if (rank.get(shown.get(mid)) < r) low = mid + 1;
            else high = mid;
        }
        return low;
    }

    int size() {
        return home.size();
    }

    /** The topmost node shown in the layer that holds the scene point, or null. */
    Node topmostAt(double sceneX, double sceneY) {
        return topmostWhere(node -> node.contains(node.sceneToLocal(sceneX, sceneY)));
    }

    /** The topmost node shown in the layer for which {@code holds} is true, or null. */
    Node topmostWhere(Predicate<Node> holds) {
        for (int b = buckets.size() - 1; b >= 0; b--) {
            List<Node> shown = buckets.get(b).getChildren();
            for (int i = shown.size() - 1; i >= 0; i--) {
                Node node = shown.get(i);
                if (node.isVisible() && !node.isMouseTransparent() && holds.test(node)) return node;
            }
        }
        return null;
    }
}
