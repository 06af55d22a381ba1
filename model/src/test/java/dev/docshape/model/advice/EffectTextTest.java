package dev.docshape.model.advice;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.PatternKind;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.estimate.WorkloadTotals;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EffectTextTest {
    private static PatternEstimate read(double bytesRead, double docsWritten) {
        return new PatternEstimate("p", "read post", PatternKind.READ, 1, 1, 0, 1, bytesRead, docsWritten, 0, 1, List.of());
    }

    private static Effect effect(PatternEstimate before, PatternEstimate after, List<Effect.CollectionChange> collections) {
        return new Effect(List.of(new Effect.PatternChange("p", "read post", Optional.of(before), Optional.of(after))),
                collections, WorkloadTotals.ZERO, WorkloadTotals.ZERO);
    }

    private static String summary(PatternEstimate before, PatternEstimate after) {
        return effect(before, after, List.of()).summary();
    }

    private static CollectionEstimate publisher(Long maxBytes) {
        return new CollectionEstimate("Publisher", 70, maxBytes, 16 * 1024 * 1024, 1, 100, SizeStatus.OK);
    }

    @Test
    void figuresThatDifferButRoundAlikeAreWrittenApart() {
        // 2.41 KiB and 2.44 KiB both round to "2.4 KiB": the effect shows the decimals that tell them apart
        assertEquals("'read post': 2.41 KiB -> 2.44 KiB read", summary(read(2.41 * 1024, 0), read(2.44 * 1024, 0)));
        assertEquals("'read post': 1.001 -> 1.004 documents written", summary(read(0, 1.001), read(0, 1.004)));
        assertEquals("'read post': 20.72 -> 20.74 documents written", summary(read(0, 20.72), read(0, 20.74)));
        assertEquals("'read post': 2.4 KiB -> 13.6 KiB read", summary(read(2.4 * 1024, 0), read(13.6 * 1024, 0)), "apart as written");
    }

    @Test
    void movesNoFigureTellsApartAreLeftOut() {
        assertEquals("", summary(read(2458.2, 0), read(2458.4, 0)), "less than a byte read apart");
        assertEquals("", summary(read(0, 1.0000000001), read(0, 1.0000000002)), "documents written apart in the 10th decimal");
    }

    @Test
    void aCollectionWhoseLargestDocumentChangesIsNamed() {
        Effect effect = effect(read(0, 2), read(0, 1),
                List.of(new Effect.CollectionChange("Publisher", Optional.of(publisher(null)), Optional.of(publisher(74L)))));
        assertEquals("'read post': 2 -> 1 documents written; Publisher documents at most unbounded -> 74 B", effect.summary());
    }

    @Test
    void aTinyFigureOfAnEffectIsNoZero() {
        assertEquals("'read post': 0.0004 -> 1 documents written", summary(read(0, 0.0004), read(0, 1)));
        assertEquals("'read post': 0.3 B -> 12 B read", summary(read(0.3, 0), read(12, 0)));
    }
}
