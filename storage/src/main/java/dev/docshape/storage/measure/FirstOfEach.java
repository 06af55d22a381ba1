package dev.docshape.storage.measure;

import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The first N children of each parent, kept by the application from a query that returned all children of several
 * parents (docs/counting-rules.md "Children taken under a limit").
 */
final class FirstOfEach {
    private FirstOfEach() {
    }

    /** @param order the order whose first {@code limit} of each parent are kept; null: the first the query returned */
    static List<Node> keep(List<Node> children, Locator locator, Relationship r, String parentEntity, int limit, Ordering order) {
        Map<String, Integer> taken = new HashMap<>();
        List<Node> kept = new ArrayList<>(children.size());
        for (Node child : order == null ? children : FirstBy.perKey(children, Node::object, n -> "", order, 0)) {
            String parent = parentOf(child, locator, r, parentEntity);
            if (parent == null || taken.merge(parent, 1, Integer::sum) <= limit) kept.add(child);
        }
        return kept;
    }

    /** The parent's id the child holds, or the bucket it was read in; null when neither holds it. */
    private static String parentOf(Node child, Locator locator, Relationship r, String parentEntity) {
        var link = Locator.link(child.shape(), r.id(), parentEntity);
        if (link.isPresent()) {
            List<String> ids = Locator.linkedIds(child.object(), link.get());
            return ids.isEmpty() ? null : ids.get(0);
        }
        return BucketReads.parentIds(locator, List.of(child), r).flatMap(ids -> ids.stream().findFirst()).orElse(null);
    }
}
