package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.FieldValues;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueRange;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;
import dev.docshape.storage.sample.SampleGenerator;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * What both schema writers need to know about a shape field: its name in the document, whether
 * it is always there and which limit the model really sets on it ({@code docs/exports.md}, "Validators" and "Limits").
 *
 * @param model                the data model
 * @param everyChildHasAParent relationship ids whose children each belong to exactly one parent
 *                             (the relationship creates them), so a child always holds its parent's id
 */
record ShapeTypes(DataModel model, Predicate<String> everyChildHasAParent) {

    /** The field's name in the exported document: the top-level id is {@code _id}. */
    static String name(ShapeField f, boolean top) {
        return top && f.role() == Role.ID ? SampleGenerator.ID : f.name();
    }

    /**
     * The fields every document, and every object in it, has: the id, attributes the model marks required (at every
     * level: an embedded or copied instance, an array's item, an object attribute; {@code modelFields} are the model's
     * fields of this level, {@link #modelFields}), arrays (possibly empty), counts, a child's reference to the one
     * parent that owns it, and the bookkeeping of bucket and joining documents.
     */
    List<String> required(CollectionShape collection, String entity, List<ShapeField> fields, boolean top,
                          Map<String, Field> modelFields) {
        List<String> names = new ArrayList<>();
        for (ShapeField f : fields) {
            boolean always = switch (f.role()) {
                case ID, COUNT, BUCKET_COUNT -> true;
                case ATTRIBUTE -> {
                    Field field = modelFields.get(f.name());
                    yield field != null && field.required();
                }
                case EMBEDDED, SUBSET, COPIED -> f.kind() == ShapeField.Kind.ARRAY;
                case REFERENCE -> f.kind() == ShapeField.Kind.ARRAY || (top && collection.kind() != CollectionKind.ENTITY)
                        || (top && holdsOwningParent(f, entity));
            };
            if (always) names.add(name(f, top));
        }
        return names;
    }

    /**
     * The most items an array may hold, as the model states it: a relationship's maximum, a
     * subset's or a bucket's size. An average never becomes a limit, so attribute arrays (the
     * model has no maximum for them) and arrays of a child's parents are unbounded here.
     */
    Integer maxItems(ShapeField f) {
        if (f.kind() != ShapeField.Kind.ARRAY || f.maxItems() == null) return null;
        if (f.role() == Role.SUBSET) return f.maxItems();
        if (f.relationship() == null) return null;
        Relationship r = model.relationship(f.relationship()).orElse(null);
        if (r == null || towardsParents(f, r)) return null;
        return f.maxItems();
    }

    /**
     * The model's fields that the attributes among an object's shape fields come from, by name: the own fields of
     * {@code entity} for a document or an embedded or copied instance ({@code objectField} null or not an attribute),
     * the nested fields of an object attribute otherwise.
     */
    Map<String, Field> modelFields(String entity, ShapeField objectField, Map<String, Field> enclosing) {
        List<Field> fields;
        if (objectField != null && objectField.role() == Role.ATTRIBUTE) {
            Field object = enclosing.get(objectField.name());
            fields = object == null ? List.of() : object.fields();
        } else {
            fields = entity == null ? List.of() : model.entity(entity).map(Entity::fields).orElse(List.of());
        }
        Map<String, Field> byName = new HashMap<>();
        for (Field f : fields) byName.put(f.name(), f);
        return byName;
    }

    /**
     * What a scalar attribute's declared number of distinct values means, for the schema's {@code description}, or null
     * when it declares none (docs/exports.md "Declared distinct values", decision 0424): the model holds a count, not
     * the values, so the schemas say the count and constrain nothing. {@code field} is the model's field behind {@code f}.
     */
    private static String declaredValues(ShapeField f, Field field) {
        if (f.kind() != ShapeField.Kind.SCALAR || field == null || field.distinctValues() == null || field.type() == FieldType.BOOLEAN) return null;
        if (field.values() != null) {
            return "One of the " + field.values().size() + " values the DocShape model lists: " + FieldValues.listed(field.values()) + ".";
        }
        return "Takes " + field.distinctValues() + " distinct values, as the DocShape model declares (a count: the model does not name the values).";
    }

    /**
     * A field's {@code description} in both schemas, or null for none: the attribute's own description (a column's comment,
     * decision 0556), then what the exports say of its declared distinct values or of an object of any shape.
     */
    static String description(ShapeField f, Map<String, Field> modelFields) {
        Field field = f.role() == Role.ATTRIBUTE ? modelFields.get(f.name()) : null;
        String own = field == null ? null : field.description();
        String said = f.freeForm() ? freeObject(f) : declaredValues(f, field);
        return joined(own, said);
    }

