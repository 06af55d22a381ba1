package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.imports.sql.SqlImport;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A MySQL table's and its columns' comments, one of them hostile, imported, saved, loaded and exported: the JSON Schema
 * and the validator say each as its {@code description}, exactly, beside what they already said of a column's declared
 * values; ajv still reads the schema and takes the sample (docs/exports.md "Descriptions", decision 0556).
 */
class DescriptionExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String HOSTILE = "Ends \\\"}, {\\\"$where\\\": 1} */ </script> \u2028 it''s";

    @Test
    void commentsBecomeTheSchemasDescriptionsEscaped(@TempDir Path dir) throws Exception {
        Path ddl = Files.writeString(dir.resolve("shop.sql"), """
                CREATE TABLE `orders` (
                  `id` int NOT NULL AUTO_INCREMENT,
                  `status` enum('new','paid','shipped') NOT NULL COMMENT 'where the order is',
                  `note` varchar(200) DEFAULT NULL COMMENT '%s',
                  `extra` json DEFAULT NULL COMMENT 'what the shop adds',
                  PRIMARY KEY (`id`)
                ) ENGINE=InnoDB COMMENT='one per checkout';
                """.formatted(HOSTILE));
        Project imported = SqlImport.read(ddl, "shop", Progress.NONE).project();
        Path file = dir.resolve("shop.docshape");
        ProjectFiles.save(imported, file);
        Project project = ProjectFiles.load(file);
        // as MySQL stores it: the backslashes escape the quotes, the doubled quote is one
        String hostile = "Ends \"}, {\"$where\": 1} */ </script> \u2028 it's";

        Exporter.Result result = Exporter.export(project, SqlImport.RELATIONAL, SampleOptions.of(3, 0.05), dir.resolve("out"), Progress.NONE);
        var orders = result.collections().values().iterator().next();
        JsonNode schema = JSON.readTree(orders.schema().toFile());
        assertTrue(schema.get("description").asText().startsWith("one per checkout. Documents of collection"), schema.get("description").asText());
        assertEquals(hostile, schema.at("/properties/note/description").asText());
        // the CHECK's literals are listed (decision 0555): the column's comment first, then the values
        assertEquals("where the order is. One of the 3 values the DocShape model lists: new, paid, shipped.",
                schema.at("/properties/status/description").asText());
        assertTrue(schema.at("/properties/extra/description").asText().startsWith("what the shop adds. An object of any shape"),
                schema.at("/properties/extra").toString());

        JsonNode validator = JSON.readTree(orders.validator().toFile());
        assertEquals("one per checkout", validator.at("/$jsonSchema/description").asText());
        assertEquals(hostile, validator.at("/$jsonSchema/properties/note/description").asText());
        assertEquals(List.of(), MongoJsonSchemaRules.violations(validator));

        NodeTools.Run sample = AjvCheck.samples(result, dir);
        assertEquals(0, sample.exitCode(), sample.output());
    }
}
