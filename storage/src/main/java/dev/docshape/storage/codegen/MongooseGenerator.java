package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.FieldType;
import dev.docshape.model.Numbers;
import dev.docshape.model.ValueRange;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.query.Identifiers;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Mongoose schemas and models, one CommonJS module per collection: embedded objects as nested
 * schemas without their own {@code _id}, references as ObjectIds, the collection name given
 * explicitly, unknown fields refused ({@code strict: "throw"}); descriptions as JSDoc above the schema and above each path
 * (decision 0575), which editors show and TypeScript's checker of JavaScript reads.
 */
final class MongooseGenerator implements CodeGenerator {

    @Override
    public Map<String, String> generate(String title, DataModel model, Projection projection) {
        Map<String, String> files = new LinkedHashMap<>();
        FileNames names = new FileNames();
        for (CollectionShape c : projection.collections()) {
            List<TypeTree.Type> types = TypeTree.of(model, c, Identifiers.JAVASCRIPT_RESERVED);
            StringBuilder js = new StringBuilder();
            js.append("// ").append(Identifiers.commentText(title)).append(": collection ")
                    .append(Identifiers.commentText(Identifiers.jsString(c.name()))).append(", written by DocShape.\n");
            js.append("const mongoose = require(\"mongoose\");\nconst { Schema } = mongoose;\n");
            for (int step = 1; step <= types.size(); step++) {
                // nested types first (each before the types that use it), the document's type last
                int i = step % types.size();
                TypeTree.Type t = types.get(i);
                boolean top = i == 0;
                js.append('\n');
                if (t.description() != null) DocComments.block(js, "", DocComments.text(t.description(), false));
                js.append("const ").append(t.name()).append("Schema = new Schema({\n");
                for (TypeTree.Property p : t.properties()) {
                    if (top && p.name().equals("_id")) {
                        js.append("  _id: { type: ").append(scalar(p.scalar())).append(", required: true },\n");
                        continue;
                    }
                    if (p.description() != null) DocComments.block(js, "  ", DocComments.text(p.description(), false));
                    js.append("  ").append(Identifiers.jsString(p.name())).append(": ").append(definition(p)).append(",\n");
                }
                js.append("}, { ").append(top ? "collection: " + Identifiers.jsString(c.name()) + ", versionKey: false, " : "_id: false, ")
                        .append("strict: \"throw\" });\n");
            }
            String model0 = types.get(0).name();
            js.append("\nconst ").append(model0).append(" = mongoose.models[").append(Identifiers.jsString(c.name()))
                    .append("] || mongoose.model(").append(Identifiers.jsString(c.name())).append(", ").append(model0).append("Schema);\n");
            js.append("module.exports = { ").append(model0).append(", ").append(model0).append("Schema };\n");
            files.put(names.next(c.name()) + ".js", js.toString());
        }
        return files;
    }

    private static String definition(TypeTree.Property p) {
        String item = p.type() != null ? p.type().name() + "Schema" : scalar(p.scalar());
        if (p.array()) return "{ type: [" + item + "]" + (p.required() ? ", required: true" : "") + ", default: undefined }";
        return "{ type: " + item + (p.required() ? ", required: true" : "") + bounds(p) + listed(p) + " }";
    }

    /** Listed values as Mongoose's {@code enum} on a String or a Number (docs/exports.md "Listed values", decision 0555). */
    private static String listed(TypeTree.Property p) {
        if (p.values() == null || !"String".equals(scalar(p.scalar())) && !"Number".equals(scalar(p.scalar()))) return "";
        StringBuilder b = new StringBuilder(", enum: [");
        for (Object v : p.values()) {
            if (b.charAt(b.length() - 1) != '[') b.append(", ");
            b.append(Identifiers.jsLiteral(v));
        }
        return b.append(']').toString();
    }

    /**
     * A declared range as Mongoose's {@code min} and {@code max} on a Number (docs/exports.md "Declared ranges"); an
     * exclusive end of a whole number is the next whole number in, of a double a validator (Mongoose's bounds include
     * their ends); a Decimal128 has no such validator in Mongoose, so none is written.
     */
    private static String bounds(TypeTree.Property p) {
        ValueRange r = p.range();
        if (r == null || !"Number".equals(scalar(p.scalar()))) return "";
        boolean whole = p.scalar() != FieldType.DOUBLE;
        StringBuilder b = new StringBuilder();
        List<String> checks = new ArrayList<>();
        if (r.min() != null) {
            if (!r.minExclusive()) b.append(", min: ").append(Numbers.exact(r.min()));
            else if (whole) b.append(", min: ").append(r.lowestWhole());
            else checks.add("v > " + Numbers.exact(r.min()));
        }
        if (r.max() != null) {
            if (!r.maxExclusive()) b.append(", max: ").append(Numbers.exact(r.max()));
            else if (whole) b.append(", max: ").append(r.highestWhole());
            else checks.add("v < " + Numbers.exact(r.max()));
        }
        if (!checks.isEmpty()) {
            b.append(", validate: { validator: v => v == null || (").append(String.join(" && ", checks))
                    .append("), message: ").append(Identifiers.jsString(r.describe())).append(" }");
        }
        return b.toString();
    }

    private static String scalar(FieldType t) {
        return switch (t) {
            case STRING -> "String";
            case INTEGER, LONG, DOUBLE -> "Number";
            case DECIMAL -> "Schema.Types.Decimal128";
            case BOOLEAN -> "Boolean";
            case DATE -> "Date";
            case OBJECT_ID -> "Schema.Types.ObjectId";
            case UUID -> "Schema.Types.UUID";
            case BINARY -> "Buffer";
            case OBJECT, ARRAY -> "Schema.Types.Mixed";
        };
    }
}
