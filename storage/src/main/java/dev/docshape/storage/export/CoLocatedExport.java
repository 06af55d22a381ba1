package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.DataModel;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The export of a container that holds several entities' documents (docs/counting-rules.md
 * "Co-location"): every document carries the type field, and the validator and the JSON Schema
 * accept exactly one member's shape per document ({@code oneOf}), chosen by the type field's value.
 */
public final class CoLocatedExport {
    private static final ObjectMapper JSON = new ObjectMapper();
    private CoLocatedExport() {
    }

    /** {@code {"$jsonSchema": {"oneOf": [member, ...]}}}, each member requiring its type value. */
    static ObjectNode validator(ShapeTypes types, CoLocation group, Projection projection) {
        ObjectNode validator = JSON.createObjectNode();
        ObjectNode schema = validator.putObject("$jsonSchema");
        schema.put("title", group.container());
        schema.put("bsonType", "object");
        schema.putArray("required").add(group.typeField());
        ArrayNode oneOf = schema.putArray("oneOf");
        for (CoLocation.Member m : group.members()) {
            ObjectNode member = (ObjectNode) MongoValidators.validator(types, shape(projection, m)).get("$jsonSchema");
            oneOf.add(typed(member, group.typeField(), m.typeValue()));
        }
        return validator;
    }

    /** The JSON Schema of the container's documents: one of the members' schemas, told apart by the type field. */
    static ObjectNode schema(ShapeTypes types, String projectKey, String design, CoLocation group, Projection projection) {
        ObjectNode top = null;
        ArrayNode oneOf = JSON.createArrayNode();
        for (CoLocation.Member m : group.members()) {
            ObjectNode member = JsonSchemas.schema(types, projectKey, design, shape(projection, m));
            if (top == null) {
                top = JSON.createObjectNode();
                for (String key : List.of("$schema", "$id", "title")) top.set(key, member.get(key));
                top.put("description", "Documents of collection '" + group.container() + "' (" + names(group)
                        + ", told apart by '" + group.typeField() + "') in MongoDB Extended JSON, as exported by DocShape.");
                top.put("type", "object");
                top.putArray("required").add(group.typeField());
                top.set("oneOf", oneOf);
                top.set("$defs", member.get("$defs"));
            }
            for (String key : List.of("$schema", "$id", "description", "$defs")) member.remove(key);
            member.put("title", m.typeValue());
            oneOf.add(typed(member, group.typeField(), m.typeValue()));
        }
        return top;
    }

    /** The validator of a container for a caller outside the export ({@code push}), with the plain {@link ShapeTypes}. */
    public static ObjectNode validator(DataModel model, CoLocation group, Projection projection) {
        return validator(new ShapeTypes(model, relationship -> false), group, projection);
    }

    /**
     * The validator's schema of one member's documents for a caller outside the export (drift): the member's own
     * {@code $jsonSchema} with the type field required and held to the member's value.
     */
    public static ObjectNode memberSchema(DataModel model, CoLocation group, CoLocation.Member m, Projection projection) {
        ObjectNode member = (ObjectNode) MongoValidators.validator(model, shape(projection, m)).get("$jsonSchema");
        return typed(member, group.typeField(), m.typeValue());
    }

    /** The container's indexes: every member's; a unique one is sparse, as the other members lack its field. */
    static List<ScriptIndexes.Index> indexes(ScriptIndexes indexes, CoLocation group, Projection projection) {
        Map<String, ScriptIndexes.Index> all = new LinkedHashMap<>();
        for (CoLocation.Member m : group.members()) {
            for (ScriptIndexes.Index i : indexes.of(shape(projection, m))) {
                all.putIfAbsent(i.path() + (i.then() == null ? "" : "," + i.then()), new ScriptIndexes.Index(i.path(), i.unique(), i.unique(), i.then()));
            }
        }
        return new ArrayList<>(all.values());
    }

    private static ObjectNode typed(ObjectNode memberSchema, String typeField, String typeValue) {
        ((ObjectNode) memberSchema.get("properties")).putObject(typeField).putArray("enum").add(typeValue);
        JsonNode required = memberSchema.get("required");
        (required instanceof ArrayNode list ? list : memberSchema.putArray("required")).add(typeField);
        return memberSchema;
    }

    private static CollectionShape shape(Projection projection, CoLocation.Member m) {
        return projection.collection(m.collection()).orElseThrow();
    }

    private static String names(CoLocation group) {
        List<String> names = new ArrayList<>();
        for (CoLocation.Member m : group.members()) names.add(m.typeValue());
        return String.join(", ", names);
    }
}
