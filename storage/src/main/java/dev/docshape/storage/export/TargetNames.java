package dev.docshape.storage.export;

import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.validate.MongoNames;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The collection and field names of a projection that MongoDB refuses, each with the rule and a safe name. */
public final class TargetNames {
    private TargetNames() {
    }

    public static List<String> problems(Projection projection) {
        Set<String> found = new LinkedHashSet<>();
        for (CollectionShape c : projection.collections()) {
            MongoNames.collectionRule(c.name()).ifPresent(rule -> found.add("collection '" + c.name() + "': " + rule
                    + "; rename it, e.g. '" + MongoNames.safeCollectionName(c.name()) + "' (left out of the script)"));
            Deque<ShapeField> todo = new ArrayDeque<>(c.document().fields());
            while (!todo.isEmpty()) {
                ShapeField f = todo.poll();
                MongoNames.fieldRule(f.name()).ifPresent(rule -> found.add("field '" + f.name() + "' of collection '" + c.name()
                        + "': " + rule + "; rename it, e.g. '" + MongoNames.safeFieldName(f.name()) + "'"));
                todo.addAll(f.children());
            }
        }
        return new ArrayList<>(found);
    }
}
