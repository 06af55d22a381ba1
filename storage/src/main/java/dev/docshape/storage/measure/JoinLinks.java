package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.store.IndexedPath;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The links of joining documents a read follows: one query by the sources' ids, the targets' ids they hold. */
final class JoinLinks {
    private JoinLinks() {
    }

    /**
     * The ids of the targets {@code from} links to through {@code r}'s joining documents, read in one request.
     *
     * @param limit the links of one source a query takes (0: every link); several sources' links come back whole
     */
    static Set<String> targetIds(StoreReads reads, List<Node> from, Relationship r, boolean down, int limit, Tally tally) {
        List<ShapeField> sides = reads.locator.joinFields(r, down);
        ShapeField sourceField = sides.get(0);
        ShapeField targetField = sides.get(1);
        IndexedPath path = IndexedPath.of(sourceField.name());
        String joins = reads.locator.joinOf(r.id());
        List<ObjectNode> links = Nodes.oneSource(from) && limit > 0
                ? reads.byKeyLimited(joins, path, Nodes.ids(from), limit, sourceField.name(), ReturnedFields.WHOLE, tally)
                : reads.byKey(joins, path, Nodes.ids(from), tally);
        Set<String> targetIds = new LinkedHashSet<>();
        for (ObjectNode link : links) targetIds.add(link.path(targetField.name()).asText());
        return targetIds;
    }
}
