package dev.docshape.storage.file.v1;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Descriptions;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.FieldValues;
import dev.docshape.model.ValueRange;
import dev.docshape.model.Note;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.storage.file.json.ContentProblem;
import dev.docshape.storage.file.json.JsonPath;

import java.util.List;

import static dev.docshape.storage.file.v1.Values.absent;
import static dev.docshape.storage.file.v1.Values.build;
import static dev.docshape.storage.file.v1.Values.each;
import static dev.docshape.storage.file.v1.Values.nonNegative;
import static dev.docshape.storage.file.v1.Values.number;
import static dev.docshape.storage.file.v1.Values.optionalText;
import static dev.docshape.storage.file.v1.Values.requireText;

/**
 * Maps a format-1 file to the model. Stops at the first missing or wrong value with a
 * {@link ContentProblem} naming its path; references between ids are checked afterwards, on the
 * built project.
 */
public final class V1Reader {

    private V1Reader() {
    }

    public static Project read(ProjectFileV1 file) {
        JsonPath root = JsonPath.ROOT;
        String id = optionalText(file.id(), root, "id");
        String name = requireText(file.name(), root, "name");
        String description = file.description() == null ? "" : file.description();
        List<Entity> entities = each(file.entities(), root.field("entities"), V1Reader::entity);
        List<Relationship> relationships = each(file.relationships(), root.field("relationships"), V1Reader::relationship);
        List<AccessPattern> patterns = each(file.patterns(), root.field("patterns"), PatternReader::pattern);
        List<Design> designs = each(file.designs(), root.field("designs"), DesignReader::design);
        String active = optionalText(file.activeDesign(), root, "activeDesign");
        if (active != null && designs.stream().noneMatch(d -> d.name().equals(active))) {
            throw new ContentProblem(root.field("activeDesign"), "active design '" + active
                    + "' is not one of the designs in the file" + (designs.isEmpty() ? " (there are none)" : ""));
        }
        List<Note> notes = each(file.notes(), root.field("notes"), V1Reader::note);
        DataModel model = new DataModel(entities, relationships, patterns);
        return build(root, () -> new Project(name, description, model, designs, active, id, notes));
    }

    private static Note note(NoteDto dto, JsonPath path) {
        String id = requireText(dto.id(), path, "id");
        Position position = position(dto.position(), path.field("position"));
        return build(path, () -> new Note(id, dto.text(), position));
    }

    private static Entity entity(EntityDto dto, JsonPath path) {
        String id = requireText(dto.id(), path, "id");
        String name = requireText(dto.name(), path, "name");
        long count = nonNegative(dto.count(), 0L, path, "count");
        double updatesPerDay = nonNegative(dto.updatesPerDay(), 0.0, path, "updatesPerDay");
        Position position = position(dto.position(), path.field("position"));
        List<Field> fields = each(dto.fields(), path.field("fields"), V1Reader::field);
        boolean valueObject = Boolean.TRUE.equals(dto.valueObject());
        String description = description(dto.description(), path);
        return build(path, () -> new Entity(id, name, fields, count, updatesPerDay, position, valueObject, description));
    }

    private static Position position(PositionDto dto, JsonPath path) {
        if (dto == null) return Position.ORIGIN;
        return new Position(number(dto.x(), 0, path, "x"), number(dto.y(), 0, path, "y"));
    }

