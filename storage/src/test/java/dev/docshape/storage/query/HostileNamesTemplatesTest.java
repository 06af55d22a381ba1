package dev.docshape.storage.query;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Names that could break out of a string, a comment or a line (quotes, backslashes, a Java unicode
 * escape, the JavaScript line terminators U+2028/U+2029, a comment end) reach the templates as
 * field, relationship and pattern names: the Java templates still compile and send the estimated
 * round trips, the JavaScript ones still parse, and the Cosmos DB SQL holds them only inside
 * string literals.
 */
class HostileNamesTemplatesTest {
    static final String FIELD = "na\"me'\u2028\\u000a*/${x}";
    static final String INVERSE = "au\\\"thors\u2029\n";
    static final String PATTERN = "rename */ \u2028 \\u000d an \"author\"";

    @TempDir
    static Path dir;
    static Project project;

    @BeforeAll
    static void hostileProject() throws Exception {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(Path.of("..", "examples", "s6-authors-books-hybrid.docshape").toFile());
        replaceValues(root, Map.of("name", FIELD, "authors", INVERSE, "rename an author", PATTERN));
        Path file = dir.resolve("hostile.docshape");
        json.writeValue(file.toFile(), root);
        project = ProjectFiles.load(file);
    }

    /** Replaces string values (not keys) equal to a key of {@code names}. */
    static void replaceValues(JsonNode node, Map<String, String> names) {
        if (node instanceof ObjectNode o) {
            o.fieldNames().forEachRemaining(k -> {
                JsonNode v = o.get(k);
                if (v.isTextual() && names.containsKey(v.asText())) o.set(k, new TextNode(names.get(v.asText())));
                else replaceValues(v, names);
            });
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                JsonNode v = a.get(i);
                if (v.isTextual() && names.containsKey(v.asText())) a.set(i, new TextNode(names.get(v.asText())));
                else replaceValues(v, names);
            }
        }
    }

    private static String render(QueryLanguage language, String designName) {
        Design design = project.design(designName).orElseThrow();
        List<QueryTemplate> templates = QueryTemplates.of(project.model(), design, Projector.project(project.model(), design),
                Estimator.estimate(project.model(), design, Profile.mongodb()));
        return language.render(project.name() + " " + PATTERN, templates);
    }

    @Test
    void javaTemplatesCompileAndSendTheEstimatedRoundTrips() throws Exception {
        try (TemplateRunner runner = new TemplateRunner()) {
            for (Design d : project.designs()) runner.assertRoundTrips(project, d.name());
        }
    }

    @Test
    void javaScriptTemplatesParse() throws Exception {
        Path node = Path.of("/usr/bin/node");
        if (!Files.isExecutable(node)) node = Path.of("node");
        for (Design d : project.designs()) {
            for (QueryLanguage language : List.of(QueryLanguage.MONGOSH, QueryLanguage.NODE)) {
                String js = render(language, d.name());
                assertFalse(js.contains("\u2028") || js.contains("\u2029"), "line terminators are escaped");
                assertTrue(js.contains("na\\\"me'\\u2028\\\\u000a*/${x}"), "the field name is written as a string literal");
                assertParses(node, js);
            }
        }
    }

    @Test
    void cosmosSqlHoldsNamesOnlyInStringLiterals() {
        String sql = render(QueryLanguage.COSMOS_SQL, "hybrid");
        assertFalse(sql.contains("\u2028") || sql.contains("\u2029"));
        for (String line : sql.split("\n")) {
            if (line.isEmpty()) continue;
            assertTrue(line.startsWith("--") || line.startsWith("SELECT"), "every line is a comment or a query: " + line);
        }
    }

    private static void assertParses(Path node, String js) throws IOException, InterruptedException {
        Path file = Files.createTempFile(dir, "templates", ".js");
        Files.writeString(file, js);
        Process p;
        try {
            p = new ProcessBuilder(node.toString(), "--check", file.toString()).redirectErrorStream(true).start();
        } catch (IOException e) {
            Assumptions.assumeFalse(!"true".equals(System.getenv("CI")), "node is not installed");
            throw e;
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "node --check finished");
        String out = new String(p.getInputStream().readAllBytes());
        assertEquals(0, p.exitValue(), () -> "node --check: " + out + "\n" + js);
    }
}
