package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.FieldType;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.storage.query.Identifiers;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Java records for the MongoDB driver's record codec, one file per collection: embedded objects as
 * nested records, the id as {@code @BsonId}, every other component named in the document by
 * {@code @BsonProperty} (so any field name survives), references typed as their ids.
 */
final class JavaRecordsGenerator implements CodeGenerator {

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
            j.append("/** A document of the collection ").append(Identifiers.commentText(Identifiers.jsString(c.name()))).append(". */\n");
            // the file's public record carries the file's name; the document type's own name may differ after dedupe
            record(j, types.get(0), file, "", types);
            files.put(file + ".java", j.toString());
        }
        return files;
    }

    private void record(StringBuilder j, TypeTree.Type t, String name, String indent, List<TypeTree.Type> all) {
        j.append(indent).append(indent.isEmpty() ? "public record " : "public static record ").append(name).append("(\n");
        Set<String> used = new HashSet<>();
        for (int i = 0; i < t.properties().size(); i++) {
            TypeTree.Property p = t.properties().get(i);
            j.append(indent).append("        ");
            if (p.name().equals("_id")) {
                j.append("@BsonId ");
                used.add("id");
                j.append(type(p)).append(" id");
            } else {
                String component = Identifiers.lowerCamel(p.name(), Identifiers.JAVA_RESERVED, "field");
                String unique = component;
                for (int k = 2; !used.add(unique); k++) unique = component + k;
                j.append("@BsonProperty(").append(Identifiers.javaString(p.name())).append(") ").append(type(p)).append(' ').append(unique);
            }
            j.append(i < t.properties().size() - 1 ? ",\n" : "\n");
        }
        j.append(indent).append(") {\n");
        if (indent.isEmpty()) {
            for (TypeTree.Type nested : all.subList(1, all.size())) {
                record(j, nested, nested.name(), indent + "    ", all);
            }
        }
        j.append(indent).append("}\n");
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
