package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
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

/**
 * JSON Schema (draft 2020-12) of a collection's exported documents. It describes the documents as
 * the export writes them, in MongoDB Extended JSON: an ObjectId is {@code {"$oid": "..."}}, a date
 * {@code {"$date": ...}}, so a schema-checking tool can validate the NDJSON files as they are.
 * Bounded arrays carry {@code maxItems}.
 */
public final class JsonSchemas {

    public static final String DRAFT = "https://json-schema.org/draft/2020-12/schema";

    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonSchemas() {
    }

    public static ObjectNode schema(DataModel model, CollectionShape collection) {
        return schema(new ShapeTypes(model, relationship -> false), "urn:docshape:collection:" + collection.name(), collection);
    }

    /**
     * The schema of one collection of one design of one project; its {@code $id} names all three,
     * so the schemas of two designs (or two projects) never share an id.
     */
    static ObjectNode schema(ShapeTypes types, String projectKey, String design, CollectionShape collection) {
        return schema(types, "urn:docshape:" + urnPart(projectKey) + ":" + urnPart(design) + ":" + urnPart(collection.name()), collection);
    }

    private static ObjectNode schema(ShapeTypes types, String id, CollectionShape collection) {
        ObjectNode schema = JSON.createObjectNode();
        schema.put("$schema", DRAFT);
        schema.put("$id", id);
        schema.put("title", collection.name());
        schema.put("description", ShapeTypes.joined(types.entityDescription(collection.rootEntity()), "Documents of collection '"
                + collection.name() + "' in MongoDB Extended JSON (relaxed or canonical), as exported by DocShape."));
        object(types, collection, collection.rootEntity(), collection.document().fields(), true,
                types.modelFields(collection.rootEntity(), null, Map.of()), schema);
        schema.set("$defs", defs());
        return schema;
    }

