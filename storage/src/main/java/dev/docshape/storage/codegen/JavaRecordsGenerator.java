package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.FieldType;
import dev.docshape.model.Numbers;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.query.Identifiers;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Java records for the MongoDB driver's record codec, one file per collection: embedded objects as
 * nested records, the id as {@code @BsonId}, every other component named in the document by
 * {@code @BsonProperty} (so any field name survives), references typed as their ids; descriptions as Javadoc, listed
 * values as constants the constructor checks.
 */
final class JavaRecordsGenerator implements CodeGenerator {
    private static final Set<FieldType> LISTED = EnumSet.of(FieldType.STRING, FieldType.INTEGER, FieldType.LONG, FieldType.DOUBLE,
            FieldType.DECIMAL);

    @Override
    public Map<String, String> generate(String title, DataModel model, Projection projection) {
        Map<String, String> files = new LinkedHashMap<>();
        FileNames names = new FileNames();
        for (CollectionShape c : projection.collections()) {
            List<TypeTree.Type> types = TypeTree.of(model, c, Identifiers.JAVA_RESERVED);
            String file = names.next(c.name());
            StringBuilder j = new StringBuilder();
            j.append("// ").append(Identifiers.commentText(title)).append(": collection ")
                    .append(Identifiers.commentText(Identifiers.jsString(c.name()))).append(", written by DocShape.\n");
            j.append("import org.bson.codecs.pojo.annotations.BsonId;\nimport org.bson.codecs.pojo.annotations.BsonProperty;\n\n");
            // the file's public record carries the file's name; the document type's own name may differ after dedupe
            String heading = "A document of the collection " + DocComments.text(Identifiers.jsString(c.name()), true) + ".";
            record(j, types.get(0), file, "", types, heading);
            files.put(file + ".java", j.toString());
        }
        return files;
    }

    private void record(StringBuilder j, TypeTree.Type t, String name, String indent, List<TypeTree.Type> all, String heading) {
        List<String> components = components(t);
        doc(j, indent, heading, t, components);
        j.append(indent).append(indent.isEmpty() ? "public record " : "public static record ").append(name).append("(\n");
        for (int i = 0; i < t.properties().size(); i++) {
            TypeTree.Property p = t.properties().get(i);
            j.append(indent).append("        ");
            if (p.name().equals("_id")) j.append("@BsonId ");
            else j.append("@BsonProperty(").append(Identifiers.javaString(p.name())).append(") ");
            j.append(type(p)).append(' ').append(components.get(i));
            j.append(i < t.properties().size() - 1 ? ",\n" : "\n");
        }
        j.append(indent).append(") {\n");
        listedValues(j, t, name, indent + "    ", components);
        if (indent.isEmpty()) {
            for (TypeTree.Type nested : all.subList(1, all.size())) {
                record(j, nested, nested.name(), indent + "    ", all, null);
            }
        }
        j.append(indent).append("}\n");
    }

    /** Each property's component name: {@code id} for the document's id, the rest lower camel case, made unique. */
    private static List<String> components(TypeTree.Type t) {
        Set<String> used = new HashSet<>();
        List<String> names = new ArrayList<>(t.properties().size());
        for (TypeTree.Property p : t.properties()) {
            if (p.name().equals("_id")) {
                used.add("id");
                names.add("id");
                continue;
            }
            String component = Identifiers.lowerCamel(p.name(), Identifiers.JAVA_RESERVED, "field");
            String unique = component;
            for (int k = 2; !used.add(unique); k++) unique = component + k;
            names.add(unique);
        }
        return names;
    }

    /**
     * The record's Javadoc: what it is, its entity's description, and each described component's {@code @param}
     * (docs/exports.md "Descriptions", decision 0567); none when there is nothing to say.
     */
    private static void doc(StringBuilder j, String indent, String heading, TypeTree.Type t, List<String> components) {
        List<String> paragraphs = new ArrayList<>();
        if (heading != null) paragraphs.add(heading);
        if (t.description() != null) paragraphs.add(DocComments.text(t.description(), true));
        List<String> params = new ArrayList<>();
        for (int i = 0; i < components.size(); i++) {
            String described = t.properties().get(i).description();
            if (described != null) params.add("@param " + components.get(i) + " " + DocComments.text(described, true));
        }
        if (!params.isEmpty()) paragraphs.add(String.join("\n", params));
        if (!paragraphs.isEmpty()) DocComments.block(j, indent, String.join("\n\n", paragraphs));
    }

    /**
     * Listed values as a constant list per component, which the canonical constructor (the record codec's way in) holds
     * each value to: a document with another value is refused on decoding (docs/exports.md "Listed values", decision 0567).
     */
    private static void listedValues(StringBuilder j, TypeTree.Type t, String name, String indent, List<String> components) {
        List<String> checks = new ArrayList<>();
        Set<String> used = new HashSet<>();
        for (int i = 0; i < components.size(); i++) {
            TypeTree.Property p = t.properties().get(i);
            if (p.values() == null || p.array() || !LISTED.contains(p.scalar())) continue;
            String constant = components.get(i).replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT) + "_VALUES";
            String unique = constant;
            for (int k = 2; !used.add(unique); k++) unique = constant + k;
            boolean decimal = p.scalar() == FieldType.DECIMAL;
            j.append(indent).append("public static final java.util.List<").append(decimal ? "java.math.BigDecimal" : scalar(p.scalar()))
                    .append("> ").append(unique).append(" = java.util.List.of(");
            for (int v = 0; v < p.values().size(); v++) {
                j.append(v == 0 ? "" : ", ").append(javaLiteral(p.scalar(), p.values().get(v)));
            }
            j.append(");\n");
            String c = components.get(i);
            // a Decimal128 by its value (4.750 is 4.75), as BigDecimal's compareTo sees it; NaN and the infinities are none
            String listed = decimal ? c + ".isFinite() && " + unique + ".stream().anyMatch(listed$ -> listed$.compareTo(new java.math.BigDecimal("
                    + c + ".toString())) == 0)" : unique + ".contains(" + c + ")";
            checks.add(indent + "    if (" + c + " != null && !(" + listed + ")) throw new IllegalArgumentException("
                    + Identifiers.javaString(p.name() + " is not one of ") + " + " + unique + ");\n");
        }
        if (checks.isEmpty()) return;
        j.append(indent).append("public ").append(name).append(" {\n");
        checks.forEach(j::append);
        j.append(indent).append("}\n");
    }

    private static String javaLiteral(FieldType type, Object value) {
        return switch (type) {
            case STRING -> Identifiers.javaString((String) value);
            case LONG -> value + "L";
            case DOUBLE -> Double.toString(((Number) value).doubleValue());
            case DECIMAL -> "new java.math.BigDecimal(\"" + Numbers.exact(((Number) value).doubleValue()) + "\")";
            default -> String.valueOf(((Number) value).longValue());
        };
    }

    private static String type(TypeTree.Property p) {
        String item = p.type() != null ? p.type().name() : scalar(p.scalar());
        return p.array() ? "java.util.List<" + item + ">" : item;
    }

    private static String scalar(FieldType t) {
        return switch (t) {
            case STRING -> "String";
            case INTEGER -> "Integer";
            case LONG -> "Long";
            case DOUBLE -> "Double";
            case DECIMAL -> "org.bson.types.Decimal128";
            case BOOLEAN -> "Boolean";
            case DATE -> "java.util.Date";
            case OBJECT_ID -> "org.bson.types.ObjectId";
            case UUID -> "java.util.UUID";
            case BINARY -> "org.bson.types.Binary";
            case OBJECT, ARRAY -> "org.bson.Document";
        };
    }
}
