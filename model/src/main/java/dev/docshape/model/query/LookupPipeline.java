package dev.docshape.model.query;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code $lookup} alternative of a batched read: one aggregation on the first operation's
 * collection that joins, stage by stage, what the follow-up operations read with {@code $in}. Each
 * follow-up's results land in a field named after its step ({@code step2}).
 */
final class LookupPipeline {
    private LookupPipeline() {
    }

    /** The aggregation, or null when the read is a single operation or a step does not follow from an earlier one. */
    static Operation of(List<Operation> operations) {
        if (operations.size() < 2) return null;
        Operation first = operations.get(0);
        if (first.command() == Command.AGGREGATE) return null;
        List<Expr> stages = new ArrayList<>();
        stages.add(Expr.Doc.of("$match", first.filter()));
        if (!first.sort().isEmpty()) stages.add(Expr.Doc.of("$sort", first.sort()));
        if (first.limit() > 0) stages.add(Expr.Doc.of("$limit", Expr.num(first.limit())));
        for (Operation op : operations.subList(1, operations.size())) {
            if (op.filter().fields().size() != 1) return null;
            Map.Entry<String, Expr> match = op.filter().fields().entrySet().iterator().next();
            if (!(match.getValue() instanceof Expr.Doc in) || !(in.fields().get("$in") instanceof Expr.Collected from)) return null;
            String local = (from.step() == 1 ? "" : "step" + from.step() + ".") + String.join(".", from.path());
            Map<String, Expr> lookup = new LinkedHashMap<>();
            lookup.put("from", Expr.str(op.collection()));
            lookup.put("localField", Expr.str(local));
            lookup.put("foreignField", Expr.str(match.getKey()));
            lookup.put("as", Expr.str("step" + op.step()));
            stages.add(Expr.Doc.of("$lookup", new Expr.Doc(lookup)));
        }
        return new Operation(1, first.request(), Command.AGGREGATE, first.collection(), new Expr.Doc(Map.of()),
                new Expr.Arr(stages), List.of(), false, 0, List.of());
    }
}
