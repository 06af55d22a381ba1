package dev.docshape.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.docshape.model.advice.Effect;
import dev.docshape.model.advice.Evidence;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.PatternKind;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.estimate.WorkloadTotals;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The advisor's effect on the command line, in {@code --json} and as text: the model's one sentence, word for word. */
class ReportJsonEffectTest {
    private static PatternEstimate read(double bytesRead, double docsWritten) {
        return new PatternEstimate("p", "read post", PatternKind.READ, 1, 1, 0, 1, bytesRead, docsWritten, 0, 1, List.of());
    }

    private static CollectionEstimate publisher(Long maxBytes) {
        return new CollectionEstimate("Publisher", 70, maxBytes, 16 * 1024 * 1024, 1, 100, SizeStatus.OK);
    }

    @Test
    void jsonAndTextWriteTheEffectAsTheModelDoes() throws Exception {
        Effect effect = new Effect(List.of(new Effect.PatternChange("p", "read post", Optional.of(read(0, 1.25)),
                Optional.of(read(0, 2.5)))),
                List.of(new Effect.CollectionChange("Publisher", Optional.of(publisher(null)), Optional.of(publisher(74L)))),
                WorkloadTotals.ZERO, WorkloadTotals.ZERO);
        Finding finding = new Finding("embed-small", Finding.Severity.INFO, "Main", Finding.Subject.pattern("p"), "a message",
                new Evidence(null, null, null, 0, List.of(), List.of()), Optional.empty(), Optional.of(effect));
        String expected = "'read post': 1.25 -> 2.50 documents written; Publisher documents at most unbounded -> 74 B";
        assertEquals(expected, effect.summary());

        String json = new ObjectMapper().readTree(ReportJson.findings(List.of(finding))).get("findings").get(0).get("effect").asText();
        assertEquals(expected, json);

        StringWriter text = new StringWriter();
        FindingsText.print(List.of(finding), new PrintWriter(text, true));
        assertTrue(text.toString().contains("  effect: " + expected + System.lineSeparator()), text.toString());
    }
}
