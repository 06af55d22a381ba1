package dev.docshape.app.cli;

import dev.docshape.model.advice.Effect;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.PatternKind;
import dev.docshape.model.estimate.WorkloadTotals;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The advisor's effect in {@code --json}: a figure that moves is never written as the same number twice. */
class ReportJsonEffectTest {
    private static PatternEstimate read(double bytesRead, double docsWritten) {
        return new PatternEstimate("p", "read post", PatternKind.READ, 1, 1, 0, 1, bytesRead, docsWritten, 0, 1, List.of());
    }

    private static String summary(PatternEstimate before, PatternEstimate after) {
        return ReportJson.effectSummary(new Effect(List.of(new Effect.PatternChange("p", "read post", Optional.of(before),
                Optional.of(after))), List.of(), WorkloadTotals.ZERO, WorkloadTotals.ZERO));
    }

    @Test
    void movesThatRoundAlikeShowTheDecimalsTellingThemApart() {
        assertEquals("'read post': 2.41 KiB -> 2.44 KiB read", summary(read(2.41 * 1024, 0), read(2.44 * 1024, 0)));
        assertEquals("'read post': 20.72 -> 20.74 documents written", summary(read(0, 20.72), read(0, 20.74)));
        assertEquals("'read post': 2.4 KiB -> 13.6 KiB read", summary(read(2.4 * 1024, 0), read(13.6 * 1024, 0)));
    }
}
