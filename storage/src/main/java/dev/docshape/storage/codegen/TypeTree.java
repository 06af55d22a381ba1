package dev.docshape.storage.codegen;

import dev.docshape.model.naming.Nouns;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.ValueRange;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.query.Identifiers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The types of one collection's documents, the way every language writes them: the document type
 * and one nested type per embedded object (named after the document type and the field), each
 * with its properties (the field name in the document, its kind, scalar type, whether it is an
 * array, whether it is required). Type names are distinct within the collection.
 */
final class TypeTree {
    /** One type: the document or an embedded object; {@code description}: its entity's, null for none (decision 0567). */
    record Type(String name, List<Property> properties, String description) {
    }

    /**
     * One property.
     *
     * @param name      the field name in the document ({@code _id} for the document's id)
     * @param scalar    the scalar type, or null when the property holds objects of {@code type}
     * @param type      the nested type of an object or an array of objects; null for scalars
     * @param array     whether it holds an array
     * @param required  whether every document has it
     * @param range     the bounds of a number attribute's values, as the model declares them; null for none
     * @param values    the values a string or number attribute takes, as the model lists them (decision 0555); null for none
     * @param description what an attribute holds, in words, as the model says it (decision 0556); null for none
     */
    record Property(String name, dev.docshape.model.FieldType scalar, Type type, boolean array, boolean required, ValueRange range,
                    List<Object> values, String description) {
    }

    private final Map<String, Map<String, Field>> fieldsByEntity = new HashMap<>();
    private final Map<String, String> entityDescriptions = new HashMap<>();
    private final Set<String> usedNames = new HashSet<>();
    private final List<Type> all = new ArrayList<>();
    private final Set<String> reserved;

    private TypeTree(DataModel model, Set<String> reserved) {
        this.reserved = reserved;
        for (Entity e : model.entities()) {
            Map<String, Field> fields = new HashMap<>();
            for (Field f : e.fields()) fields.put(f.name(), f);
            fieldsByEntity.put(e.id(), fields);
            if (e.description() != null) entityDescriptions.put(e.id(), e.description());
        }
    }

    /** The collection's types, the document's type first, then the nested types, each after the types it uses. */
    static List<Type> of(DataModel model, CollectionShape c, Set<String> reserved) {
        TypeTree tree = new TypeTree(model, reserved);
        tree.type(c.name(), c.document().fields(), true, c.rootEntity());
        List<Type> ordered = new ArrayList<>(tree.all);
        // the document type was added last (after its nested types): put it first
        ordered.add(0, ordered.remove(ordered.size() - 1));
        return ordered;
    }

    private Type type(String wanted, List<ShapeField> fields, boolean top, String entity) {
        String name = Identifiers.upperCamel(wanted, reserved, "Document");
        String unique = name;
        for (int i = 2; !usedNames.add(unique); i++) unique = name + i;
        List<Property> properties = new ArrayList<>(fields.size());
        for (ShapeField f : fields) properties.add(property(unique, f, top));
        Type t = new Type(unique, properties, entity == null ? null : entityDescriptions.get(entity));
        all.add(t);
        return t;
    }

    private Property property(String owner, ShapeField f, boolean top) {
        boolean id = f.role() == ShapeField.Role.ID;
        String name = id && top ? "_id" : f.name();
        Field attribute = f.role() == ShapeField.Role.ATTRIBUTE && f.entity() != null
                ? fieldsByEntity.getOrDefault(f.entity(), Map.of()).get(f.name()) : null;
        boolean required = id || f.role() == ShapeField.Role.BUCKET_COUNT || attribute != null && attribute.required();
        String described = attribute == null ? null : attribute.description();
        if (f.kind() == ShapeField.Kind.SCALAR) {
            boolean same = attribute != null && attribute.type() == f.scalarType();
            return new Property(name, f.scalarType(), null, false, required, same ? attribute.range() : null, same ? attribute.values() : null,
                    described);
        }
        // an object of any shape (a JSON column) has no type of its own: each language's map of any values (decision 0556)
        if (f.freeForm()) return new Property(name, dev.docshape.model.FieldType.OBJECT, null, false, required, null, null, described);
        boolean array = f.kind() == ShapeField.Kind.ARRAY;
        if (array && f.children().isEmpty()) return new Property(name, f.scalarType(), null, true, required, null, null, described);
        // an embedded, copied or kept instance is its entity's; an object attribute has no entity of its own
        String entity = f.role() == ShapeField.Role.ATTRIBUTE ? null : f.entity();
        Type nested = type(owner + " " + Nouns.singular(f.name()), f.children(), false, entity);
        return new Property(name, null, nested, array, required, null, null, described);
    }
}
