package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class AdviseCommandTest {

    @Test
    void growingIdArrayIsFoundWithItsSuggestion() throws Exception {
        CliRun run = CliRun.ok("advise", Examples.path("s4-publisher-books.docshape"), "--design", "publisher-holds-ids", "--json");
        JsonNode findings = new ObjectMapper().readTree(run.out()).get("findings");
        JsonNode growing = null;
        for (JsonNode f : findings) if (f.get("rule").asText().equals("growing-id-array")) growing = f;
        assertTrue(growing != null, run.out());
        for (String field : new String[] {"rule", "severity", "subject", "message"}) assertTrue(growing.has(field), field);
        assertTrue(growing.get("suggestion").get("description").asText().length() > 0);
    }

    @Test
    void estimateJsonCarriesTheSameFindings() throws Exception {
        CliRun advise = CliRun.of("advise", Examples.path("s2-post-comments.docshape"), "--design", "embedded", "--json");
        CliRun estimate = CliRun.of("estimate", Examples.path("s2-post-comments.docshape"), "--design", "embedded", "--json");
        ObjectMapper json = new ObjectMapper();
        assertEquals(json.readTree(advise.out()).get("findings"), json.readTree(estimate.out()).get("findings"));
        assertEquals("unbounded-embedded-array", json.readTree(estimate.out()).get("findings").get(0).get("rule").asText());
    }

    @Test
    void textNamesRuleAndSuggestion() {
        CliRun run = CliRun.ok("advise", Examples.path("s5-authors-books-join.docshape"), "--design", "joining-documents");
        assertTrue(run.out().contains("[joining-documents]"), run.out());
        assertTrue(run.out().contains("suggestion: "), run.out());
    }
}
