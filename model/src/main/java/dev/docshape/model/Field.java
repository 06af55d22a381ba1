package dev.docshape.model;

import dev.docshape.model.naming.Names;
import dev.docshape.model.naming.Nouns;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A named, typed attribute of an entity.
 *
 * @param name     the field name in documents
 * @param type     its type
 * @param avgSize  average payload size in bytes for STRING and BINARY (0 = the type's default); for an OBJECT without
 *                 nested fields (a JSON column's document of any shape), the bytes it holds besides its delimiters (decision 0556)
 * @param required whether every document has it
 * @param itemType for ARRAY, the scalar type of its items; otherwise null
 * @param avgItems for ARRAY, the average number of items; otherwise 0
 * @param fields   for OBJECT, the nested fields; otherwise empty
 * @param updatesPerDay how often this field of one instance changes, per day; null = as often as
 *                 the entity ({@link #updatesPerDay(Entity)}), so stable fields of a volatile entity
 *                 can say so (a product's name beside its stock)
 * @param distinctValues how many distinct values the field takes, at least 2 (a status of 3, a priority of 4);
 *                 null = not declared ({@link ValueDomain#of(Field)}, docs/counting-rules.md "Ties in an order")
 * @param range    for a number field, the bounds its values keep (a {@code day_of_week} from 1 to 7); null = none declared
 * @param constant for a string or a boolean field, the one value every instance holds (a GeoJSON point's {@code type},
 *                 {@code "Point"}): a String or a Boolean by the type; null = none declared. A number says it with a
 *                 range of one value (decision 0538)
 * @param presence the share of its owner's instances that hold the field, above 0 and at most 1; read as 1 while the
 *                 field is required ({@link #presence()}, docs/counting-rules.md "Document sizes", decision 0534)
 * @param values   for a string or number field, the values it takes ({@link FieldValues}, decision 0555): its number of
 *                 distinct values is their number; null = none listed
 * @param description what the field holds, in words (a SQL column's {@code COMMENT}); null = none ({@link Descriptions})
 */
public record Field(String name, FieldType type, int avgSize, boolean required,
                    FieldType itemType, double avgItems, List<Field> fields, Double updatesPerDay,
                    Integer distinctValues, ValueRange range, Object constant, double presence, List<Object> values,
                    String description) {

    /** A field without a description. */
    public Field(String name, FieldType type, int avgSize, boolean required, FieldType itemType, double avgItems,
                 List<Field> fields, Double updatesPerDay, Integer distinctValues, ValueRange range, Object constant, double presence,
                 List<Object> values) {
        this(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, range, constant, presence, values, null);
    }

    /** A field that lists no values. */
    public Field(String name, FieldType type, int avgSize, boolean required, FieldType itemType, double avgItems,
                 List<Field> fields, Double updatesPerDay, Integer distinctValues, ValueRange range, Object constant, double presence) {
        this(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, range, constant, presence, null);
    }

    /** A field that declares no constant, held by every instance of its owner. */
    public Field(String name, FieldType type, int avgSize, boolean required, FieldType itemType, double avgItems,
                 List<Field> fields, Double updatesPerDay, Integer distinctValues, ValueRange range) {
        this(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, range, null, 1);
    }

    /** A field without a declared range. */
    public Field(String name, FieldType type, int avgSize, boolean required, FieldType itemType, double avgItems,
                 List<Field> fields, Double updatesPerDay, Integer distinctValues) {
        this(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, null);
    }

    /** A field whose number of distinct values is not declared. */
    public Field(String name, FieldType type, int avgSize, boolean required, FieldType itemType, double avgItems,
                 List<Field> fields, Double updatesPerDay) {
        this(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, null);
    }

    /** A field that changes as often as its entity. */
    public Field(String name, FieldType type, int avgSize, boolean required, FieldType itemType, double avgItems,
                 List<Field> fields) {
        this(name, type, avgSize, required, itemType, avgItems, fields, null, null);
    }

    public Field {
        // one object per name however many entities have it: the sizer's look-ups by name then compare by identity (decision 0531)
        name = Names.requireName(name, "field name").intern();
        Objects.requireNonNull(type, "field type");
        if (avgSize < 0) throw new IllegalArgumentException("field '" + name + "': average size must not be negative");
        if (avgItems < 0) throw new IllegalArgumentException("field '" + name + "': average items must not be negative");
        if (type == FieldType.ARRAY) {
            if (itemType == null) itemType = FieldType.STRING;
            if (!itemType.isScalar()) throw new IllegalArgumentException("field '" + name + "': array items must be scalars");
        } else {
            itemType = null;
            avgItems = 0;
        }
        fields = type == FieldType.OBJECT ? List.copyOf(fields == null ? List.of() : fields) : List.of();
        if (updatesPerDay != null && !(updatesPerDay >= 0 && updatesPerDay < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("field '" + name + "': update rate must be a finite number, not negative");
        }
        if (values != null) {
            values = FieldValues.require(name, type, values);
            if (distinctValues == null) distinctValues = values.size();
            if (distinctValues != values.size()) {
                throw new IllegalArgumentException("field '" + name + "': " + values.size() + " values listed but "
                        + distinctValues + " distinct values declared");
            }
        }
        if (distinctValues != null) requireDistinctValues(name, type, distinctValues);
        if (range != null && !ValueRange.applies(type)) {
            throw new IllegalArgumentException("field '" + name + "': a range applies only to number fields, not "
                    + type.name().toLowerCase(Locale.ROOT));
        }
        if (constant != null) requireConstant(name, type, constant, distinctValues);
        if (!(presence > 0 && presence <= 1)) {
            throw new IllegalArgumentException("field '" + name + "': presence must be above 0 and at most 1, was " + presence);
        }
        description = Descriptions.require("field '" + name + "'", description);
    }

    private static void requireConstant(String name, FieldType type, Object constant, Integer distinctValues) {
        boolean fits = type == FieldType.STRING ? constant instanceof String : type == FieldType.BOOLEAN && constant instanceof Boolean;
        if (!fits) {
            throw new IllegalArgumentException("field '" + name + "': a constant is a string of a string field or true or false of a"
                    + " boolean field, not " + constant + " of " + Nouns.withArticle(Labels.words(type)) + " field");
        }
        if (distinctValues != null) {
            throw new IllegalArgumentException("field '" + name + "': a field holding one value takes no " + distinctValues + " distinct values");
        }
    }

    /** Whether a field of {@code type} can declare a constant: a string or a boolean (a number declares a range of one value). */
    public static boolean constantApplies(FieldType type) {
        return type == FieldType.STRING || type == FieldType.BOOLEAN;
    }

    /**
     * The share of the owner's instances that hold the field: 1 for a required field, whatever share it kept from before
     * it was made required (so making it optional again, or undoing, brings the share back).
     */
    @Override
    public double presence() {
        return required ? 1 : presence;
    }

    private static void requireDistinctValues(String name, FieldType type, int distinctValues) {
        if (!type.isScalar()) {
            throw new IllegalArgumentException("field '" + name + "': distinct values apply only to scalar fields, not "
                    + type.name().toLowerCase(Locale.ROOT));
        }
        if (distinctValues < 2) {
            throw new IllegalArgumentException("field '" + name + "': distinct values must be at least 2, was " + distinctValues);
        }
        if (type == FieldType.BOOLEAN && distinctValues != 2) {
            throw new IllegalArgumentException("field '" + name + "': a boolean has 2 distinct values, not " + distinctValues);
        }
    }

    /** How often this field of one instance of {@code owner} changes, per day: its own rate, else the entity's. */
    public double updatesPerDay(Entity owner) {
        return updatesPerDay != null ? updatesPerDay : owner.updatesPerDay();
    }

    public static Field of(String name, FieldType type) {
        return new Field(name, type, 0, false, null, 0, List.of());
    }

    public static Field string(String name, int avgSize) {
        return new Field(name, FieldType.STRING, avgSize, false, null, 0, List.of());
    }

    public static Field array(String name, FieldType itemType, double avgItems) {
        return new Field(name, FieldType.ARRAY, 0, false, itemType, avgItems, List.of());
    }

    public static Field object(String name, List<Field> fields) {
        return new Field(name, FieldType.OBJECT, 0, false, null, 0, fields);
    }

    public Field withName(String newName) {
        return new Field(newName, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, range, constant, presence, values, description);
    }

    public Field withType(FieldType newType) {
        // a declared count that the new type cannot take (an object, a boolean of other than 2) is dropped
        boolean keeps = distinctValues != null && newType.isScalar() && (newType != FieldType.BOOLEAN || distinctValues == 2);
        return new Field(name, newType, avgSize, required, itemType, avgItems, fields, updatesPerDay, keeps ? distinctValues : null,
                ValueRange.applies(newType) ? range : null, newType == type ? constant : null, presence, newType == type ? values : null, description);
    }

    public Field withAvgSize(int newAvgSize) {
        return new Field(name, type, newAvgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, range, constant, presence, values, description);
    }

    public Field withRequired(boolean newRequired) {
        return new Field(name, type, avgSize, newRequired, itemType, avgItems, fields, updatesPerDay, distinctValues, range, constant, presence, values, description);
    }

    /** This field held by {@code share} of its owner's instances. */
    public Field withPresence(double share) {
        return new Field(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, range, constant, share, values, description);
    }

    public Field withUpdatesPerDay(Double newRate) {
        return new Field(name, type, avgSize, required, itemType, avgItems, fields, newRate, distinctValues, range, constant, presence, values, description);
    }

    /** This field with {@code count} distinct values declared, or none when null. */
    public Field withDistinctValues(Integer count) {
        return new Field(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, count, range, count == null ? constant : null, presence,
                count != null && values != null && count == values.size() ? values : null, description);
    }

    /** This field with {@code value} declared as the one value it holds, or none when null. */
    public Field withConstant(Object value) {
        return new Field(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, range, value, presence, values, description);
    }

    /** This field with {@code text} as its description, or none when null or blank. */
    public Field withDescription(String text) {
        return new Field(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, range, constant, presence, values, text);
    }

    /** This field with {@code newRange} declared, or none when null. */
    public Field withRange(ValueRange newRange) {
        return new Field(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay, distinctValues, newRange, constant, presence, values, description);
    }

    /**
     * This field listing {@code newValues}, its distinct values their number; when null, listing none and declaring no
     * number of distinct values either (so listing values and emptying them again leaves the field as it was).
     */
    public Field withValues(List<?> newValues) {
        return new Field(name, type, avgSize, required, itemType, avgItems, fields, updatesPerDay,
                null, range, constant, presence, newValues == null ? null : List.copyOf(newValues), description);
    }

    /** The average payload in bytes the sizes count: the declared one, else for a string listing values their average UTF-8 length. */
    public int sizedAvgSize() {
        return avgSize == 0 && values != null && type == FieldType.STRING ? FieldValues.averageUtf8(values) : avgSize;
    }
}