    private static Field field(FieldDto dto, JsonPath path) {
        String name = requireText(dto.name(), path, "name");
        FieldType type = KebabNames.parse(requireText(dto.type(), path, "type"), FieldType.class,
                path.field("type"), "field type");
        int avgSize = nonNegative(dto.avgSize(), 0, path, "avgSize");
        boolean required = Boolean.TRUE.equals(dto.required());
        FieldType itemType = null;
        double avgItems = 0;
        if (type == FieldType.ARRAY) {
            if (dto.itemType() != null) {
                itemType = KebabNames.parse(dto.itemType(), FieldType.class, path.field("itemType"), "item type");
                if (!itemType.isScalar()) {
                    throw new ContentProblem(path.field("itemType"), "array items must be scalars, not '" + dto.itemType() + "'");
                }
            }
            avgItems = nonNegative(dto.avgItems(), 0.0, path, "avgItems");
        } else {
            absent(dto.itemType(), path, "itemType", "applies only to fields of type 'array'");
            absent(dto.avgItems(), path, "avgItems", "applies only to fields of type 'array'");
        }
        List<Field> nested = List.of();
        if (type == FieldType.OBJECT) {
            nested = each(dto.fields(), path.field("fields"), V1Reader::field);
        } else {
            absent(dto.fields(), path, "fields", "applies only to fields of type 'object'");
        }
        FieldType items = itemType;
        double itemCount = avgItems;
        List<Field> children = nested;
        // optional: a field without its own rate changes as often as its entity
        Double updatesPerDay = dto.updatesPerDay() == null ? null : nonNegative(dto.updatesPerDay(), 0.0, path, "updatesPerDay");
        Integer distinctValues = distinctValues(dto.distinctValues(), type, path);
        ValueRange range = range(dto, type, path);
        // optional: the one value a string or boolean field holds (decision 0538)
        if (dto.constant() != null && !Field.constantApplies(type)) {
            throw new ContentProblem(path.field("constant"), "'constant' applies only to string and boolean fields (a number"
                    + " declares a range of one value: 'minimum' and 'maximum'), not to type '" + KebabNames.of(type) + "'");
        }
        double presence = presence(dto.presence(), required, path);
        String description = description(dto.description(), path);
        List<Object> values = values(dto.values(), type, name, distinctValues, path);
        return build(path, () -> new Field(name, type, avgSize, required, items, itemCount, children, updatesPerDay, distinctValues, range,
                dto.constant(), presence, values, description));
    }

    /** Optional: the values a string or number field takes, as many as its distinct values (docs/file-format.md, decision 0555). */
    private static List<Object> values(List<Object> values, FieldType type, String name, Integer distinctValues, JsonPath path) {
        if (values == null) return null;
        JsonPath at = path.field("values");
        if (!FieldValues.applies(type)) {
            throw new ContentProblem(at, "'values' applies only to string and number fields, not to type '" + KebabNames.of(type) + "'");
        }
        List<Object> checked;
        try {
            checked = FieldValues.require(name, type, values);
        } catch (IllegalArgumentException e) {
            throw new ContentProblem(at, e.getMessage());
        }
        if (distinctValues != null && distinctValues != checked.size()) {
            throw new ContentProblem(at, checked.size() + " values listed but 'distinctValues' is " + distinctValues
                    + " (the values' number is the field's distinct values: leave 'distinctValues' out)");
        }
        return checked;
    }

    /** Optional: what an entity or a field says of itself, bounded and without control characters (decision 0556). */
    private static String description(String text, JsonPath path) {
        String problem = Descriptions.problem(text);
        if (problem != null) throw new ContentProblem(path.field("description"), problem);
        return text;
    }

    /** Optional: the share of the owner's instances that hold the field, above 0 and at most 1; 1 when required (decision 0534). */
    private static double presence(Double share, boolean required, JsonPath path) {
        if (share == null) return 1;
        if (!(share > 0 && share <= 1)) {
            throw new ContentProblem(path.field("presence"), "'presence' must be above 0 and at most 1, was " + share);
        }
        if (required && share != 1) {
            throw new ContentProblem(path.field("presence"), "a required field is in every instance: 'presence' must be 1, was " + share);
        }
        return share;
    }

