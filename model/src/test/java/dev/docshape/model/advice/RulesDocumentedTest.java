package dev.docshape.model.advice;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every rule id the advisor can emit has its row in docs/advisor-rules.md. */
class RulesDocumentedTest {
    @Test
    void everyRuleHasARowInTheRulesTable() throws IOException {
        Path doc = Path.of("..", "docs", "advisor-rules.md");
        assertTrue(Files.exists(doc), "run from the model module: " + doc.toAbsolutePath());
        String text = Files.readString(doc);
        for (String rule : Rules.ALL) {
            assertTrue(text.contains("| `" + rule + "` |"), "no row for " + rule + " in " + doc);
        }
    }
}
