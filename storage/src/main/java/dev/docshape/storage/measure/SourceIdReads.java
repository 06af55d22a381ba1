package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.store.IndexedPath;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The read of targets by their sources' ids: the children holding their parents' ids, or the documents holding them
 * where the targets sit inside others ({@link ReadRunner}).
 */
final class SourceIdReads {
    private SourceIdReads() {
    }

    /** Targets (or the documents holding them) queried by the sources' ids. */
    static List<Node> read(StoreReads reads, List<Node> from, String entity, Relationship r, String target, int limit, Ordering order,
                           ReturnedFields wanted, Tally tally) {
        Locator locator = reads.locator;
        // its home, where every instance is kept, as the estimate and the templates read it (decisions 0479, 0545)
        Occurrence home = locator.home(target);
        CollectionShape c = locator.collection(home.collection());
        List<ShapeField> targetShape = Locator.shapeAt(c.document().fields(), home.fieldPath());
        Optional<ShapeField> link = Locator.link(targetShape, r.id(), entity);
        String prefix = home.fieldPath().isEmpty() ? "" : Locator.pathOf(c.document().fields(), home.fieldPath()) + ".";
        if (link.isEmpty()) {
            // The target contains the source (an embedded child looking for its parent): find it by the embedded id.
            Occurrence contained = locator.home(entity);
            List<ObjectNode> docs = reads.byKey(contained.collection(), locator.idPath(contained), Nodes.ids(from), tally);
            return nodesOf(locator, docs, home);
        }
        IndexedPath path = IndexedPath.of(prefix + Locator.linkIdPath(link.get()));
        // a projection applies to the entity's own documents, not to the documents it is embedded in
        ReturnedFields back = home.fieldPath().isEmpty() ? wanted : ReturnedFields.WHOLE;
        // one parent per document, by its id or in an extended reference's copy: the query limits per parent; documents
        // holding several parents' ids (an array) are limited by a query of one parent only (the 30 newest posts of a hashtag)
        boolean limited = limit > 0 && home.fieldPath().isEmpty() && (link.get().kind() != ShapeField.Kind.ARRAY || Nodes.oneSource(from));
        String key = Locator.linkIdPath(link.get());
        List<ObjectNode> docs = limited && order != null ? reads.byKeyFirst(home.collection(), path, Nodes.ids(from), limit, key, order, back, tally)
                : limited ? reads.byKeyLimited(home.collection(), path, Nodes.ids(from), limit, key, back, tally)
                : reads.byKey(home.collection(), path, Nodes.ids(from), back, tally);
        return home.fieldPath().isEmpty() ? nodesOf(locator, docs, home) : reads.linkedTo(docs, home, key, Nodes.ids(from));
    }

    private static List<Node> nodesOf(Locator locator, List<ObjectNode> docs, Occurrence home) {
        List<Node> nodes = new ArrayList<>();
        for (ObjectNode d : docs) nodes.addAll(locator.instancesIn(d, home, null));
        return nodes;
    }
}
