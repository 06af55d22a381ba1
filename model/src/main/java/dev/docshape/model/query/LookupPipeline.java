package dev.docshape.model.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code $lookup} alternative of a batched read: one aggregation on the first operation's
 * collection that joins, stage by stage, what the follow-up operations read with {@code $in}. Each
 * follow-up's results land in a field named after its step ({@code step2}). A follow-up that sorts
 * or takes the first N keeps its sort and limit inside the join (docs/exports.md "The $lookup alternative").
 */
final class LookupPipeline {
    private static final String KEY = "key";

    private LookupPipeline() {
    }

    /**
     * The aggregation, or null when the read is a single operation, a step does not follow from an earlier one, or a
     * follow-up's limit would apply to each of several roots where its find applies it to all of them together.
     *
     * @param arrays per collection, the dotted paths of its array fields
     */
    static Operation of(List<Operation> operations, Map<String, Set<String>> arrays) {
        if (operations.size() < 2) return null;
        Operation first = operations.get(0);
        if (first.command() == Command.AGGREGATE) return null;
        List<Expr> stages = new ArrayList<>();
        stages.add(Expr.Doc.of("$match", first.filter()));
        if (!first.sort().isEmpty()) stages.add(Expr.Doc.of("$sort", first.sort()));
        if (first.limit() > 0) stages.add(Expr.Doc.of("$limit", Expr.num(first.limit())));
        for (Operation op : operations.subList(1, operations.size())) {
            List<Expr> staged = op.command() == Command.AGGREGATE ? ((Expr.Arr) op.body()).items() : List.of();
            Expr.Doc filter = staged.isEmpty() ? op.filter() : (Expr.Doc) ((Expr.Doc) staged.get(0)).fields().get("$match");
            if (filter == null || filter.fields().size() != 1) return null;
            Map.Entry<String, Expr> match = filter.fields().entrySet().iterator().next();
            if (!(match.getValue() instanceof Expr.Doc in) || !(in.fields().get("$in") instanceof Expr.Collected from)) return null;
            // the first N ids of each document: a $lookup would join them all
            if (from.first() > 0) return null;
            String local = (from.step() == 1 ? "" : "step" + from.step() + ".") + String.join(".", from.path());
            Map<String, Expr> lookup = new LinkedHashMap<>();
            lookup.put("from", Expr.str(op.collection()));
            if (staged.isEmpty() && op.sort().isEmpty() && op.limit() <= 0) {
                lookup.put("localField", Expr.str(local));
                lookup.put("foreignField", Expr.str(match.getKey()));
            } else {
                // the limit is taken per joined document: the find's, over all roots, only when there is one root
                if (op.limit() > 0 && first.command() != Command.FIND_ONE) return null;
                Expr joined = joinedOn(match.getKey(), throughArray(arrays.getOrDefault(op.collection(), Set.of()), match.getKey()),
                        from.step() != 1 || throughArray(arrays.getOrDefault(first.collection(), Set.of()), String.join(".", from.path())));
                if (joined == null) return null;
                lookup.put("let", Expr.Doc.of(KEY, Expr.str("$" + local)));
                lookup.put("pipeline", new Expr.Arr(keptOrder(joined, op, staged)));
            }
            lookup.put("as", Expr.str("step" + op.step()));
            stages.add(Expr.Doc.of("$lookup", new Expr.Doc(lookup)));
        }
        return new Operation(1, first.request(), Command.AGGREGATE, first.collection(), new Expr.Doc(Map.of()),
                new Expr.Arr(stages), List.of(), false, 0, List.of());
    }

    /**
     * The follow-up's match on the joined key, then its sort and its limit; for a follow-up that is an aggregate (the
     * first N items over a parent's buckets, decision 0524), its stages after its match.
     */
    private static List<Expr> keptOrder(Expr joined, Operation op, List<Expr> staged) {
        List<Expr> pipeline = new ArrayList<>(3);
        pipeline.add(Expr.Doc.of("$match", Expr.Doc.of("$expr", joined)));
        if (!staged.isEmpty()) {
            pipeline.addAll(staged.subList(1, staged.size()));
            return pipeline;
        }
        if (!op.sort().isEmpty()) pipeline.add(Expr.Doc.of("$sort", op.sort()));
        if (op.limit() > 0) pipeline.add(Expr.Doc.of("$limit", Expr.num(op.limit())));
        return pipeline;
    }

    /**
     * The join condition on the let variable: equality of two single values, else membership of the single one in the
     * other's array; null when both are arrays.
     */
    private static Expr joinedOn(String foreign, boolean foreignArray, boolean localArray) {
        Expr f = Expr.str("$" + foreign);
        Expr key = Expr.str("$$" + KEY);
        if (foreignArray && localArray) return null;
        if (foreignArray) return Expr.Doc.of("$in", new Expr.Arr(List.of(key, f)));
        if (localArray) return Expr.Doc.of("$in", new Expr.Arr(List.of(f, key)));
        return Expr.Doc.of("$eq", new Expr.Arr(List.of(f, key)));
    }

    /** Whether the dotted path goes through (or ends at) an array field. */
    private static boolean throughArray(Set<String> arrays, String path) {
        String[] parts = path.split("\\.");
        StringBuilder prefix = new StringBuilder();
        for (String part : parts) {
            if (prefix.length() > 0) prefix.append('.');
            prefix.append(part);
            if (arrays.contains(prefix.toString())) return true;
        }
        return false;
    }
}
