package dev.docshape.storage.file;

import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The complete example in docs/file-format.md is a file DocShape reads, equal to the S7 example. */
class FileFormatDocTest {

    @Test
    void theDocumentedExampleLoads() throws IOException {
        String doc = Files.readString(RepositoryFiles.root().resolve("docs/file-format.md"), StandardCharsets.UTF_8);
        int start = doc.indexOf("```json\n");
        assertTrue(start >= 0, "the page has a JSON example");
        String json = doc.substring(start + "```json\n".length(), doc.indexOf("```", start + 8));
        Project documented = ProjectJson.read(json, "file-format.md");
        Project s7 = ProjectFiles.load(RepositoryFiles.example("s7-patron-address.docshape"));
        assertEquals(s7.model().relationships(), documented.model().relationships());
        assertEquals(s7.model().patterns(), documented.model().patterns());
        assertEquals(s7.designs(), documented.designs());
    }
}
