package dev.docshape.storage.export;

import com.networknt.schema.Error;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dev.docshape.model.Project;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.Shop;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExporterTest {

    @TempDir
    Path dir;

    private static final SchemaRegistry SCHEMAS = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);

    private static Project shop() {
        return new Project("Shop", "", Shop.model(), List.of(Shop.hybrid(), Shop.normalized()), "hybrid");
    }

    @Test
    void everyExportedDocumentMatchesItsExportedJsonSchema() throws IOException {
        for (String design : List.of("hybrid", "normalized")) {
            Exporter.Result result = Exporter.export(shop(), design, SampleOptions.of(3, 0.05), dir.resolve(design), Progress.NONE);
            assertTrue(result.documents() > 0);
            for (var e : result.collections().entrySet()) {
                Exporter.CollectionFiles files = e.getValue();
                Schema schema = SCHEMAS.getSchema(Files.readString(files.schema()), InputFormat.JSON);
                List<String> lines = Files.readAllLines(files.ndjson());
                assertEquals(files.documents(), lines.size());
                for (String line : lines) {
                    List<Error> errors = schema.validate(line, InputFormat.JSON);
                    assertEquals(List.of(), errors.stream().map(Error::toString).toList(), e.getKey() + ": " + line);
                }
                if (files.template() != null) {
                    assertEquals(List.of(), schema.validate(Files.readString(files.template()), InputFormat.JSON).stream().map(Error::toString).toList());
                }
            }
        }
    }

    @Test
    void theSchemaRejectsDocumentsThatBreakTheDesign() throws IOException {
        Exporter.Result result = Exporter.export(shop(), "hybrid", SampleOptions.of(3, 0.05), dir, Progress.NONE);
        Schema book = SCHEMAS.getSchema(Files.readString(result.collections().get("Book").schema()), InputFormat.JSON);
        String good = Files.readAllLines(result.collections().get("Book").ndjson()).get(0);
        assertEquals(0, book.validate(good, InputFormat.JSON).size());
        String fourRecent = "{\"_id\":{\"$oid\":\"0123456789abcdef01234567\"},\"recentReviews\":[{},{},{},{}]}";
        assertTrue(book.validate(fourRecent, InputFormat.JSON).stream().anyMatch(err -> err.toString().contains("recentReviews")),
                "a subset of 3 holds at most 3 reviews");
        String plainId = good.replaceFirst("\\{\"\\$oid\":(\"[0-9a-f]{24}\")}", "$1");
        assertTrue(book.validate(plainId, InputFormat.JSON).size() > 0, "an ObjectId is written as {\"$oid\": ...}");
    }

    @Test
    void ndjsonUsesExtendedJsonForBsonTypes() throws IOException {
        Exporter.Result result = Exporter.export(shop(), "hybrid", SampleOptions.of(3, 0.05), dir, Progress.NONE);
        String review = Files.readAllLines(result.collections().get("bookReviewBuckets").ndjson()).get(0);
        assertTrue(review.startsWith("{\"_id\":{\"$oid\":\""), review);
        assertTrue(review.contains("\"createdAt\":{\"$date\":\""), review);
        String book = Files.readAllLines(result.collections().get("Book").ndjson()).get(0);
        assertTrue(book.matches(".*\"price\":\\{\"\\$numberDecimal\":\"[0-9]+\\.[0-9]{2}\"}.*"), book);
    }

    @Test
    void theExportedDataIsTheSampleStoresData() throws Exception {
        SampleOptions options = SampleOptions.of(8, 0.05);
        Exporter.Result result = Exporter.export(shop(), "normalized", options, dir, Progress.NONE);
        SampleGenerator g = SampleGenerator.of(Shop.model(), Projector.project(Shop.model(), Shop.normalized()), options);
        assertEquals(g.documentCount(), result.documents());
        for (var e : result.collections().entrySet()) assertEquals(g.documentCount(e.getKey()), e.getValue().documents());
    }

    @Test
    void aFieldReadsTakeTheFirstNByGetsAnIndex() throws IOException {
        Project plain = shop();
        var model = plain.model();
        var ordered = new dev.docshape.model.DataModel(model.entities(), model.relationships(), List.of(
                new dev.docshape.model.pattern.ReadPattern("newest-reviews", "newest reviews of a book", 5, "review",
                        dev.docshape.model.pattern.Selection.FILTER, "book-reviews", 10, 3, List.of(), List.of(), List.of(),
                        dev.docshape.model.mapping.Ordering.descending("createdAt")),
                new dev.docshape.model.pattern.ReadPattern("best-reviews", "best reviews of all", 5, "review",
                        dev.docshape.model.pattern.Selection.FILTER, null, 1000, 10, List.of(), List.of(), List.of(),
                        dev.docshape.model.mapping.Ordering.descending("rating"))));
        Exporter.Result result = Exporter.export(plain.withModel(ordered), "normalized", SampleOptions.of(3, 0.01), dir, Progress.NONE);
        String script = Files.readString(result.script());
        assertTrue(script.contains("db.getCollection(\"Review\").createIndex({ \"bookId\": 1, \"createdAt\": 1 });"),
                "the newest reviews of one book: by the book's id, then the date\n" + script);
        assertTrue(script.contains("db.getCollection(\"Review\").createIndex({ \"rating\": 1 });"), "the best of all: the rating alone\n" + script);
        Exporter.Result before = Exporter.export(plain, "normalized", SampleOptions.of(3, 0.01), dir.resolve("plain"), Progress.NONE);
        assertFalse(Files.readString(before.script()).contains("\"createdAt\": 1"), "no ordered read, no index");
    }

    @Test
    void theMongoshScriptCreatesEveryCollectionWithItsValidatorAndIndexes() throws IOException {
        Exporter.Result result = Exporter.export(shop(), "hybrid", SampleOptions.of(3, 0.01), dir, Progress.NONE);
        String script = Files.readString(result.script());
        for (String collection : result.collections().keySet()) {
            assertTrue(script.contains("db.createCollection(\"" + collection + "\", { validator: {\"$jsonSchema\":"), collection);
        }
        assertTrue(script.contains("db.getCollection(\"Book\").createIndex({ \"publisherId\": 1 });"), script);
        assertTrue(script.contains("db.getCollection(\"Book\").createIndex({ \"authors.id\": 1 });"), script);
        assertTrue(script.contains("mongoimport --uri \"mongodb://localhost/mydb\" --collection 'Book' --file 'Book.ndjson'"), script);
        assertNotNull(result.collections().get("Customer").template());
    }

    @Test
    void theScriptShowsHowToShardEachPartitionedCollectionByItsKey() throws IOException {
        Project project = shop();
        project = project.updateDesign("hybrid", d -> d.withPartitioning(
                new dev.docshape.model.Partitioning(java.util.Map.of("book", "publisherId", "customer", "id"), 8)));
        Exporter.Result result = Exporter.export(project, "hybrid", SampleOptions.of(3, 0.01), dir, Progress.NONE);
        String script = Files.readString(result.script());
        assertTrue(script.contains("// sh.shardCollection(db.getName() + \".\" + \"Book\", { \"publisherId\": \"hashed\" });"), script);
        assertTrue(script.contains("// sh.shardCollection(db.getName() + \".\" + \"Customer\", { \"_id\": \"hashed\" });"), script);
        assertEquals(2, script.lines().filter(l -> l.contains("sh.shardCollection")).count(), script);
    }

    @Test
    void hostileCollectionNamesAreExportedInsideTheFolder() throws IOException {
        Project project = shop();
        var customer = project.model().requireEntity("customer");
        Project hostile = project.withModel(project.model().updateEntity("customer", e -> e.withName("../../etc"))
                .updateEntity("address", e -> e.withName("CON")).updateEntity("author", e -> e.withName("a/b" + "x".repeat(300))));
        Path folder = dir.resolve("out");
        Exporter.Result result = Exporter.export(hostile, "hybrid", SampleOptions.of(1, 0.01), folder, Progress.NONE);
        try (var files = Files.walk(dir)) {
            files.filter(Files::isRegularFile).forEach(f -> assertEquals(folder.toAbsolutePath(), f.getParent().toAbsolutePath(), f.toString()));
        }
        assertTrue(result.collections().size() >= 4, customer.name());
    }
}
