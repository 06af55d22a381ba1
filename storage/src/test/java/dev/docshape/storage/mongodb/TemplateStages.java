package dev.docshape.storage.mongodb;

import dev.docshape.model.query.Expr;
import dev.docshape.model.query.Operation;
import dev.docshape.storage.testing.WireServer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The stages of an exported template's pipeline named as {@link WireServer#pipelines} names the ones it receives. */
final class TemplateStages {
    private TemplateStages() {
    }

    /** Each stage's operator, with the field it names ({@code $group} by its {@code _id}) where it names one. */
    static List<String> of(Operation op) {
        List<String> named = new ArrayList<>();
        for (Expr stage : ((Expr.Arr) op.body()).items()) {
            Map.Entry<String, Expr> only = ((Expr.Doc) stage).fields().entrySet().iterator().next();
            Expr value = only.getValue();
            if (only.getKey().equals("$group")) value = ((Expr.Doc) value).fields().get("_id");
            named.add(value instanceof Expr.Str field ? only.getKey() + " " + field.value()
                    : value instanceof Expr.Num n ? only.getKey() + " " + n.value() : only.getKey());
        }
        return named;
    }
}
