package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.FieldType;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;

import java.util.List;

/** A MongoDB {@code $jsonSchema} validator of a collection, with BSON types. */
public final class MongoValidators {

    private static final ObjectMapper JSON = new ObjectMapper();

    private MongoValidators() {
    }

    /** {@code {"$jsonSchema": {...}}}, ready for {@code db.createCollection(name, {validator: ...})}. */
    public static ObjectNode validator(DataModel model, CollectionShape collection) {
        ObjectNode validator = JSON.createObjectNode();
        ObjectNode schema = validator.putObject("$jsonSchema");
        schema.put("title", collection.name());
        object(model, collection, collection.rootEntity(), collection.document().fields(), true, schema);
        return validator;
    }

    private static void object(DataModel model, CollectionShape collection, String entity, List<ShapeField> fields, boolean top, ObjectNode into) {
        into.put("bsonType", "object");
        ArrayNode required = into.putArray("required");
        ShapeTypes.required(model, collection, entity, fields, top).forEach(required::add);
        ObjectNode properties = into.putObject("properties");
        for (ShapeField f : fields) properties.set(ShapeTypes.name(f, top), field(model, collection, f));
        into.put("additionalProperties", false);
    }

    private static ObjectNode field(DataModel model, CollectionShape collection, ShapeField f) {
        ObjectNode node = JSON.createObjectNode();
        switch (f.kind()) {
            case SCALAR -> node.put("bsonType", bsonType(f.scalarType()));
            case OBJECT -> object(model, collection, f.entity(), f.children(), false, node);
            case ARRAY -> {
                node.put("bsonType", "array");
                if (f.maxItems() != null) node.put("maxItems", f.maxItems());
                ObjectNode items = node.putObject("items");
                if (f.scalarType() != null) items.put("bsonType", bsonType(f.scalarType()));
                else object(model, collection, f.entity(), f.children(), false, items);
            }
        }
        return node;
    }

    static String bsonType(FieldType type) {
        return switch (type) {
            case STRING -> "string";
            case INTEGER -> "int";
            case LONG -> "long";
            case DOUBLE -> "double";
            case DECIMAL -> "decimal";
            case BOOLEAN -> "bool";
            case DATE -> "date";
            case OBJECT_ID -> "objectId";
            case UUID, BINARY -> "binData";
            case OBJECT, ARRAY -> throw new IllegalArgumentException("not a scalar type: " + type);
        };
    }
}
