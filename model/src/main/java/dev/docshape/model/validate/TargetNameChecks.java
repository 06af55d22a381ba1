package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.Naming;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * Names a MongoDB database would refuse: an entity whose collection name passes the length limit,
 * fields and relationships whose names begin with {@code $} or hold NUL (they become field names).
 * Warnings, each naming the rule and a safe name: the model is fine, only the export would fail.
 */
final class TargetNameChecks {
    private TargetNameChecks() {
    }

    static void check(DataModel model, Problems problems) {
        List<Entity> entities = model.entities();
        for (int i = 0; i < entities.size(); i++) {
            Entity e = entities.get(i);
            String collection = Naming.collectionName(e.name());
            String path = "entities[" + i + "]";
            MongoNames.collectionRule(collection).ifPresent(rule -> problems.warning(path + ".name", "entity '" + e.name()
                    + "' gives collection '" + collection + "', which MongoDB refuses: " + rule + "; rename it, e.g. '"
                    + MongoNames.safeCollectionName(collection) + "'"));
            fields(e, path, problems);
        }
        List<Relationship> relationships = model.relationships();
        for (int i = 0; i < relationships.size(); i++) {
            Relationship r = relationships.get(i);
            fieldName(r.name(), "relationships[" + i + "].name", "relationship '" + r.id() + "'", problems);
            if (r.inverseName() != null && !r.inverseName().isEmpty()) {
                fieldName(r.inverseName(), "relationships[" + i + "].inverseName", "relationship '" + r.id() + "'", problems);
            }
        }
    }

    /** Walks nested fields without recursion, so a deep object cannot overflow the stack. */
    private static void fields(Entity e, String entityPath, Problems problems) {
        Deque<Object[]> todo = new ArrayDeque<>();
        for (int j = 0; j < e.fields().size(); j++) todo.add(new Object[] {e.fields().get(j), entityPath + ".fields[" + j + "]"});
        while (!todo.isEmpty()) {
            Object[] next = todo.poll();
            Field f = (Field) next[0];
            String path = (String) next[1];
            fieldName(f.name(), path + ".name", "entity '" + e.name() + "'", problems);
            for (int j = 0; j < f.fields().size(); j++) todo.add(new Object[] {f.fields().get(j), path + ".fields[" + j + "]"});
        }
    }

    private static void fieldName(String name, String path, String owner, Problems problems) {
        MongoNames.fieldRule(name).ifPresent(rule -> problems.warning(path, owner + " uses the field name '" + name
                + "', which MongoDB refuses: " + rule + "; rename it, e.g. '" + MongoNames.safeFieldName(name) + "'"));
    }
}
