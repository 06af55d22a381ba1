package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Entity ids and names are unique; field names are unique within their entity or object. */
final class EntityChecks {
    private EntityChecks() {
    }

    static void check(DataModel model, Problems problems) {
        Map<String, Integer> ids = new HashMap<>();
        Map<String, Integer> names = new HashMap<>();
        List<Entity> entities = model.entities();
        for (int i = 0; i < entities.size(); i++) {
            Entity entity = entities.get(i);
            String path = "entities[" + i + "]";
            Integer sameId = ids.putIfAbsent(entity.id(), i);
            if (sameId != null) {
                problems.error(path + ".id", "entity id '" + entity.id() + "' is already used by entities[" + sameId + "]");
            }
            Integer sameName = names.putIfAbsent(entity.name(), i);
            if (sameName != null) {
                problems.error(path + ".name", "two entities are named '" + entity.name() + "' (entities[" + sameName
                        + "] and this one): their collections would have the same name");
            }
            fields(entity.fields(), path + ".fields", "entity " + entity.name(), problems);
        }
    }

    private static void fields(List<Field> fields, String path, String owner, Problems problems) {
        Map<String, Integer> names = new HashMap<>();
        for (int i = 0; i < fields.size(); i++) {
            Field field = fields.get(i);
            Integer same = names.putIfAbsent(field.name(), i);
            if (same != null) {
                problems.error(path + "[" + i + "].name", owner + " has two fields named '" + field.name() + "'");
            }
            if (field.type() == FieldType.OBJECT) {
                fields(field.fields(), path + "[" + i + "].fields", owner + "." + field.name(), problems);
            }
        }
    }
}
