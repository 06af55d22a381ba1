package dev.docshape.model.query;

import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.projection.ReturnedFields;

import java.util.List;
import java.util.Map;

/** The projection of each find a read pattern sends: the fields it returns, or whole documents. */
final class ReadProjections {
    private final ReadPlan plan;

    ReadProjections(ReadPlan plan) {
        this.plan = plan;
    }

    /**
     * The fields a projected read returns, as the estimate prices them and {@code measure} asks for them: the id and
     * {@link ReturnedFields#projected} of what the request reads ({@link #wanted}), and of the co-located children it
     * returns with their parents (docs/counting-rules.md "Projections and counts on includes", decision 0510). Empty:
     * whole documents.
     */
    Expr.Doc of(Request request) {
        if (request.bytesReturned() >= request.bytes()) return new Expr.Doc(Map.of());
        Map<String, Expr> fields = new java.util.LinkedHashMap<>();
        for (String name : wanted(request).projected(plan.where().collection(request.collection()).document().fields())) {
            fields.put(name, Expr.num(1));
        }
        // co-located children the same query returns: their fields too, or whole documents where they are read whole
        for (String relationship : request.intent().folded()) {
            Include inc = include(plan.pattern().includes(), relationship);
            if (inc == null || inc.fields().isEmpty()) return new Expr.Doc(Map.of());
            String child = plan.model().requireRelationship(relationship).child();
            List<String> names = ReturnedFields.ofInclude(inc).projected(plan.where().collection(plan.where().home(child).collection()).document().fields());
            for (String name : names) fields.put(name, Expr.num(1));
        }
        return new Expr.Doc(fields);
    }

    /**
     * What a request reads of each document: the roots' fields for the pattern's first read of its entity (after the
     * joining documents of the one parent, where there are some), an include's for the read that follows it, whole
     * documents for joining documents.
     */
    private ReturnedFields wanted(Request request) {
        Intent intent = request.intent();
        if (intent.action() == Intent.Action.READ_JOINS) return ReturnedFields.WHOLE;
        boolean root = intent.after() < 0 || (intent.entity().equals(plan.pattern().entity())
                && plan.before(intent).action() == Intent.Action.READ_JOINS
                && plan.before(intent).after() < 0);
        if (root) return ReturnedFields.ofRoots(plan.pattern());
        Include inc = include(plan.pattern().includes(), intent.relationship());
        return inc == null ? ReturnedFields.WHOLE : ReturnedFields.ofInclude(inc);
    }

    private static Include include(List<Include> includes, String relationship) {
        for (Include i : includes) {
            if (i.relationship().equals(relationship)) return i;
            Include deeper = include(i.includes(), relationship);
            if (deeper != null) return deeper;
        }
        return null;
    }
}