    /** Optional: the bounds of a number field's values (docs/file-format.md, decision 0528). */
    private static ValueRange range(FieldDto dto, FieldType type, JsonPath path) {
        Number min = oneOf(dto.minimum(), dto.exclusiveMinimum(), "minimum", path);
        Number max = oneOf(dto.maximum(), dto.exclusiveMaximum(), "maximum", path);
        if (min == null && max == null) return null;
        String key = min == null ? (dto.maximum() != null ? "maximum" : "exclusiveMaximum") : dto.minimum() != null ? "minimum" : "exclusiveMinimum";
        if (!ValueRange.applies(type)) {
            throw new ContentProblem(path.field(key), "'" + key + "' applies only to number fields (integer, long, double, decimal), not to type '"
                    + KebabNames.of(type) + "'");
        }
        try {
            return new ValueRange(min == null ? null : min.doubleValue(), dto.exclusiveMinimum() != null,
                    max == null ? null : max.doubleValue(), dto.exclusiveMaximum() != null);
        } catch (IllegalArgumentException e) {
            throw new ContentProblem(path.field(key), e.getMessage());
        }
    }

    private static Number oneOf(Number inclusive, Number exclusive, String key, JsonPath path) {
        String exclusiveKey = "exclusive" + Character.toUpperCase(key.charAt(0)) + key.substring(1);
        if (inclusive != null && exclusive != null) {
            throw new ContentProblem(path.field(exclusiveKey), "a field has '" + key + "' or '" + exclusiveKey + "', not both");
        }
        return inclusive != null ? inclusive : exclusive;
    }

    /** Optional: how many distinct values a scalar field takes, at least 2 (docs/file-format.md, decision 0401). */
    private static Integer distinctValues(Integer count, FieldType type, JsonPath path) {
        if (count == null) return null;
        if (!type.isScalar()) {
            throw new ContentProblem(path.field("distinctValues"), "'distinctValues' applies only to scalar fields, not to type '"
                    + KebabNames.of(type) + "'");
        }
        if (count < 2 || type == FieldType.BOOLEAN && count != 2) {
            throw new ContentProblem(path.field("distinctValues"), "'distinctValues' must be at least 2"
                    + (type == FieldType.BOOLEAN ? " and 2 for a boolean" : "") + ", was " + count
                    + " (leave it out when the field's values are not few)");
        }
        return count;
    }

    private static Relationship relationship(RelationshipDto dto, JsonPath path) {
        String id = requireText(dto.id(), path, "id");
        String parent = requireText(dto.parent(), path, "parent");
        String child = requireText(dto.child(), path, "child");
        String name = requireText(dto.name(), path, "name");
        String inverseName = optionalText(dto.inverseName(), path, "inverseName");
        Cardinality cardinality = KebabNames.parse(requireText(dto.cardinality(), path, "cardinality"),
                Cardinality.class, path.field("cardinality"), "cardinality");
        double avgCount = nonNegative(dto.avgCount(), 1.0, path, "avgCount");
        Integer maxCount = dto.maxCount();
        if (maxCount != null && maxCount < 0) {
            throw new ContentProblem(path.field("maxCount"), "'maxCount' must not be negative, was " + maxCount
                    + " (leave it out for an unbounded relationship)");
        }
        int minCount = nonNegative(dto.minCount(), 0, path, "minCount");
        double sharedBy = nonNegative(dto.sharedBy(), 1.0, path, "sharedBy");
        boolean contains = Boolean.TRUE.equals(dto.contains());
        Volatility volatility = dto.volatility() == null ? Volatility.STABLE
                : KebabNames.parse(dto.volatility(), Volatility.class, path.field("volatility"), "volatility");
        // below 1 beside a minimum is the validator's error, not the reader's: the designer may save it while editing
        double presence = share(dto.presence(), path, "presence");
        double inversePresence = share(dto.inversePresence(), path, "inversePresence");
        return build(path, () -> new Relationship(id, parent, child, name, inverseName, cardinality, avgCount,
                maxCount, sharedBy, contains, volatility, minCount, presence, inversePresence));
    }

    /** Optional: the share of a relationship's parents (or children) whose documents hold its field, above 0, at most 1 (decision 0573). */
    private static double share(Double share, JsonPath path, String key) {
        if (share == null) return 1;
        if (!(share > 0 && share <= 1)) {
            throw new ContentProblem(path.field(key), "'" + key + "' must be above 0 and at most 1, was " + share
                    + " (leave it out when every one holds the field)");
        }
        return share;
    }
}
