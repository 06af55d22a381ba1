package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.FieldType;
import dev.docshape.model.Numbers;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.query.Identifiers;

import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * TypeScript interfaces, one module per collection, with the BSON types of the {@code bson} package; descriptions as
 * JSDoc, listed values as unions of literal types.
 */
final class TypeScriptGenerator implements CodeGenerator {
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");
    private static final Set<FieldType> LITERAL_TYPES = EnumSet.of(FieldType.STRING, FieldType.INTEGER, FieldType.DOUBLE);

    @Override
    public Map<String, String> generate(String title, DataModel model, Projection projection) {
        Map<String, String> files = new LinkedHashMap<>();
        FileNames names = new FileNames();
        for (CollectionShape c : projection.collections()) {
            StringBuilder ts = new StringBuilder();
            ts.append("// ").append(Identifiers.commentText(title)).append(": collection ")
                    .append(Identifiers.commentText(Identifiers.jsString(c.name()))).append(", written by DocShape.\n");
            ts.append("import type { Binary, Decimal128, ObjectId, UUID } from \"bson\";\n");
            for (TypeTree.Type t : TypeTree.of(model, c, Identifiers.JAVASCRIPT_RESERVED)) {
                ts.append('\n');
                if (t.description() != null) DocComments.block(ts, "", DocComments.text(t.description(), false));
                ts.append("export interface ").append(t.name()).append(" {\n");
                for (TypeTree.Property p : t.properties()) {
                    if (p.description() != null) DocComments.block(ts, "  ", DocComments.text(p.description(), false));
                    ts.append("  ").append(key(p.name())).append(p.required() ? "" : "?").append(": ")
                            .append(type(p)).append(";\n");
                }
                ts.append("}\n");
            }
            files.put(names.next(c.name()) + ".ts", ts.toString());
        }
        return files;
    }

    static String key(String name) {
        return IDENTIFIER.matcher(name).matches() ? name : Identifiers.jsString(name);
    }

    private static String type(TypeTree.Property p) {
        if (p.values() != null && LITERAL_TYPES.contains(p.scalar())) return literals(p.values());
        String item = p.type() != null ? p.type().name() : scalar(p.scalar());
        return p.array() ? item + "[]" : item;
    }

    /**
     * Listed values as a union of literal types (docs/exports.md "Listed values", decision 0567): strings, and numbers
     * of a field typed {@code number}; a long ({@code number | bigint}) or a Decimal128 keeps its type.
     */
    private static String literals(List<Object> values) {
        StringBuilder b = new StringBuilder();
        for (Object v : values) {
            if (!b.isEmpty()) b.append(" | ");
            b.append(jsLiteral(v));
        }
        return b.toString();
    }

    /** A listed value as a JavaScript literal: a string quoted, a number exact (7 rather than 7.0, every digit the double holds). */
    static String jsLiteral(Object value) {
        return value instanceof String s ? Identifiers.jsString(s) : Numbers.exact(((Number) value).doubleValue());
    }

    private static String scalar(FieldType t) {
        return switch (t) {
            case STRING -> "string";
            case INTEGER, DOUBLE -> "number";
            case LONG -> "number | bigint";
            case DECIMAL -> "Decimal128";
            case BOOLEAN -> "boolean";
            case DATE -> "Date";
            case OBJECT_ID -> "ObjectId";
            case UUID -> "UUID | Binary";
            case BINARY -> "Binary";
            case OBJECT, ARRAY -> "Record<string, unknown>";
        };
    }
}
