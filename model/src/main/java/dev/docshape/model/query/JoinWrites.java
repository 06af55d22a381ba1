package dev.docshape.model.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.List;
import java.util.Map;

/**
 * The operations on joining documents of a write pattern (decision 0493): the joining document a link inserts, and
 * those an unlink or a delete removes.
 */
final class JoinWrites {
    private final DataModel model;
    private final Locations where;
    private final WriteInputs inputs;
    private final WritePattern pattern;

    JoinWrites(DataModel model, Locations where, WriteInputs inputs, WritePattern pattern) {
        this.model = model;
        this.where = where;
        this.inputs = inputs;
        this.pattern = pattern;
    }

    /** Inserts the joining document of a link, holding the ids of both ends. */
    Operation insert(int index, Request request, Intent intent) {
        String c = request.collection();
        Relationship r = model.requireRelationship(intent.relationship());
        Expr.Doc join = bothEnds(c, r);
        boolean many = request.docs() > 1;
        return Operation.write(index, request, many ? Command.INSERT_MANY : Command.INSERT_ONE, c, new Expr.Doc(Map.of()),
                many ? new Expr.Arr(List.of(join)) : join, List.of(), false);
    }

    /**
     * Deletes the joining documents of one link (unlink), or of the removed instance: those holding its id at its
     * end, at both ends when it is at both (a user removed from those it follows and those following it, decision 0494).
     */
    Operation delete(int index, Request request, Intent intent) {
        String c = request.collection();
        Relationship r = model.requireRelationship(intent.relationship());
        boolean one = pattern.kind() == WriteKind.UNLINK;
        Expr.Doc filter;
        if (one) {
            filter = bothEnds(c, r);
        } else if (r.isSelf()) {
            filter = Expr.Doc.of("$or", new Expr.Arr(List.of(Expr.Doc.of(field(c, r, true), inputs.ref(intent.entity())),
                    Expr.Doc.of(field(c, r, false), inputs.ref(intent.entity())))));
        } else {
            filter = Expr.Doc.of(field(c, r, r.parent().equals(intent.entity())), inputs.ref(intent.entity()));
        }
        return Operation.write(index, request, one ? Command.DELETE_ONE : Command.DELETE_MANY, c, filter, null, List.of(), false);
    }

    private Expr.Doc bothEnds(String c, Relationship r) {
        return Expr.Doc.of(field(c, r, true), inputs.endRef(r, true), field(c, r, false), inputs.endRef(r, false));
    }

    /** The joining documents' id field of the relationship's parent end or child end (decision 0493). */
    private String field(String c, Relationship r, boolean parentEnd) {
        List<String> path = where.joinPath(where.collection(c), parentEnd)
                .orElseThrow(() -> new IllegalStateException("joining collection '" + c + "' holds no ids of the "
                        + (parentEnd ? "parent" : "child") + " end of '" + r.id() + "'"));
        return String.join(".", path);
    }
}
