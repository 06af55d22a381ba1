package dev.docshape.storage.measure;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.storage.store.DocumentReads;
import dev.docshape.storage.store.IndexedPath;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** The sample store's reads, each request that reaches it counted as a database client counts commands. */
final class CountingReads implements DocumentReads {
    private final DocumentReads store;
    private int sent;
    private int uncounted;
    /** The fields each request that names some asked for ({@link DocumentReads#projected}), in the order sent. */
    final List<List<String>> projections = new ArrayList<>();

    CountingReads(DocumentReads store) {
        this.store = store;
    }

    /** The requests sent since the last call, and starts counting again. */
    int takeSent() {
        int n = sent;
        sent = 0;
        return n;
    }

    private <T> T sent(Supplier<T> request) {
        if (uncounted == 0) sent++;
        return request.get();
    }

    @Override
    public List<String> byIds(String collection, Collection<String> ids) {
        return sent(() -> store.byIds(collection, ids));
    }

    @Override
    public List<String> byKey(String collection, IndexedPath path, Collection<String> keys) {
        return sent(() -> store.byKey(collection, path, keys));
    }

    @Override
    public List<String> byKeyLimited(String collection, IndexedPath path, Collection<String> keys, int perKey) {
        return sent(() -> store.byKeyLimited(collection, path, keys, perKey));
    }

    @Override
    public List<String> byKeyFirst(String collection, IndexedPath path, Collection<String> keys, int perKey, Ordering order) {
        return sent(() -> store.byKeyFirst(collection, path, keys, perKey, order));
    }

    @Override
    public List<String> byIdsFirst(String collection, Collection<String> ids, int first, Ordering order) {
        return sent(() -> store.byIdsFirst(collection, ids, first, order));
    }

    @Override
    public List<String> byKeyNewest(String collection, IndexedPath path, Collection<String> keys, int newest) {
        return sent(() -> store.byKeyNewest(collection, path, keys, newest));
    }

    @Override
    public long countByKey(String collection, IndexedPath path, Collection<String> keys) {
        return sent(() -> store.countByKey(collection, path, keys));
    }

    @Override
    public long countItemsByKey(String collection, IndexedPath path, Collection<String> keys) {
        return sent(() -> store.countItemsByKey(collection, path, keys));
    }

    @Override
    public long sumByKey(String collection, IndexedPath path, Collection<String> keys, String field) {
        return sent(() -> store.sumByKey(collection, path, keys, field));
    }

    @Override
    public long countLinksIn(String collection, Collection<String> ids, String field) {
        return sent(() -> store.countLinksIn(collection, ids, field));
    }

    @Override
    public <T> T projected(List<String> fields, Supplier<T> lookups) {
        projections.add(List.copyOf(fields));
        return store.projected(fields, lookups);
    }

    @Override
    public <T> T uncounted(Supplier<T> lookups) {
        uncounted++;
        try {
            return store.uncounted(lookups);
        } finally {
            uncounted--;
        }
    }

    @Override
    public Map<String, List<String>> withCoLocated(String collection, Collection<String> ids, Map<String, IndexedPath> members) {
        return sent(() -> store.withCoLocated(collection, ids, members));
    }

    @Override
    public Map<String, List<String>> withCoLocated(String collection, Collection<String> ids, Map<String, IndexedPath> members, int first) {
        return sent(() -> store.withCoLocated(collection, ids, members, first));
    }
}
