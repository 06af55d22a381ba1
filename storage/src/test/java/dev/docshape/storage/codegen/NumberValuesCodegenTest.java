package dev.docshape.storage.codegen;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import org.bson.BsonDocumentReader;
import org.bson.Document;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.record.RecordCodecProvider;
import org.bson.types.Decimal128;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Listed values of a long and of a decimal field (docs/exports.md "Listed values", decision 0575): TypeScript holds a
 * long to a union of its literals, as a number and as a bigint (the driver decodes a long as either), where every value
 * is exact as a JavaScript number; a Java record holds a decimal to BigDecimal constants, compared by value (4.750 is
 * 4.75). tsc and javac check the code, the MongoDB driver's record codec decodes documents with it.
 */
class NumberValuesCodegenTest {
    @TempDir
    Path dir;

    private static CodegenToolchainsTest.Case shop() {
        Entity order = Entity.of("order", "Order", List.of(
                Field.of("priority", FieldType.LONG).withValues(List.of(1L, 2L, 3L, 9007199254740992L)),
                Field.of("serial", FieldType.LONG).withValues(List.of(1L, 9007199254740993L)),
                Field.of("price", FieldType.DECIMAL).withValues(List.of(0.5, 1.0, 4.75))), 50);
        return CodegenToolchainsTest.Case.of("shop", order);
    }

    @Test
    void typeScriptHoldsALongToItsListedLiterals() throws Exception {
        Path tsc = CodegenToolchainsTest.tool("tsc");
        CodegenToolchainsTest.Case c = shop();
        Map<String, String> files = CodegenToolchainsTest.writeBesideNodeModules(DocumentTypeLanguage.TYPESCRIPT, c, dir);
        String module = files.keySet().iterator().next().replace(".ts", "");
        Matcher name = Pattern.compile("export interface (\\w+)").matcher(files.values().iterator().next());
        assertTrue(name.find(), files.toString());
        // tsc fails where a line under @ts-expect-error compiles: an unlisted priority must not
        Files.writeString(dir.resolve("use.ts"), """
                import type { %1$s } from "./%2$s";
                const listed: %1$s["priority"][] = [1, 2, 3, 9007199254740992, 1n, 3n, 9007199254740992n];
                // @ts-expect-error: not a listed priority
                const four: %1$s["priority"] = 4;
                // @ts-expect-error: not a listed priority
                const fourBig: %1$s["priority"] = 4n;
                // past 2^53 no number literal is exact: any long
                const serial: %1$s["serial"][] = [5, 5n];
                export { listed, four, fourBig, serial };
                """.formatted(name.group(1), module));
        CodegenToolchainsTest.tsc(tsc, dir, module);
    }

    @Test
    void aJavaRecordHoldsADecimalToItsListedValuesByValue() throws Exception {
        CodegenToolchainsTest.Case c = shop();
        Projection projection = Projector.project(c.project().model(), c.design());
        Map<String, String> files = CodegenToolchainsTest.write(DocumentTypeLanguage.JAVA, c, projection, dir);
        ClassLoader loader = CodegenToolchainsTest.compileJava(dir, files.keySet(), "decimal values");
        Class<?> type = loader.loadClass(new FileNames().next(projection.collections().get(0).name()));
        assertEquals(List.of(new BigDecimal("0.5"), new BigDecimal("1"), new BigDecimal("4.75")), type.getField("PRICE_VALUES").get(null));
        var codec = CodecRegistries.fromProviders(new RecordCodecProvider(), com.mongodb.MongoClientSettings.getDefaultCodecRegistry()).get(type);
        for (String price : List.of("0.5", "1.00", "4.750", "4.75")) {
            Document doc = new Document("_id", new org.bson.types.ObjectId()).append("price", Decimal128.parse(price)).append("priority", 3L);
            codec.decode(new BsonDocumentReader(doc.toBsonDocument()), DecoderContext.builder().build());
        }
        for (Document other : List.of(new Document("price", Decimal128.parse("4.7")), new Document("price", Decimal128.NaN),
                new Document("priority", 4L))) {
            other.append("_id", new org.bson.types.ObjectId());
            Exception e = assertThrows(Exception.class, () -> codec.decode(new BsonDocumentReader(other.toBsonDocument()),
                    DecoderContext.builder().build()), other.toJson());
            Throwable root = e;
            while (root.getCause() != null && root.getCause() != root) root = root.getCause();
            assertTrue(String.valueOf(root.getMessage()).contains("is not one of"), String.valueOf(e));
        }
    }
}
