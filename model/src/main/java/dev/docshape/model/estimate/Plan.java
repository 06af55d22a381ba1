package dev.docshape.model.estimate;

import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.profile.CostModel;

import java.util.ArrayList;
import java.util.List;

/** The requests planned for one pattern, with their naive (once per parent instance) multiplicity. */
final class Plan {
    private final ModelIndex index;
    private final CostModel costs;
    private final List<Request> requests = new ArrayList<>();
    private double naive;

    Plan(ModelIndex index) {
        this.index = index;
        this.costs = index.profile.costs();
    }

    /**
     * Adds a request reading {@code docs} whole documents of {@code collection}.
     *
     * @param fanOut how many times a naive application sends it (once per source instance)
     * @return the request's index in the plan
     */
    int read(int level, Operation op, String collection, double docs, double fanOut, String description, Intent intent) {
        double perDoc = index.avgBytes(collection);
        double ru = switch (op) {
            case POINT_READ -> docs * costs.readRu(perDoc);
            case COUNT -> costs.queryBaseRu();
            default -> costs.queryRu(docs, perDoc);
        };
        double readDocs = op == Operation.COUNT ? 0 : docs;
        add(new Request(level, op, collection, readDocs, readDocs * perDoc, ru, description, intent), fanOut);
        return requests.size() - 1;
    }

    /** Adds a request writing {@code docs} whole documents of {@code collection}. */
    void write(Operation op, String collection, double docs, String description, Intent intent) {
        double perDoc = index.avgBytes(collection);
        double perDocRu = switch (op) {
            case INSERT -> costs.insertRu(perDoc);
            case DELETE, DELETE_MANY -> costs.deleteRu(perDoc);
            default -> costs.replaceRu(perDoc);
        };
        double base = op == Operation.UPDATE_MANY || op == Operation.DELETE_MANY ? costs.queryBaseRu() : 0;
        add(new Request(1, op, collection, docs, docs * perDoc, base + docs * perDocRu, description, intent), 1);
    }

    private void add(Request request, double fanOut) {
        requests.add(request);
        naive += fanOut;
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
