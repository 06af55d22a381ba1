package dev.docshape.model.projection;

import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueRange;
import dev.docshape.model.naming.Names;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One field of a projected document: a scalar, a nested object or an array.
 *
 * <p>An ARRAY holds scalars of {@code scalarType} when {@code children} is empty, otherwise
 * objects whose fields are {@code children}. An OBJECT's fields are {@code children}.
 *
 * @param name         the field name in the document
 * @param kind         scalar, object or array
 * @param scalarType   the type of a SCALAR, or of the items of an array of scalars; null otherwise
 * @param role         why the field is there (own attribute, embedded child, reference id, ...)
 * @param entity       the entity whose data this is (the referenced or copied one for ids and copies)
 * @param relationship the relationship that put it here; null for an entity's own fields and ids
 * @param avgSize      for STRING and BINARY scalars, the average payload in bytes (0 = default); for an attribute object
 *                     with no nested fields, the bytes it holds besides its delimiters
 * @param avgItems     for an ARRAY, the average number of items; 0 otherwise
 * @param maxItems     for an ARRAY, the maximum number of items, null when unbounded; null otherwise
 * @param children     the fields of an OBJECT or of the objects in an ARRAY
 * @param distinctValues for a SCALAR attribute, the entity field's declared number of distinct values
 *                     ({@code Field#distinctValues}); null when none is declared
 * @param end          for a field {@code relationship} put there (ids, copies, children, a count), the end of it
 *                     whose instances the field holds: the child end in the parent's documents, the parent end in
 *                     the child's; what tells {@code following} from {@code followers} when both ends are the
 *                     same entity (decision 0494). Null for the entity's own fields
 * @param range        for a number SCALAR attribute, the entity field's declared range ({@code Field#range}); null
 *                     when none is declared (decision 0537: the example documents keep it)
 * @param presence     the share of the documents (or objects) around it that hold it: an entity's own field's
 *                     ({@code Field#presence}, decision 0534); for a field a relationship puts there, the relationship's
 *                     presence at that end ({@code Relationship#presence}, {@code Relationship#inversePresence}, decision
 *                     0573), or a one-to-one's share of parents with a child. An array a relationship puts there keeps its
 *                     {@code avgItems} over every document, so the ones holding it hold {@code avgItems / presence}
 * @param constant     for a string or boolean SCALAR attribute, the one value the entity field declares it holds
 *                     ({@code Field#constant}, decision 0538); null when none is declared (the example documents show it)
 * @param values       for a string or number SCALAR attribute, the values the entity field lists ({@code Field#values},
 *                     decision 0555); null when it lists none (the example documents take them in turn)
 */
public record ShapeField(String name, Kind kind, FieldType scalarType, Role role, String entity,
                         String relationship, int avgSize, double avgItems, Integer maxItems,
                         List<ShapeField> children, Integer distinctValues, Relationship.End end,
                         ValueRange range, double presence, Object constant, List<Object> values) {

    /** What a field holds. */
    public enum Kind { SCALAR, OBJECT, ARRAY }

    /** Why a field is in the document. */
    public enum Role {
        /** The instance's own id ({@code id}; written {@code _id} at the top of a MongoDB document). */
        ID,
        /** One of the entity's own fields. */
        ATTRIBUTE,
        /** Embedded children (or an embedded one-to-one child). */
        EMBEDDED,
        /** The bounded array of the most recent children of a subset mapping. */
        SUBSET,
        /** The id (or array of ids) of related documents. */
        REFERENCE,
        /** Extended reference: the related instances' ids plus copied fields. */
        COPIED,
        /** A pre-computed number of children ({@code countOfBooks}). */
        COUNT,
        /** Bookkeeping of a bucket document: the number of items it holds. */
        BUCKET_COUNT
    }

    public ShapeField {
        Names.requireName(name, "shape field name");
        // not Objects.requireNonNull: its message would be put together for every one built, during a search millions of times
        if (kind == null) throw new NullPointerException("shape field '" + name + "' kind");
        if (role == null) throw new NullPointerException("shape field '" + name + "' role");
        children = List.copyOf(children == null ? List.of() : children);
        if (kind == Kind.SCALAR && scalarType == null) {
            throw new IllegalArgumentException("shape field '" + name + "': a scalar needs a type");
        }
        if (kind != Kind.ARRAY) {
            avgItems = 0;
            maxItems = null;
        }
        if (avgItems < 0) throw new IllegalArgumentException("shape field '" + name + "': average items must not be negative");
        if (kind != Kind.SCALAR) {
            distinctValues = null;
            range = null;
            constant = null;
            values = null;
        }
    }

    public ShapeField(String name, Kind kind, FieldType scalarType, Role role, String entity, String relationship, int avgSize,
                      double avgItems, Integer maxItems, List<ShapeField> children, Integer distinctValues, Relationship.End end,
                      ValueRange range, double presence, Object constant) {
        this(name, kind, scalarType, role, entity, relationship, avgSize, avgItems, maxItems, children, distinctValues, end, range,
                presence, constant, null);
    }

    public ShapeField(String name, Kind kind, FieldType scalarType, Role role, String entity, String relationship, int avgSize,
                      double avgItems, Integer maxItems, List<ShapeField> children, Integer distinctValues, Relationship.End end) {
        this(name, kind, scalarType, role, entity, relationship, avgSize, avgItems, maxItems, children, distinctValues, end, null, 1, null);
    }

    public ShapeField(String name, Kind kind, FieldType scalarType, Role role, String entity, String relationship, int avgSize,
                      double avgItems, Integer maxItems, List<ShapeField> children, Integer distinctValues) {
        this(name, kind, scalarType, role, entity, relationship, avgSize, avgItems, maxItems, children, distinctValues, null);
    }

    /** This field, holding the instances at {@code heldEnd} of its relationship. */
    public ShapeField at(Relationship.End heldEnd) {
        return new ShapeField(name, kind, scalarType, role, entity, relationship, avgSize, avgItems, maxItems, children,
                distinctValues, heldEnd, range, presence, constant, values);
    }

    /** This field, held by {@code share} of the documents (or objects) around it. */
    public ShapeField present(double share) {
        return share == presence ? this : new ShapeField(name, kind, scalarType, role, entity, relationship, avgSize, avgItems,
                maxItems, children, distinctValues, end, range, share, constant, values);
    }

    /** This field, declaring {@code value} as the one value it holds (null: none). */
    public ShapeField holding(Object value) {
        return Objects.equals(value, constant) ? this : new ShapeField(name, kind, scalarType, role, entity, relationship,
                avgSize, avgItems, maxItems, children, distinctValues, end, range, presence, value, values);
    }

    /** This field, listing {@code listed} as the values it takes (null: none). */
    public ShapeField listing(List<Object> listed) {
        return Objects.equals(listed, values) ? this : new ShapeField(name, kind, scalarType, role, entity, relationship,
                avgSize, avgItems, maxItems, children, distinctValues, end, range, presence, constant, listed);
    }

    /** This object (or array of objects), holding {@code held} of its fields. */
    public ShapeField withChildren(List<ShapeField> held) {
        return new ShapeField(name, kind, scalarType, role, entity, relationship, avgSize, avgItems, maxItems, held,
                distinctValues, end, range, presence, constant, values);
    }

    public static ShapeField scalar(String name, FieldType type, Role role, String entity, String relationship, int avgSize) {
        return new ShapeField(name, Kind.SCALAR, type, role, entity, relationship, avgSize, 0, null, List.of(), null);
    }

    /** An entity's own scalar field, with its declared number of distinct values (null for none). */
    public static ShapeField attribute(String name, FieldType type, String entity, int avgSize, Integer distinctValues) {
        return attribute(name, type, entity, avgSize, distinctValues, null);
    }

    /** An entity's own scalar field, with its declared number of distinct values and range (null for none). */
    public static ShapeField attribute(String name, FieldType type, String entity, int avgSize, Integer distinctValues, ValueRange range) {
        return new ShapeField(name, Kind.SCALAR, type, Role.ATTRIBUTE, entity, null, avgSize, 0, null, List.of(), distinctValues, null, range, 1, null);
    }

    public static ShapeField object(String name, Role role, String entity, String relationship, List<ShapeField> children) {
        return new ShapeField(name, Kind.OBJECT, null, role, entity, relationship, 0, 0, null, children, null);
    }

    /**
     * An attribute object of any shape (a JSON column): no nested fields, {@code avgSize} bytes besides its delimiters
     * (docs/counting-rules.md "Document sizes", decision 0556).
     */
    public static ShapeField freeObject(String name, String entity, int avgSize) {
        return new ShapeField(name, Kind.OBJECT, null, Role.ATTRIBUTE, entity, null, avgSize, 0, null, List.of(), null);
    }

    /** Whether this is an attribute object of any shape: it declares no nested fields ({@link #freeObject}). */
    public boolean freeForm() {
        return kind == Kind.OBJECT && role == Role.ATTRIBUTE && children.isEmpty();
    }

    public static ShapeField scalarArray(String name, FieldType itemType, Role role, String entity, String relationship,
                                         int avgSize, double avgItems, Integer maxItems) {
        return new ShapeField(name, Kind.ARRAY, itemType, role, entity, relationship, avgSize, avgItems, maxItems, List.of(), null);
    }

    public static ShapeField objectArray(String name, Role role, String entity, String relationship,
                                         double avgItems, Integer maxItems, List<ShapeField> children) {
        return new ShapeField(name, Kind.ARRAY, null, role, entity, relationship, 0, avgItems, maxItems, children, null);
    }

    /** True for an array whose items are objects. */
    public boolean holdsObjects() {
        return kind == Kind.OBJECT || (kind == Kind.ARRAY && scalarType == null);
    }

    /** True for an array that may grow without bound. */
    public boolean unbounded() {
        return kind == Kind.ARRAY && maxItems == null;
    }

    public Optional<ShapeField> child(String childName) {
        return children.stream().filter(c -> c.name().equals(childName)).findFirst();
    }

    /**
     * Levels of nesting this field adds below its parent object: 0 for a scalar, 1 for an object
     * or an array of scalars, 2 for an array of objects (the array and its objects), plus the
     * depth of the children.
     */
    public int nestingDepth() {
        if (kind == Kind.SCALAR) return 0;
        int below = 0;
        for (ShapeField c : children) below = Math.max(below, c.nestingDepth());
        if (kind == Kind.OBJECT) return 1 + below;
        return scalarType != null ? 1 : 2 + below;
    }

    // hand-written as the record's own would be (same order, same hash), without its method handles: decision 0487
    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        return o instanceof ShapeField that && kind == that.kind
            && role == that.role
            && avgSize == that.avgSize
            && Double.compare(avgItems, that.avgItems) == 0
            && Objects.equals(name, that.name)
            && Objects.equals(entity, that.entity)
            && Objects.equals(relationship, that.relationship)
            && scalarType == that.scalarType
            && Objects.equals(maxItems, that.maxItems)
            && Objects.equals(distinctValues, that.distinctValues)
            && Objects.equals(children, that.children)
            && end == that.end
            && Objects.equals(range, that.range)
            && Double.compare(presence, that.presence) == 0
            && Objects.equals(constant, that.constant)
            && Objects.equals(values, that.values);
    }

    @Override
    public int hashCode() {
        int h = Objects.hashCode(name);
        h = 31 * h + Objects.hashCode(kind);
        h = 31 * h + Objects.hashCode(scalarType);
        h = 31 * h + Objects.hashCode(role);
        h = 31 * h + Objects.hashCode(entity);
        h = 31 * h + Objects.hashCode(relationship);
        h = 31 * h + Integer.hashCode(avgSize);
        h = 31 * h + Double.hashCode(avgItems);
        h = 31 * h + Objects.hashCode(maxItems);
        h = 31 * h + Objects.hashCode(children);
        h = 31 * h + Objects.hashCode(distinctValues);
        h = 31 * h + Objects.hashCode(end);
        h = 31 * h + Objects.hashCode(range);
        h = 31 * h + Double.hashCode(presence);
        h = 31 * h + Objects.hashCode(constant);
        h = 31 * h + Objects.hashCode(values);
        return h;
    }
}
