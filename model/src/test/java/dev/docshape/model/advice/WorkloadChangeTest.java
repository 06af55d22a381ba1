package dev.docshape.model.advice;

import dev.docshape.model.estimate.WorkloadTotals;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The whole workload's moves as a finding words them: a rare write or a share of a byte is no 0 (decision 0578). */
class WorkloadChangeTest {
    private static WorkloadTotals totals(double docsWritten, double bytesWritten, double ru) {
        return new WorkloadTotals(10, 10, 1000, docsWritten, bytesWritten, ru, 0);
    }

    private static String improvement(WorkloadTotals before, WorkloadTotals after) {
        return new WorkloadChange(new Effect(List.of(), List.of(), before, after), Profile.mongodb()).improvement();
    }

    @Test
    void aRareWriteAndAShareOfAByteKeepTheirSignificantDigits() {
        assertEquals("whole workload: documents written 2 -> 0.0004 a second, bytes written 300 B -> 0.3 B a second",
                improvement(totals(2, 300, 10), totals(0.0004, 0.3, 5)));
    }
}