    /** A name as a URN part: letters, digits and {@code -._~} stay, every other UTF-8 byte is percent-encoded. */
    static String urnPart(String text) {
        StringBuilder sb = new StringBuilder();
        for (byte b : text.getBytes(java.nio.charset.StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            boolean plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '.' || c == '_' || c == '~';
            if (plain) sb.append(c);
            else sb.append('%').append(String.format("%02X", b & 0xff));
        }
        return sb.isEmpty() ? "_" : sb.toString();
    }

    private static void object(ShapeTypes types, CollectionShape collection, String entity, List<ShapeField> fields, boolean top,
                               Map<String, Field> modelFields, ObjectNode into) {
        into.put("type", "object");
        ObjectNode properties = into.putObject("properties");
        for (ShapeField f : fields) properties.set(ShapeTypes.name(f, top), field(types, collection, f, modelFields));
        List<String> always = types.required(collection, entity, fields, top, modelFields);
        if (!always.isEmpty()) always.forEach(into.putArray("required")::add);
        into.put("additionalProperties", false);
    }

    private static ObjectNode field(ShapeTypes types, CollectionShape collection, ShapeField f, Map<String, Field> modelFields) {
        ObjectNode node = JSON.createObjectNode();
        Map<String, Field> inner = f.kind() == ShapeField.Kind.SCALAR ? Map.of() : types.modelFields(f.entity(), f, modelFields);
        switch (f.kind()) {
            case SCALAR -> {
                scalar(f.scalarType(), node);
                String described = ShapeTypes.description(f, modelFields);
                if (described != null) node.put("description", described);
                JsonNode constant = ShapeTypes.constant(f, modelFields);
                if (constant != null) node.set("const", constant);
                // a long, double or decimal may be an Extended JSON wrapper: its values are listed in the description only
                JsonNode listed = ShapeTypes.values(f, modelFields, Set.of(FieldType.STRING, FieldType.INTEGER));
                if (listed != null) node.set("enum", listed);
                ValueRange range = ShapeTypes.range(f, modelFields);
                if (range != null) bounds(f.scalarType(), range, node);
            }
            case OBJECT -> {
                if (f.freeForm()) node.put("type", "object");
                else object(types, collection, f.entity(), f.children(), false, inner, node);
                types.describe(f, modelFields, node);
            }
            case ARRAY -> {
                node.put("type", "array");
                ObjectNode items = node.putObject("items");
                if (f.scalarType() != null) scalar(f.scalarType(), items);
                else object(types, collection, f.entity(), f.children(), false, inner, items);
                Integer max = types.maxItems(f);
                if (max != null) node.put("maxItems", max);
                types.describe(f, modelFields, node);
            }
        }
        return node;
    }

    /**
     * A declared range as draft 2020-12 writes it: on an integer directly; on a long or a double, which may also be
     * written wrapped ({@code {"$numberLong": "5"}}), for the plain numbers ({@code if} a number {@code then} in the
     * range); a decimal is always wrapped, a string no keyword compares, so its range is said in the description.
     */
    private static void bounds(FieldType type, ValueRange range, ObjectNode node) {
        if (type == FieldType.DECIMAL) {
            String said = "Lies in the range " + range.describe() + ", as the DocShape model declares.";
            node.put("description", node.has("description") ? node.get("description").asText() + " " + said : said);
            return;
        }
        ObjectNode into = node;
        if (type != FieldType.INTEGER) {
            node.putObject("if").put("type", "number");
            into = node.putObject("then").put("type", "number");
        }
        if (range.min() != null) into.put(range.minExclusive() ? "exclusiveMinimum" : "minimum", ShapeTypes.plain(range.min()));
        if (range.max() != null) into.put(range.maxExclusive() ? "exclusiveMaximum" : "maximum", ShapeTypes.plain(range.max()));
    }

    private static void scalar(FieldType type, ObjectNode node) {
        switch (type) {
            case STRING -> node.put("type", "string");
            case INTEGER -> node.put("type", "integer");
            case DOUBLE -> node.put("$ref", "#/$defs/double");
            case BOOLEAN -> node.put("type", "boolean");
            case LONG -> node.put("$ref", "#/$defs/long");
            case DECIMAL -> node.put("$ref", "#/$defs/decimal");
            case DATE -> node.put("$ref", "#/$defs/date");
            case OBJECT_ID -> node.put("$ref", "#/$defs/objectId");
            case UUID -> node.put("$ref", "#/$defs/uuid");
            case BINARY -> node.put("$ref", "#/$defs/binary");
            case OBJECT, ARRAY -> throw new IllegalArgumentException("not a scalar type: " + type);
        }
    }

    private static ObjectNode defs() {
        ObjectNode defs = JSON.createObjectNode();
        defs.set("objectId", wrapper("$oid", stringMatching("^[0-9a-f]{24}$")));
        // Relaxed Extended JSON (mongoexport's default) writes a long as a plain number, canonical as $numberLong.
        defs.set("long", anyOf(JSON.createObjectNode().put("type", "integer"), wrapper("$numberLong", stringMatching("^-?[0-9]+$"))));
        // A double is a plain number, or {"$numberDouble": "4.0"} where a plain 4 would be read as an int32.
        defs.set("double", anyOf(JSON.createObjectNode().put("type", "number"),
                wrapper("$numberDouble", stringMatching("^(-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?|Infinity|-Infinity|NaN)$"))));
        defs.set("decimal", wrapper("$numberDecimal", stringMatching("^-?[0-9]+(\\.[0-9]+)?$")));
        ObjectNode iso = JSON.createObjectNode().put("type", "string").put("format", "date-time");
        ObjectNode date = JSON.createObjectNode();
        date.putArray("oneOf").add(iso).add(wrapper("$numberLong", stringMatching("^-?[0-9]+$")));
        defs.set("date", wrapper("$date", date));
        defs.set("uuid", binary("^04$"));
        defs.set("binary", binary("^[0-9a-f]{2}$"));
        return defs;
    }

    private static ObjectNode binary(String subType) {
        ObjectNode inner = JSON.createObjectNode().put("type", "object");
        inner.putObject("properties").<ObjectNode>set("base64", stringMatching("^[A-Za-z0-9+/]*={0,2}$"))
                .set("subType", stringMatching(subType));
        inner.putArray("required").add("base64").add("subType");
        inner.put("additionalProperties", false);
        return wrapper("$binary", inner);
    }

    private static ObjectNode anyOf(ObjectNode... choices) {
        ObjectNode node = JSON.createObjectNode();
        ArrayNode any = node.putArray("anyOf");
        for (ObjectNode choice : choices) any.add(choice);
        return node;
    }

    private static ObjectNode wrapper(String key, ObjectNode value) {
        ObjectNode node = JSON.createObjectNode().put("type", "object");
        node.putObject("properties").set(key, value);
        node.putArray("required").add(key);
        node.put("additionalProperties", false);
        return node;
    }

    private static ObjectNode stringMatching(String pattern) {
        return JSON.createObjectNode().put("type", "string").put("pattern", pattern);
    }
}
