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
    /** 2^53: every whole number up to it, either side of 0, is a JavaScript number exactly. */
    private static final long EXACT_WHOLE = 1L << 53;

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
                            .append(type(p)).append(";").append(unlisted(p)).append('\n');
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
        if (p.values() != null && LITERAL_TYPES.contains(p.scalar())) return literals(p.values(), false);
        if (p.values() != null && p.scalar() == FieldType.LONG && exactNumbers(p.values())) return literals(p.values(), true);
        String item = p.type() != null ? p.type().name() : scalar(p.scalar());
        return p.array() ? item + "[]" : item;
    }

    /**
     * Listed values as a union of literal types (docs/exports.md "Listed values", decisions 0567, 0575): strings, and
     * numbers of a field typed {@code number}; a long's as numbers and as bigints ({@code 3 | 3n}), the driver decoding a
     * long as either, when every one is exact as a number.
     */
    private static String literals(List<Object> values, boolean bigints) {
        StringBuilder b = new StringBuilder();
        for (Object v : values) {
            if (!b.isEmpty()) b.append(" | ");
            b.append(Identifiers.jsLiteral(v));
        }
        if (bigints) {
            for (Object v : values) b.append(" | ").append(v).append('n');
        }
        return b.toString();
    }

    /** Whether every listed whole number is exact as a JavaScript number: at most 2^53 either side of 0. */
    private static boolean exactNumbers(List<Object> values) {
        for (Object v : values) {
            if (Math.abs(((Number) v).longValue()) > EXACT_WHOLE) return false;
        }
        return true;
    }

    /**
     * Listed values no literal type holds, as a comment after the property: a Decimal128 is an object, which no literal
     * type names; a long past 2^53 has no exact number literal.
     */
    private static String unlisted(TypeTree.Property p) {
        if (p.values() == null || p.scalar() != FieldType.DECIMAL && (p.scalar() != FieldType.LONG || exactNumbers(p.values()))) return "";
        StringBuilder b = new StringBuilder(" // one of ");
        for (int i = 0; i < p.values().size(); i++) {
            b.append(i == 0 ? "" : ", ").append(p.scalar() == FieldType.LONG ? p.values().get(i).toString()
                    : Numbers.exact(((Number) p.values().get(i)).doubleValue()));
        }
        return b.toString();
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