    /**
     * Puts an object's or an array's {@code description} on {@code node}, where there is one: an attribute's own (with what
     * is said of an object of any shape), an embedded, copied or kept instance's entity's.
     */
    void describe(ShapeField f, Map<String, Field> modelFields, com.fasterxml.jackson.databind.node.ObjectNode node) {
        String text = f.role() == Role.ATTRIBUTE ? description(f, modelFields)
                : f.role() == Role.EMBEDDED || f.role() == Role.COPIED || f.role() == Role.SUBSET ? entityDescription(f.entity()) : null;
        if (text != null) node.put("description", text);
    }

    /** An embedded or top-level object's {@code description}: its entity's, or null for none (decision 0556). */
    String entityDescription(String entity) {
        return entity == null ? null : model.entity(entity).map(Entity::description).orElse(null);
    }

    /** Two sentences of a description, either possibly null. */
    static String joined(String first, String second) {
        if (first == null) return second;
        if (second == null) return first;
        return first + (first.endsWith(".") ? " " : ". ") + second;
    }

    /**
     * What an attribute object of any shape (a JSON column, no nested fields declared) says of itself: it takes any keys,
     * and the bytes the model prices it at (docs/exports.md "Objects of any shape", decision 0556).
     */
    private static String freeObject(ShapeField f) {
        return "An object of any shape (its fields are not modelled), about " + f.avgSize()
                + " bytes besides its delimiters, as the DocShape model declares.";
    }

    /**
     * The values a scalar attribute takes, as the model lists them, for an {@code enum}; null when it lists none or its
     * type is not one of {@code types} (a schema whose values of that type may be wrapped cannot list them bare;
     * docs/exports.md "Listed values", decision 0555).
     */
    static ArrayNode values(ShapeField f, Map<String, Field> modelFields, Set<FieldType> types) {
        Field field = attribute(f, modelFields);
        if (field == null || field.values() == null || !types.contains(field.type())) return null;
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        for (Object v : field.values()) {
            if (v instanceof String s) list.add(s);
            else if (v instanceof Long l) list.add(l);
            else list.add((Double) v);
        }
        return list;
    }

    /**
     * The bounds a scalar number attribute's values keep, as the model declares them, or null when it declares none
     * (docs/exports.md "Declared ranges", decision 0528).
     */
    static ValueRange range(ShapeField f, Map<String, Field> modelFields) {
        Field field = attribute(f, modelFields);
        return field == null ? null : field.range();
    }

    /**
     * The one value a scalar string or boolean attribute holds, as the model declares it, or null when it declares none
     * (docs/exports.md "Constant values", decision 0538).
     */
    static JsonNode constant(ShapeField f, Map<String, Field> modelFields) {
        Field field = attribute(f, modelFields);
        Object value = field == null ? null : field.constant();
        if (value == null) return null;
        var nodes = JsonNodeFactory.instance;
        return value instanceof Boolean b ? nodes.booleanNode(b) : nodes.textNode(value.toString());
    }

    /** The model's field behind a scalar attribute of the same type, or null. */
    private static Field attribute(ShapeField f, Map<String, Field> modelFields) {
        if (f.kind() != ShapeField.Kind.SCALAR || f.role() != Role.ATTRIBUTE) return null;
        Field field = modelFields.get(f.name());
        return field == null || field.type() != f.scalarType() ? null : field;
    }

    /** A bound as a schema writes it: 7 rather than 7.0, every digit the model keeps (decision 0570). */
    static java.math.BigDecimal plain(double bound) {
        return new java.math.BigDecimal(dev.docshape.model.Numbers.exact(bound));
    }

    private boolean holdsOwningParent(ShapeField f, String entity) {
        if (f.kind() != ShapeField.Kind.SCALAR || f.relationship() == null || entity == null) return false;
        Relationship r = model.relationship(f.relationship()).orElse(null);
        return r != null && r.child().equals(entity) && !r.parent().equals(r.child()) && f.entity().equals(r.parent())
                && everyChildHasAParent.test(r.id());
    }

    /** True for a child's array of its parents (ids or copies), whose length the model only averages. */
    private static boolean towardsParents(ShapeField f, Relationship r) {
        if (!r.parent().equals(r.child())) return f.entity() != null && f.entity().equals(r.parent());
        return !f.name().startsWith(r.name()) && !f.name().startsWith("recent");
    }
}
