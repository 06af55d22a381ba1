package dev.docshape.storage.store;

import dev.docshape.model.mapping.Ordering;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The lookups an access pattern is run with, each one request to a document database: the
 * embedded SQLite store ({@link StoreSnapshot}) or a real MongoDB. Documents come back as plain
 * JSON text (ids, dates and binary as strings; see {@code JsonDialect.PLAIN}).
 */
public interface DocumentReads {

    /** The documents with the given ids (missing ids are skipped). */
    List<String> byIds(String collection, Collection<String> ids);

    /** The documents whose {@code path} holds one of {@code keys}: the lookup a reference is followed by. */
    List<String> byKey(String collection, IndexedPath path, Collection<String> keys);

    /**
     * Like {@link #byKey}, for a query the application limits to {@code perKey} documents per key.
     * A source that cannot limit per key returns every match; the caller keeps the first ones.
     */
    default List<String> byKeyLimited(String collection, IndexedPath path, Collection<String> keys, int perKey) {
        return byKey(collection, path, keys);
    }

    /**
     * Like {@link #byKey}, for a query sorted by {@code order} (its ties by id) that the application limits to the first
     * {@code perKey} documents per key: "a seller's 20 cheapest listings" (docs/counting-rules.md "Ordering and feeds").
     * A source that cannot sort and limit per key returns every match; the caller sorts them and keeps the first ones.
     */
    default List<String> byKeyFirst(String collection, IndexedPath path, Collection<String> keys, int perKey, Ordering order) {
        return byKey(collection, path, keys);
    }

    /**
     * Like {@link #byIds}, for a query sorted by {@code order} (its ties by id) and limited to the first {@code first}: the
     * first N by an order of the ids a parent holds (decision 0407). A source that cannot sort returns every document;
     * the caller sorts them and keeps the first ones.
     */
    default List<String> byIdsFirst(String collection, Collection<String> ids, int first, Ordering order) {
        return byIds(collection, ids);
    }

    /**
     * Like {@link #byKey}, for one key's documents holding their items in the array {@code items}: the query taking the
     * first {@code first} items over the newest documents, newest id first, which returns the documents those items reach
     * into (decision 0524). Whole documents, oldest first. A source that cannot limit so returns every match; the caller
     * keeps the newest the first items reach into.
     */
    default List<String> byKeyFirstItems(String collection, IndexedPath path, String key, String items, int first) {
        return byKey(collection, path, List.of(key));
    }

    /**
     * Like {@link #byKey}, for a query that needs only the newest {@code newest} documents per key
     * (the last written; 0: all). A source that cannot limit returns every match; the caller keeps the newest.
     */
    default List<String> byKeyNewest(String collection, IndexedPath path, Collection<String> keys, int newest) {
        return byKey(collection, path, keys);
    }

    /**
     * How many documents' {@code path} holds one of {@code keys}: the count query a read of children's counts sends
     * (one request, no documents returned). A source without a count of its own counts the matches of {@link #byKey}.
     */
    default long countByKey(String collection, IndexedPath path, Collection<String> keys) {
        return byKey(collection, path, keys).size();
    }

    /**
     * How many items of the arrays along {@code path} ({@code comments[].author.id}) hold one of {@code keys}, over every
     * document: the aggregate that unwinds the arrays, one request returning a value, no document. Where {@link #countByKey}
     * counts a document holding two matching items once, this counts both: the number of children of the items in hand
     * kept inside other documents (docs/counting-rules.md "Batched", decision 0397).
     */
    long countItemsByKey(String collection, IndexedPath path, Collection<String> keys);

    /**
     * The sum of the number field {@code field} over the documents whose {@code path} holds one of {@code keys}: the one
     * request a count of children kept in buckets sends, adding up the item counts of the parents' buckets
     * (docs/counting-rules.md "Batched"). It returns a value, no document.
     */
    long sumByKey(String collection, IndexedPath path, Collection<String> keys, String field);

    /**
     * The ids the array {@code field} of the documents {@code ids} holds, added up: the one request a child of a
     * many-to-many subset sends to count its parents, each child's own array holding every link (decision 0423). It
     * returns a value, no document.
     */
    long countLinksIn(String collection, Collection<String> ids, String field);

    /**
     * Runs {@code lookups}, requests the application sends naming the fields it wants back (a projection, {@code {title:
     * 1}}; the id comes too): a source that counts what its server sends back asks for those fields alone and counts
     * them, still handing the caller whole documents to go on from. A source that sizes the documents itself ignores it
     * (docs/counting-rules.md "Projections and counts on includes").
     *
     * @param fields the top-level fields besides the id the requests return; empty: whole documents
     */
    default <T> T projected(List<String> fields, Supplier<T> lookups) {
        return lookups.get();
    }

    /**
     * Runs lookups that stand in for what the database does by itself, not requests the application sends (reading every
     * document to sort them, where the application's one query sorts and limits): a source that counts its requests
     * leaves them out.
     */
    default <T> T uncounted(Supplier<T> lookups) {
        return lookups.get();
    }

    /**
     * One request to a container (docs/counting-rules.md "Co-location"): the documents of
     * {@code collection} with the given ids and, for each co-located member in {@code members}, its
     * documents whose parent-id {@code path} holds one of those ids. Keyed by collection, the parents
     * first. A source that cannot ask both at once asks each in turn.
     */
    default Map<String, List<String>> withCoLocated(String collection, Collection<String> ids, Map<String, IndexedPath> members) {
        Map<String, List<String>> docs = new LinkedHashMap<>();
        docs.put(collection, byIds(collection, ids));
        members.forEach((member, path) -> docs.put(member, byKey(member, path, ids)));
        return docs;
    }

    /**
     * Like {@link #withCoLocated(String, Collection, Map)}, for a read that takes only the first {@code first} children
     * of one parent (0: all) in its one co-located member: a source that can sort the answer parent first and limit it
     * does so in the same request; another returns every child, and the caller keeps the first ones.
     */
    default Map<String, List<String>> withCoLocated(String collection, Collection<String> ids, Map<String, IndexedPath> members, int first) {
        return withCoLocated(collection, ids, members);
    }
}
