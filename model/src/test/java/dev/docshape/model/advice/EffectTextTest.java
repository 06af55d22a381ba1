package dev.docshape.model.advice;

import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.PatternKind;
import dev.docshape.model.estimate.WorkloadTotals;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EffectTextTest {
    private static PatternEstimate read(double bytesRead, double docsWritten) {
        return new PatternEstimate("p", "read post", PatternKind.READ, 1, 1, 0, 1, bytesRead, docsWritten, 0, 1, List.of());
    }

    private static String summary(PatternEstimate before, PatternEstimate after) {
        Effect effect = new Effect(List.of(new Effect.PatternChange("p", "read post", Optional.of(before), Optional.of(after))),
                List.of(), WorkloadTotals.ZERO, WorkloadTotals.ZERO);
        return EffectText.summary(effect);
    }

    @Test
    void figuresThatDifferButRoundAlikeAreWrittenApart() {
        // 2.41 KiB and 2.44 KiB both round to "2.4 KiB": the effect shows the decimals that tell them apart
        assertEquals("'read post': 2.41 KiB -> 2.44 KiB read", summary(read(2.41 * 1024, 0), read(2.44 * 1024, 0)));
        assertEquals("'read post': 1.001 -> 1.004 documents written", summary(read(0, 1.001), read(0, 1.004)));
        assertEquals("'read post': 2.4 KiB -> 13.6 KiB read", summary(read(2.4 * 1024, 0), read(13.6 * 1024, 0)), "apart as written");
    }
}
