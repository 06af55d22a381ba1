package dev.docshape.storage.mongodb;

import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.storage.store.CollectionSpec;
import dev.docshape.storage.store.IndexedPath;
import org.bson.conversions.Bson;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where each collection's documents are in MongoDB: a collection stored as itself, or a co-located one in its container,
 * told apart by its type field (docs/counting-rules.md "Co-location"); and the one find that reads parents with their
 * co-located children.
 */
final class CoLocatedCollections {
    static final CoLocatedCollections NONE = new CoLocatedCollections(Map.of());

    /** Each co-located collection's place in its container; a collection not here is stored as itself. */
    private final Map<String, CollectionSpec> typed;

    private CoLocatedCollections(Map<String, CollectionSpec> typed) {
        this.typed = typed;
    }

    /** The co-located collections of a sample layout. */
    static CoLocatedCollections of(List<CollectionSpec> layout) {
        Map<String, CollectionSpec> typed = new LinkedHashMap<>();
        for (CollectionSpec c : layout) if (c.typed()) typed.put(c.name(), c);
        return new CoLocatedCollections(typed);
    }

    /** The co-located collection's container, type field and value; null for a collection stored as itself. */
    CollectionSpec spec(String collection) {
        return typed.get(collection);
    }

    /** The collection that holds {@code collection}'s documents: its container when co-located. */
    String stored(String collection) {
        CollectionSpec spec = typed.get(collection);
        return spec == null ? collection : spec.container();
    }

    /** {@code filter} narrowed to the collection's type field in its container; unchanged for a collection stored as itself. */
    Bson ofType(String collection, Bson filter) {
        CollectionSpec spec = typed.get(collection);
        return spec == null ? filter : Filters.and(Filters.eq(spec.typeField(), spec.typeValue()), filter);
    }

    /**
     * The find of parents and their co-located children as the application sends it: on the container,
     * {@code {$or: [{type: "Order", _id: {$in: ids}}, {type: "OrderLine", orderId: {$in: ids}}]}}; with {@code first}
     * children of one parent, sorted by the type field in the direction that puts the parent first
     * ({@link CoLocation#parentFirst}), then by {@code _id}, and limited to the parent and {@code first} children.
     * Empty when the collection or one of its members is not co-located in one container.
     */
    Optional<Find> withMembers(String collection, List<Object> ids, Map<String, IndexedPath> members, int first) {
        CollectionSpec host = typed.get(collection);
        if (host == null || members.isEmpty()) return Optional.empty();
        List<Bson> branches = new ArrayList<>();
        Map<String, String> byType = new LinkedHashMap<>();
        branches.add(Filters.and(Filters.eq(host.typeField(), host.typeValue()), Filters.in("_id", ids)));
        byType.put(host.typeValue(), collection);
        for (Map.Entry<String, IndexedPath> m : members.entrySet()) {
            CollectionSpec member = typed.get(m.getKey());
            if (member == null || !member.container().equals(host.container())) return Optional.empty();
            branches.add(Filters.and(Filters.eq(member.typeField(), member.typeValue()), Filters.in(m.getValue().mongoPath(), ids)));
            byType.put(member.typeValue(), m.getKey());
        }
        boolean limited = first > 0 && members.size() == 1 && ids.size() == 1;
        Bson sort = limited ? Sorts.orderBy(typeOrder(host, typed.get(members.keySet().iterator().next())), Sorts.ascending("_id")) : null;
        return Optional.of(new Find(host.container(), host.typeField(), Filters.or(branches), limited ? 1 + first : 0, sort, byType));
    }

    private static Bson typeOrder(CollectionSpec parent, CollectionSpec child) {
        return CoLocation.parentFirst(parent.typeValue(), child.typeValue()) > 0
                ? Sorts.ascending(parent.typeField()) : Sorts.descending(parent.typeField());
    }

    /**
     * One find on a container: its filter, limit (0: none) and sort (or null), and the collection each type value's
     * documents belong to.
     */
    record Find(String container, String typeField, Bson filter, int limit, Bson sort, Map<String, String> byType) {
        Collection<String> collections() {
            return byType.values();
        }
    }
}
