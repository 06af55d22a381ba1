package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.FieldType;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.query.Identifiers;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/** TypeScript interfaces, one module per collection, with the BSON types of the {@code bson} package. */
final class TypeScriptGenerator implements CodeGenerator {
    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*");

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
                ts.append("\nexport interface ").append(t.name()).append(" {\n");
                for (TypeTree.Property p : t.properties()) {
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
        String item = p.type() != null ? p.type().name() : scalar(p.scalar());
        return p.array() ? item + "[]" : item;
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
