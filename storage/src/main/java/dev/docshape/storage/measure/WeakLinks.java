package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.store.IndexedPath;
import dev.docshape.storage.store.StoreSnapshot;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds references that point to no document: every id held by a reference field (or by the
 * copies of an extended reference) is looked up where the referenced entity lives. Streams the
 * collections and checks ids in batches, so a large store is never held in memory.
 */
final class WeakLinks {
    private static final int BATCH = 500;

    private final Projection projection;
    private final Locator locator;
    private final StoreSnapshot store;

    WeakLinks(Projection projection, Locator locator, StoreSnapshot store) {
        this.projection = projection;
        this.locator = locator;
        this.store = store;
    }

    List<WeakLink> find() {
        List<WeakLink> found = new ArrayList<>();
        for (CollectionShape c : projection.collections()) {
            List<Link> links = new ArrayList<>();
            collect(c.document().fields(), new ArrayList<>(), links);
            if (links.isEmpty()) continue;
            Map<Link, Map<String, Integer>> pending = new LinkedHashMap<>();
            Map<Link, long[]> missing = new LinkedHashMap<>();
            for (Link l : links) {
                pending.put(l, new HashMap<>());
                missing.put(l, new long[1]);
            }
            store.forEach(c.name(), (id, json) -> {
                ObjectNode doc = StoreReads.parse(json);
                for (Link l : links) {
                    Map<String, Integer> ids = pending.get(l);
                    for (String ref : values(doc, l.path, 0)) ids.merge(ref, 1, Integer::sum);
                    if (ids.size() >= BATCH) missing.get(l)[0] += check(l, ids);
                }
            });
            for (Link l : links) {
                missing.get(l)[0] += check(l, pending.get(l));
                if (missing.get(l)[0] > 0) {
                    found.add(new WeakLink(c.name(), l.display, l.target.collection(), missing.get(l)[0]));
                }
            }
        }
        return found;
    }

    /**
     * @param target where every instance of the referenced entity is kept: its own documents, else the buckets that hold a
     *               subset's rest too, not the subset holding each parent's first few (decision 0496)
     */
    private record Link(List<String> path, String display, Occurrence target) {
    }

    private void collect(List<ShapeField> fields, List<String> prefix, List<Link> links) {
        for (ShapeField f : fields) {
            List<String> path = new ArrayList<>(prefix);
            path.add(f.name());
            if (f.role() == ShapeField.Role.REFERENCE) {
                links.add(new Link(path, display(prefix, f), locator.home(f.entity())));
            } else if (f.role() == ShapeField.Role.COPIED) {
                List<String> idPath = new ArrayList<>(path);
                idPath.add("id");
                links.add(new Link(idPath, display(prefix, f) + ".id", locator.home(f.entity())));
            } else if (!f.children().isEmpty()) {
                collect(f.children(), path, links);
            }
        }
    }

    private static String display(List<String> prefix, ShapeField f) {
        String base = prefix.isEmpty() ? "" : String.join(".", prefix) + ".";
        return base + f.name() + (f.kind() == ShapeField.Kind.ARRAY ? "[]" : "");
    }

    /** Every text value at {@code path}, through arrays at any step. */
    private static List<String> values(JsonNode node, List<String> path, int step) {
        List<String> out = new ArrayList<>();
        if (node == null || node.isNull()) return out;
        if (node.isArray()) {
            for (JsonNode item : node) out.addAll(values(item, path, step));
            return out;
        }
        if (step == path.size()) {
            if (node.isTextual()) out.add(node.asText());
            return out;
        }
        out.addAll(values(node.get(path.get(step)), path, step + 1));
        return out;
    }

    /** References among {@code ids} whose target is missing; clears the batch. */
    private long check(Link l, Map<String, Integer> ids) {
        if (ids.isEmpty()) return 0;
        Occurrence home = l.target;
        IndexedPath idPath = locator.idPath(home);
        List<String> docs = idPath == null ? store.byIds(home.collection(), ids.keySet()) : store.byKey(home.collection(), idPath, ids.keySet());
        Set<String> present = new HashSet<>();
        for (String doc : docs) {
            for (Node n : locator.instancesIn(StoreReads.parse(doc), home, ids.keySet())) present.add(n.id());
        }
        long missing = 0;
        for (Map.Entry<String, Integer> e : ids.entrySet()) if (!present.contains(e.getKey())) missing += e.getValue();
        ids.clear();
        return missing;
    }
}
