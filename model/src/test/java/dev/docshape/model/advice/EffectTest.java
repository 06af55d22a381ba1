package dev.docshape.model.advice;

import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.PatternKind;
import dev.docshape.model.estimate.WorkloadTotals;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EffectTest {
    private static PatternEstimate read(String id, int roundTrips) {
        return new PatternEstimate(id, id, PatternKind.READ, roundTrips, roundTrips, 1, 1, 100, 0, 0, 1, List.of());
    }

    @Test
    void onlyPatternsEstimatedOnBothSidesHaveFiguresThatMove() {
        Effect effect = new Effect(List.of(
                new Effect.PatternChange("a", "a", Optional.of(read("a", 2)), Optional.of(read("a", 1))),
                new Effect.PatternChange("b", "b", Optional.empty(), Optional.of(read("b", 1))),
                new Effect.PatternChange("c", "c", Optional.of(read("c", 3)), Optional.empty())),
                List.of(), WorkloadTotals.ZERO, WorkloadTotals.ZERO);
        List<Effect.Estimated> both = effect.estimatedBoth();
        assertEquals(List.of("a"), both.stream().map(Effect.Estimated::name).toList());
        assertEquals(2, both.get(0).before().roundTrips());
        assertEquals(1, both.get(0).after().roundTrips());
    }
}
