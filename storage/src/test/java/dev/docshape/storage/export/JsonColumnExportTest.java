package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.DocumentSizer;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.RepositoryFiles;
import dev.docshape.storage.imports.sql.SqlImport;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.bson.BsonDocument;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The issue tracker's MySQL {@code custom_fields json} column, and PostgreSQL's {@code json} and {@code jsonb}: an object of
 * any shape of 64 bytes, which the estimate prices, the sample writes, and the JSON Schema and the validator accept with
 * whatever keys a real issue holds (docs/imports.md "JSON columns", docs/exports.md "Objects of any shape", decision 0556).
 */
class JsonColumnExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void aMysqlJsonColumnIsAnObjectOfAnyShapeThatEveryExportAccepts(@TempDir Path dir) throws Exception {
        Project project = SqlImport.read(RepositoryFiles.example("workloads").resolve("issue-tracker.sql"), "issue-tracker",
                Progress.NONE).project();
        Field custom = entity(project, "issue").field("custom_fields").orElseThrow();
        assertEquals(FieldType.OBJECT, custom.type(), "a json column holds a document, not a string");
        assertEquals(64, custom.avgSize());
        assertEquals(List.of(), custom.fields());

        Exporter.Result result = Exporter.export(project, SqlImport.RELATIONAL, SampleOptions.of(3, 0.1), dir.resolve("out"), Progress.NONE);
        var issues = result.collections().entrySet().stream().filter(e -> e.getKey().equals("issue")).findFirst()
                .orElseThrow(() -> new AssertionError("no issues among " + result.collections().keySet())).getValue();
        List<String> lines = Files.readAllLines(issues.ndjson());
        assertTrue(lines.size() >= 20, "a sample of issues: " + lines.size());
        double bytes = 0;
        for (String line : lines) {
            JsonNode value = JSON.readTree(line).get("custom_fields");
            assertTrue(value != null && value.isObject(), line);
            bytes += new RawBsonDocument(BsonDocument.parse(value.toString()), new org.bson.codecs.BsonDocumentCodec()).getByteBuffer().remaining();
        }
        // the estimate prices the object's 64 bytes and its 5 of BSON delimiters; the sample writes as many on average
        assertEquals(69, bytes / lines.size(), 69 * 0.15, "mean BSON bytes of the sample's custom_fields");
        assertEquals(64, issueBytes(project, custom) - issueBytes(project, custom.withAvgSize(0)), 1e-9,
                "the estimate adds the object's declared bytes");

        JsonNode schema = JSON.readTree(issues.schema().toFile());
        JsonNode property = schema.at("/properties/custom_fields");
        assertEquals("object", property.get("type").asText(), property.toString());
        assertTrue(property.get("description").asText().contains("any shape"), property.toString());
        JsonNode validator = JSON.readTree(issues.validator().toFile());
        JsonNode bson = validator.at("/$jsonSchema/properties/custom_fields");
        assertEquals("object", bson.get("bsonType").asText(), bson.toString());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));

        NodeTools.Run sample = AjvCheck.samples(result, dir);
        assertEquals(0, sample.exitCode(), sample.output());
        ObjectNode real = (ObjectNode) JSON.readTree(lines.get(0));
        real.putObject("custom_fields").put("severity", "S2").putObject("browser").put("name", "Firefox").put("version", 120);
        NodeTools.Run accepted = AjvCheck.document(issues.schema(), real, dir);
        assertEquals(0, accepted.exitCode(), accepted.output());
        assertEquals(List.of(), BsonSchemaCheck.violations(BsonDocument.parse(real.toString()), validator));
        real.put("custom_fields", "not an object");
        assertEquals(1, AjvCheck.document(issues.schema(), real, dir).exitCode(), "a string is no object");
    }

    @Test
    void postgresJsonAndJsonbColumnsAreObjectsOfAnyShape(@TempDir Path dir) throws Exception {
        Path ddl = Files.writeString(dir.resolve("events.sql"), """
                CREATE TABLE public.events (
                    id bigint NOT NULL,
                    payload jsonb NOT NULL,
                    headers json,
                    CONSTRAINT events_pkey PRIMARY KEY (id)
                );
                """);
        Entity event = entity(SqlImport.read(ddl, "events", Progress.NONE).project(), "event");
        for (String column : List.of("payload", "headers")) {
            Field f = event.field(column).orElseThrow();
            assertEquals(FieldType.OBJECT, f.type(), column);
            assertEquals(64, f.avgSize(), column);
        }
    }

    /**
     * SQL Server has no JSON type: a column under {@code CHECK (ISJSON(col) = 1)} or {@code > 0}, inline, as a table
     * constraint or added by an ALTER TABLE as SSMS scripts it, is a JSON column like MySQL's (decision 0567); a string
     * under another CHECK stays a string, and so does one whose CHECK allows also what is not JSON.
     */
    @Test
    void sqlServerColumnsCheckedByIsjsonAreObjectsOfAnyShape(@TempDir Path dir) throws Exception {
        Path ddl = Files.writeString(dir.resolve("orders.sql"), """
                CREATE TABLE [dbo].[orders] (
                    [id] INT NOT NULL PRIMARY KEY,
                    [payload] NVARCHAR(MAX) NOT NULL CHECK (ISJSON([payload]) = 1),
                    [extra] NVARCHAR(MAX) NULL,
                    [meta] NVARCHAR(4000) NULL,
                    [note] NVARCHAR(200) NULL CHECK (LEN([note]) > 0),
                    [loose] NVARCHAR(MAX) NULL,
                    CONSTRAINT [CK_orders_extra] CHECK (ISJSON([extra]) > 0),
                    CONSTRAINT [CK_orders_loose] CHECK (ISJSON([loose]) = 1 OR [loose] = N'')
                )
                GO
                ALTER TABLE [dbo].[orders] WITH CHECK ADD CONSTRAINT [CK_orders_meta] CHECK ((isjson([meta])=(1)))
                GO
                """);
        SqlImport.Result result = SqlImport.read(ddl, "orders", Progress.NONE);
        Entity order = entity(result.project(), "order");
        for (String column : List.of("payload", "extra", "meta")) {
            Field f = order.field(column).orElseThrow();
            assertEquals(FieldType.OBJECT, f.type(), column + " holds JSON: " + result.skipped());
            assertEquals(64, f.avgSize(), column);
            assertEquals(List.of(), f.fields(), column);
        }
        assertEquals(FieldType.STRING, order.field("note").orElseThrow().type(), "another CHECK says nothing of JSON");
        assertEquals(FieldType.STRING, order.field("loose").orElseThrow().type(), "an empty string is allowed too: no object");
    }

    private static double issueBytes(Project project, Field custom) {
        Entity issue = entity(project, "issue");
        List<Field> fields = issue.fields().stream().map(f -> f.name().equals(custom.name()) ? custom : f).toList();
        List<Entity> entities = project.model().entities().stream().map(e -> e == issue ? e.withFields(fields) : e).toList();
        var projection = Projector.project(project.model().withEntities(entities), project.design(SqlImport.RELATIONAL).orElseThrow());
        var issues = projection.collections().stream().filter(c -> c.name().equals("issue")).findFirst().orElseThrow();
        return DocumentSizer.size(issues.document(), Profile.mongodb()).avgBytes();
    }

    private static Entity entity(Project project, String name) {
        return project.model().entities().stream().filter(e -> e.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " in " + project.model().entities().stream().map(Entity::name).toList()));
    }
}
