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

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Fields named like the packages the generated records name in full ({@code java.util.List.of(...)},
 * {@code org.bson.types.Decimal128}): a component called {@code java} would obscure the package in every expression of
 * the record (JLS 6.4.2) and javac refuses it, so such a component takes another name while {@code @BsonProperty} keeps
 * the document's (docs/exports.md "Names", decision 0579).
 */
class JavaPackageNamesCodegenTest {
    @TempDir
    Path dir;

    @Test
    void fieldsNamedJavaOrgAndJavaxCompileAndDecodeUnderTheirOwnNames() throws Exception {
        Entity odd = Entity.of("odd", "Odd", List.of(
                Field.of("java", FieldType.STRING).withValues(List.of("a", "b")),
                Field.of("org", FieldType.DECIMAL).withValues(List.of(0.5, 1.0)),
                Field.of("javax", FieldType.STRING),
                Field.of("com", FieldType.LONG)), 10);
        CodegenToolchainsTest.Case c = CodegenToolchainsTest.Case.of("odd", odd);
        Projection projection = Projector.project(c.project().model(), c.design());
        Map<String, String> files = CodegenToolchainsTest.write(DocumentTypeLanguage.JAVA, c, projection, dir);
        ClassLoader loader = CodegenToolchainsTest.compileJava(dir, files.keySet(), "package-named fields");
        Class<?> type = loader.loadClass(new FileNames().next(projection.collections().get(0).name()));
        var codec = CodecRegistries.fromProviders(new RecordCodecProvider(), com.mongodb.MongoClientSettings.getDefaultCodecRegistry()).get(type);
        Document doc = new Document("_id", new org.bson.types.ObjectId()).append("java", "b").append("org", Decimal128.parse("0.5"))
                .append("javax", "x").append("com", 7L);
        Object decoded = codec.decode(new BsonDocumentReader(doc.toBsonDocument()), DecoderContext.builder().build());
        String shown = decoded.toString();
        for (String value : List.of("=b", "=0.5", "=x", "=7")) {
            assertEquals(true, shown.contains(value), value + " in " + shown);
        }
    }
}
