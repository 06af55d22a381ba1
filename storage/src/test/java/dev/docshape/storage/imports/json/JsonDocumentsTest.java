package dev.docshape.storage.imports.json;

import dev.docshape.storage.imports.ImportException;
import dev.docshape.storage.imports.infer.CollectionInference;
import dev.docshape.storage.imports.infer.InferredField;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.imports.infer.SchemaInference;
import dev.docshape.storage.imports.infer.ValueType;
import dev.docshape.storage.sample.ObjectId;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JsonDocumentsTest {

    private static List<Map<String, Object>> read(String json) throws ImportException {
        List<Map<String, Object>> docs = new ArrayList<>();
        JsonDocuments.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)), "t.json", docs::add);
        return docs;
    }

    @Test
    void readsNdjsonAndArrays() throws Exception {
        assertEquals(3, read("{\"a\":1}\n{\"a\":2}\n\n{\"a\":3}\n").size());
        assertEquals(2, read("[ {\"a\":1},\n {\"a\":2} ]").size());
        assertEquals(0, read("[]").size());
        assertEquals(0, read("").size());
    }

    @Test
    void decodesCanonicalRelaxedAndLegacyExtendedJson() throws Exception {
        String canonical = "{\"_id\":{\"$oid\":\"5f1a2b3c4d5e6f7a8b9c0d1e\"},\"n\":{\"$numberInt\":\"5\"},\"l\":{\"$numberLong\":\"9000000000\"},"
                + "\"d\":{\"$numberDouble\":\"2.0\"},\"dec\":{\"$numberDecimal\":\"1.10\"},"
                + "\"t\":{\"$date\":{\"$numberLong\":\"1700000000000\"}},\"u\":{\"$binary\":{\"base64\":\"AAAAAAAAAAAAAAAAAAAAAQ==\",\"subType\":\"04\"}},"
                + "\"b\":{\"$binary\":{\"base64\":\"AQID\",\"subType\":\"00\"}},\"ts\":{\"$timestamp\":{\"t\":1,\"i\":2}}}";
        Map<String, Object> d = read(canonical).get(0);
        assertEquals(new ObjectId("5f1a2b3c4d5e6f7a8b9c0d1e"), d.get("_id"));
        assertEquals(5, d.get("n"));
        assertEquals(9_000_000_000L, d.get("l"));
        assertEquals(2.0, d.get("d"));
        assertEquals(new BigDecimal("1.10"), d.get("dec"));
        assertEquals(Instant.ofEpochMilli(1_700_000_000_000L), d.get("t"));
        assertEquals(new UUID(0, 1), d.get("u"));
        assertEquals(3, ((byte[]) d.get("b")).length);
        assertEquals(ValueType.OTHER, ValueType.of(d.get("ts")));

        Map<String, Object> relaxed = read("{\"t\":{\"$date\":\"2024-01-02T03:04:05.678Z\"},\"n\":5,\"x\":1.5,\"big\":12345678901,"
                + "\"legacy\":{\"$binary\":\"AQID\",\"$type\":\"00\"},\"nested\":{\"$oidx\":1}}").get(0);
        assertEquals(Instant.parse("2024-01-02T03:04:05.678Z"), relaxed.get("t"));
        assertEquals(5, relaxed.get("n"));
        assertEquals(1.5, relaxed.get("x"));
        assertEquals(12_345_678_901L, relaxed.get("big"));
        assertEquals(3, ((byte[]) relaxed.get("legacy")).length);
        assertEquals(Map.of("$oidx", 1), relaxed.get("nested"), "an unknown $ key is an ordinary field");
    }

    @Test
    void invalidJsonNamesTheLine() {
        ImportException e = assertThrows(ImportException.class, () -> read("{\"a\":1}\n{\"a\":2}\n{\"a\": tru}\n{\"a\":4}\n"));
        assertTrue(e.getMessage().startsWith("t.json line 3, column "), e.getMessage());
        assertTrue(e.getMessage().contains("invalid JSON"), e.getMessage());
    }

    @Test
    void refusesValuesThatAreNotDocumentsAndUnclosedArrays() {
        ImportException number = assertThrows(ImportException.class, () -> read("{\"a\":1}\n42\n"));
        assertTrue(number.getMessage().startsWith("t.json line 2, column 1: a document must be a JSON object, found a number"),
                number.getMessage());
        ImportException open = assertThrows(ImportException.class, () -> read("[{\"a\":1},\n{\"a\":2}"));
        assertTrue(open.getMessage().startsWith("t.json line 2"), open.getMessage());
        ImportException badOid = assertThrows(ImportException.class, () -> read("{\"_id\":{\"$oid\":\"xyz\"}}"));
        assertTrue(badOid.getMessage().startsWith("t.json line 1, column "), badOid.getMessage());
        assertTrue(badOid.getMessage().contains("invalid Extended JSON value: an ObjectId is 24 hex digits"), badOid.getMessage());
    }

    /** A 2 GiB stream of one endless document: refused with its line after a million values, never read into memory whole. */
    @Test
    void anEndlessDocumentIsRefusedBeforeMemoryRunsOut() {
        InputStream huge = new GeneratedStream("{\"_id\":1,\"items\":[", "{\"x\":\"abcdefghij\"},", 2L << 30);
        ImportException e = assertThrows(ImportException.class, () -> JsonDocuments.read(huge, "huge.json", d -> {
        }));
        assertEquals("huge.json line 1: the document that starts on this line holds more than 1,000,000 values",
                e.getMessage());
    }

    /** A document of a few big strings, over 16 MiB in all: refused with its line. */
    @Test
    void anOversizedDocumentIsRefused() {
        String big = "x".repeat(6 << 20);
        String json = "{\"a\":1}\n{\"b\":\"" + big + "\",\"c\":\"" + big + "\",\"d\":\"" + big + "\",\"e\":[1,2,3]}\n";
        ImportException e = assertThrows(ImportException.class, () -> read(json));
        assertEquals("t.json line 2: the document that starts on this line is larger than 16 MiB of JSON (MongoDB allows 16 MiB per document)",
                e.getMessage());
    }

    /** A 2 GiB stream of one long string value: refused by the parser's limit with its place. */
    @Test
    void anEndlessStringIsRefused() {
        InputStream huge = new GeneratedStream("{\"_id\":1,\"s\":\"", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", 2L << 30);
        ImportException e = assertThrows(ImportException.class, () -> JsonDocuments.read(huge, "huge.json", d -> {
        }));
        assertTrue(e.getMessage().startsWith("huge.json line 1, column "), e.getMessage());
        assertTrue(e.getMessage().contains("String value length"), e.getMessage());
    }

    /** Many documents stream through: the inference keeps statistics, not documents. */
    @Test
    void streamsManyDocumentsIntoTheInference() throws Exception {
        long documents = 300_000;
        String line = "{\"_id\":{\"$oid\":\"5f1a2b3c4d5e6f7a8b9c0d1e\"},\"name\":\"abc\",\"n\":7}\n";
        long bytes = documents * line.length();
        InputStream stream = new GeneratedStream("", line, bytes);
        SchemaInference inference = new SchemaInference();
        CollectionInference c = inference.collection("many");
        long[] reported = {0};
        long read = JsonImport.read(stream, "many.ndjson", bytes, c, (phase, done, total) -> reported[0] = done);
        assertEquals(documents, read);
        assertEquals(bytes, reported[0]);
        InferredSchema schema = inference.result();
        InferredField n = schema.collections().get(0).shape().field("n").orElseThrow();
        assertEquals(Map.of(ValueType.INT, documents), n.types());
    }

    @Test
    void cancellingStopsTheRead() {
        InputStream stream = new GeneratedStream("", "{\"a\":1}\n", 100L << 20);
        Progress cancel = (phase, done, total) -> {
            throw new java.util.concurrent.CancellationException("interrupted");
        };
        assertThrows(java.util.concurrent.CancellationException.class,
                () -> JsonImport.read(stream, "x.ndjson", 0, new SchemaInference().collection("x"), cancel));
    }
}
