package dev.docshape.storage.file;

import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Half a surrogate pair in a name (a file may say "\ud800") is saved escaped, not as '?'. */
class LoneSurrogateTest {

    @Test
    void aLoneSurrogateSurvivesASaveAndALoad(@TempDir Path dir) throws Exception {
        Project project = SampleProjects.everything().withName("lone \ud800 high, lone \udc00 low, pair \ud83d\ude00");
        Path file = dir.resolve("lone.docshape");
        ProjectFiles.save(project, file);
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertTrue(text.contains("lone \\ud800 high, lone \\udc00 low, pair \ud83d\ude00"), "escaped halves, the pair as it is");
        assertFalse(text.contains("lone ? high"), "no replacement character");
        assertEquals(project.name(), ProjectFiles.load(file).name());
    }

    @Test
    void textWithoutSurrogatesIsUntouched() throws IOException {
        String json = "{\"name\": \"caf\u00e9 \ud83d\ude00\"}";
        assertEquals(json, ProjectJson.escapeLoneSurrogates(json));
    }
}
