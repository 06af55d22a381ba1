package dev.docshape.storage.file;

import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * An independent validator (networknt, tests only) checks docs/docshape-project.schema.json against
 * the files: everything DocShape writes is valid, and the schema refuses what the reader refuses.
 */
class SchemaValidationTest {

    private static final Schema SCHEMA = load();

    private static Schema load() {
        try {
            String text = Files.readString(RepositoryFiles.root().resolve("docs/docshape-project.schema.json"));
            return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(text, InputFormat.JSON);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<String> errors(String json) {
        return SCHEMA.validate(json, InputFormat.JSON).stream().map(Object::toString).toList();
    }

    @ParameterizedTest
    @MethodSource("dev.docshape.storage.file.RepositoryFiles#examples")
    void everyExampleIsValid(Path example) throws IOException {
        assertEquals(List.of(), errors(Files.readString(example, StandardCharsets.UTF_8)), example.getFileName().toString());
    }

    @Test
    void whatDocShapeWritesIsValid() {
        assertEquals(List.of(), errors(ProjectJson.write(SampleProjects.everything())));
    }

    /** Each of these breaks one rule; the schema and the reader must both refuse it. */
    @Test
    void theSchemaRefusesWhatTheReaderRefuses() {
        String valid = ProjectJson.write(SampleProjects.everything());
        List<String[]> breakages = List.of(
                new String[]{"\"strategy\": \"embed\"", "\"strategy\": \"embed\", \"placement\": \"child-holds-parent-id\""},
                new String[]{"\"bucketSize\": 100", "\"bucketSize\": 100, \"holder\": \"child\""},
                new String[]{"\"rest\": \"bucketed\",\n          \"bucketSize\": 100", "\"rest\": \"bucketed\""},
                new String[]{"\"rest\": \"referenced\"", "\"rest\": \"referenced\", \"bucketSize\": 10"},
                new String[]{"\"selection\": \"by-id\"", "\"selection\": \"by-id\", \"limit\": 3"},
                new String[]{"\"kind\": \"insert\"", "\"kind\": \"insert\", \"selection\": \"filter\""},
                new String[]{"\"count\": 50000", "\"count\": 50000, \"colour\": \"red\""},
                new String[]{"\"formatVersion\": 1", "\"formatVersion\": 2"},
                new String[]{"\"format\": \"docshape-project\"", "\"format\": \"other\""},
                new String[]{"\"cardinality\": \"one-to-many\"", "\"cardinality\": \"one-to-lots\""},
                new String[]{"\"type\": \"date\"", "\"type\": \"date\", \"itemType\": \"string\""},
                new String[]{"\"count\": 50000", "\"count\": \"50000\""},
                new String[]{"\"count\": 50000", "\"count\": -1"},
                new String[]{"\"name\": \"Author\"", "\"name\": \"\""},
                new String[]{"\"size\": 200", "\"size\": 0"},
                new String[]{"\"kind\": \"link\",\n      \"entity\": \"author\",\n      \"frequency\": 1.0E-4,\n      \"relationship\": \"author-books\"",
                        "\"kind\": \"link\",\n      \"entity\": \"author\",\n      \"frequency\": 1.0E-4"});
        for (String[] breakage : breakages) {
            assertFalse(!valid.contains(breakage[0]), "test setup: sample contains " + breakage[0]);
            String broken = valid.replace(breakage[0], breakage[1]);
            assertFalse(errors(broken).isEmpty(), "the schema refuses: " + breakage[1]);
            assertThrows(ProjectFileException.class, () -> ProjectJson.read(broken, "broken"), "the reader refuses: " + breakage[1]);
        }
    }
}
