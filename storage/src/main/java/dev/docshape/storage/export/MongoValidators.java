package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueRange;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;

import java.util.List;
import java.util.Map;
import java.util.Set;

/** A MongoDB {@code $jsonSchema} validator of a collection, with BSON types. */
public final class MongoValidators {

    private static final ObjectMapper JSON = new ObjectMapper();

    private MongoValidators() {
    }

    /** {@code {"$jsonSchema": {...}}}, ready for {@code db.createCollection(name, {validator: ...})}. */
    public static ObjectNode validator(DataModel model, CollectionShape collection) {
        return validator(new ShapeTypes(model, relationship -> false), collection);
    }

    /**
     * The validator, using only the keywords MongoDB's {@code $jsonSchema} accepts (draft 4 plus
     * {@code bsonType}; no {@code $ref}, {@code format} or empty {@code required}).
     */
    static ObjectNode validator(ShapeTypes types, CollectionShape collection) {
        ObjectNode validator = JSON.createObjectNode();
        ObjectNode schema = validator.putObject("$jsonSchema");
        schema.put("title", collection.name());
        String described = types.entityDescription(collection.rootEntity());
        if (described != null) schema.put("description", described);
        object(types, collection, collection.rootEntity(), collection.document().fields(), true,
                types.modelFields(collection.rootEntity(), null, Map.of()), schema);
        return validator;
    }

    private static void object(ShapeTypes types, CollectionShape collection, String entity, List<ShapeField> fields, boolean top,
                               Map<String, Field> modelFields, ObjectNode into) {
        into.put("bsonType", "object");
        List<String> always = types.required(collection, entity, fields, top, modelFields);
        // MongoDB refuses an empty "required" array.
        if (!always.isEmpty()) always.forEach(into.putArray("required")::add);
        ObjectNode properties = into.putObject("properties");
        for (ShapeField f : fields) properties.set(ShapeTypes.name(f, top), field(types, collection, f, modelFields));
        into.put("additionalProperties", false);
    }

    private static ObjectNode field(ShapeTypes types, CollectionShape collection, ShapeField f, Map<String, Field> modelFields) {
        ObjectNode node = JSON.createObjectNode();
        Map<String, Field> inner = f.kind() == ShapeField.Kind.SCALAR ? Map.of() : types.modelFields(f.entity(), f, modelFields);
        switch (f.kind()) {
            case SCALAR -> {
                node.put("bsonType", bsonType(f.scalarType()));
                String described = ShapeTypes.description(f, modelFields);
                if (described != null) node.put("description", described);
                JsonNode constant = ShapeTypes.constant(f, modelFields);
                if (constant != null) node.putArray("enum").add(constant);
                // MongoDB compares numbers of any BSON type by value; a decimal's listed doubles are not its exact values
                JsonNode listed = ShapeTypes.values(f, modelFields, Set.of(FieldType.STRING, FieldType.INTEGER, FieldType.LONG, FieldType.DOUBLE));
                if (listed != null) node.set("enum", listed);
                ValueRange range = ShapeTypes.range(f, modelFields);
                if (range != null) bounds(range, node);
            }
            case OBJECT -> {
                if (f.freeForm()) node.put("bsonType", "object");
                else object(types, collection, f.entity(), f.children(), false, inner, node);
                types.describe(f, modelFields, node);
            }
            case ARRAY -> {
                node.put("bsonType", "array");
                Integer max = types.maxItems(f);
                if (max != null) node.put("maxItems", max);
                ObjectNode items = node.putObject("items");
                if (f.scalarType() != null) items.put("bsonType", bsonType(f.scalarType()));
                else object(types, collection, f.entity(), f.children(), false, inner, items);
                types.describe(f, modelFields, node);
            }
        }
        return node;
    }

    /** A declared range in draft 4's words, which compare every BSON number: {@code exclusiveMinimum} is a flag beside {@code minimum}. */
    private static void bounds(ValueRange range, ObjectNode node) {
        if (range.min() != null) {
            node.put("minimum", ShapeTypes.plain(range.min()));
            if (range.minExclusive()) node.put("exclusiveMinimum", true);
        }
        if (range.max() != null) {
            node.put("maximum", ShapeTypes.plain(range.max()));
            if (range.maxExclusive()) node.put("exclusiveMaximum", true);
        }
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
