package dev.docshape.model.estimate;

import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.profile.CostModel;
import dev.docshape.model.profile.DatabaseKind;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The requests planned for one pattern, with their naive (once per parent instance) multiplicity,
 * each priced by its operation (docs/counting-rules.md#request-units).
 */
final class Plan {
    private final ModelIndex index;
    private final CostModel costs;
    private final boolean cosmos;
    private final List<Request> requests = new ArrayList<>();
    /**
     * Per point read that returned whole documents though its read names fields (Cosmos DB's {@code ReadItem}), the
     * bytes a query would return of each: folding co-located children into it makes it one.
     */
    private final Map<Integer, Double> projectedIfQueried = new HashMap<>();
    private double naive;

    Plan(ModelIndex index) {
        this.index = index;
        this.costs = index.profile.costs();
        this.cosmos = index.profile.kind() == DatabaseKind.COSMOS;
    }

    /**
     * Adds a request reading {@code docs} whole documents of {@code collection}: a point read or a query.
     *
     * @param fanOut how many times a naive application sends it (once per source instance)
     * @return the request's index in the plan
     */
    int read(int level, Operation op, String collection, double docs, double fanOut, String description, Intent intent) {
        return read(level, op, collection, docs, fanOut, description, intent, -1);
    }

    /**
     * Adds a read as above that returns {@code returnedPerDoc} bytes of each document (a projection; negative: whole
     * documents). The server still reads whole documents; a query is charged by the size it returns [BLOG]. A Cosmos DB
     * point read returns the whole document and is charged by it; MongoDB's find by id takes a projection
     * (docs/counting-rules.md "Projections and counts on includes").
     */
    int read(int level, Operation op, String collection, double docs, double fanOut, String description, Intent intent,
             double returnedPerDoc) {
        if (op == Operation.COUNT) return count(level, collection, 0, fanOut, description, intent);
        return read(level, op, collection, docs, index.avgBytes(collection), fanOut, description, intent, returnedPerDoc);
    }

    /**
     * Adds a query reading {@code docs} whole documents of {@code collection} of {@code perDoc} bytes each, not the
     * collection's average: the bucket documents the items of all parents taken by an order sit in
     * (docs/counting-rules.md "Items of all parents taken by an order").
     */
    int readSized(int level, String collection, double docs, double perDoc, String description, Intent intent) {
        return readSized(level, collection, docs, perDoc, 1, description, intent);
    }

    /**
     * As above, sent {@code fanOut} times by a naive application: bucket documents, each sized by the children it holds
     * (docs/counting-rules.md "Bucket documents read"). They come back whole.
     */
    int readSized(int level, String collection, double docs, double perDoc, double fanOut, String description, Intent intent) {
        return readSized(level, collection, docs, perDoc, -1, fanOut, description, intent);
    }

    /**
     * As above, each document returning {@code returnedPerDoc} bytes (negative: whole): a parent's buckets sent back
     * holding only the first N items the read takes over them (decision 0524).
     */
    int readSized(int level, String collection, double docs, double perDoc, double returnedPerDoc, double fanOut, String description,
                  Intent intent) {
        return read(level, Operation.QUERY, collection, docs, perDoc, fanOut, description, intent, returnedPerDoc);
    }

    /**
     * As {@link #read(int, Operation, String, double, double, String, Intent, double)}, each document of {@code perDoc}
     * bytes, not the collection's average: parents reached through their children (decision 0535).
     */
    int read(int level, Operation op, String collection, double docs, double perDoc, double fanOut, String description,
             Intent intent, double returnedPerDoc) {
        boolean whole = returnedPerDoc < 0 || (op == Operation.POINT_READ && !index.profile.kind().pointReadProjects());
        double returned = whole ? perDoc : Math.min(perDoc, returnedPerDoc);
        boolean byIds = intent.action() == Intent.Action.READ_BY_ID || intent.action() == Intent.Action.READ_BY_IDS_IN_SOURCE;
        int partitions = index.partitions(collection, intent, byIds ? docs : fanOut);
        double ru = op == Operation.POINT_READ ? docs * costs.pointReadRu(perDoc) : costs.queryRu(docs, returned);
        int added = add(new Request(level, op, collection, docs, docs * perDoc, ru + costs.fanOutRu(partitions), description, 0,
                intent, partitions, docs * returned), fanOut);
        if (whole && returnedPerDoc >= 0) projectedIfQueried.put(added, Math.min(perDoc, returnedPerDoc));
        return added;
    }

    /**
     * Widens the read at {@code request} to also return {@code docs} documents of {@code collection}
     * stored in the same container: one query by the parent's id returns the parent and its
     * co-located children (docs/counting-rules.md "Co-location"), each child's {@code returnedPerDoc} bytes
     * (negative: whole). The query goes to the partitions the parents' read went to, and pays for them. A point read
     * that returned whole parents becomes a query, which returns only the fields the read names of them too.
     */
    void fold(int request, String relationshipId, String collection, double docs, String what, double returnedPerDoc) {
        Request old = requests.get(request);
        double perDoc = index.avgBytes(collection);
        double bytes = old.bytes() + docs * perDoc;
        Double projected = projectedIfQueried.remove(request);
        double parents = projected != null ? old.docs() * projected : old.bytesReturned();
        double returned = parents + docs * (returnedPerDoc < 0 ? perDoc : Math.min(perDoc, returnedPerDoc));
        double total = old.docs() + docs;
        double ru = costs.queryRu(total, total > 0 ? returned / total : 0) + costs.fanOutRu(old.partitions());
        requests.set(request, new Request(old.level(), Operation.QUERY, old.collection(), total, bytes, ru,
                old.description() + " with its " + what, old.indexKeysWritten(), old.intent().folding(relationshipId),
                old.partitions(), returned));
    }

    /** The request at {@code index} in the plan. */
    Request request(int request) {
        return requests.get(request);
    }

    /** Adds a count query over {@code items} index entries: it returns no document. Returns its index in the plan. */
    int count(int level, String collection, double items, double fanOut, String description, Intent intent) {
        int partitions = index.partitions(collection, intent, fanOut);
        return add(new Request(level, Operation.COUNT, collection, 0, 0, costs.countRu(items) + costs.fanOutRu(partitions),
                description, 0, intent, partitions), fanOut);
    }

    /**
     * Adds a request writing {@code docs} documents of {@code collection}: inserts and deletes touch
     * every indexed value of a document, replaces every value of the written entity's own fields
     * as far as the caller does not say otherwise, patches one value.
     */
    void write(Operation op, String collection, double docs, String description, Intent intent) {
        double changed = switch (op) {
            case PATCH, PATCH_MANY, TRANSACTIONAL_PATCH -> 1;
            default -> index.indexes.perDocument(collection);
        };
        write(op, collection, docs, changed, false, description, intent);
    }

    /**
     * Adds a request writing {@code docs} documents of {@code collection}.
     *
     * @param changedValues    for updates and patches, the values changed in each document
     * @param changesReference true when an update changes a reference (an id pushed or pulled), which
     *                         MongoDB keeps in an index
     */
    void write(Operation op, String collection, double docs, double changedValues, boolean changesReference,
               String description, Intent intent) {
        // a new document holds none of the children it collects later
        double perDoc = op == Operation.INSERT ? index.newDocumentBytes(collection) : index.avgBytes(collection);
        double terms = index.indexes.perDocument(collection);
        double perDocRu = switch (op) {
            case INSERT, DELETE, DELETE_MANY -> costs.insertRu(perDoc, terms);
            case TRANSACTIONAL_PATCH -> costs.pointReadRu(perDoc) + costs.updateRu(perDoc, changedValues);
            default -> costs.updateRu(perDoc, changedValues);
        };
        // Cosmos DB has no server-side updateMany: the documents are found by a query, then each is written
        double find = op.isMany() ? costs.queryRu(docs, perDoc) : 0;
        double keysPerDoc = switch (op) {
            case INSERT, DELETE, DELETE_MANY -> terms;
            default -> cosmos ? 2 * changedValues : (changesReference ? 1 : 0);
        };
        int partitions = index.writePartitions(collection, intent, docs);
        add(new Request(1, op, collection, docs, docs * perDoc, find + docs * perDocRu + costs.fanOutRu(partitions), description,
                docs * keysPerDoc, intent, partitions), 1);
    }

    private int add(Request request, double fanOut) {
        requests.add(request);
        naive += fanOut;
        return requests.size() - 1;
    }

    PatternEstimate summarize(AccessPattern pattern) {
        int depth = 0;
        double docsRead = 0, bytesRead = 0, docsWritten = 0, bytesWritten = 0, ru = 0;
        for (Request r : requests) {
            depth = Math.max(depth, r.level());
            ru += r.ru();
            if (r.operation().isWrite()) {
                docsWritten += r.docs();
                bytesWritten += r.bytes();
            } else {
                docsRead += r.docs();
                bytesRead += r.bytes();
            }
        }
        return new PatternEstimate(pattern.id(), pattern.name(), PatternKind.of(pattern), requests.size(), naive, depth,
                docsRead, bytesRead, docsWritten, bytesWritten, ru, requests);
    }
}
