package dev.docshape.app.text;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** How far a proposed design's score is from the start's: the sign always right, never "-0 %". */
class SearchWordsTest {
    @Test
    void wholePerCentsAsBefore() {
        assertEquals("-50 %", SearchWords.scoreChange(80, 40));
        assertEquals("+3 %", SearchWords.scoreChange(100, 103));
        assertEquals("-1 %", SearchWords.scoreChange(1000, 995), "half a per cent rounds away from zero");
    }

    @Test
    void aChangeBelowHalfAPerCentKeepsItsSign() {
        assertEquals("-0.3 %", SearchWords.scoreChange(1000, 997));
        assertEquals("+0.4 %", SearchWords.scoreChange(1000, 1004));
        assertEquals("-0.02 %", SearchWords.scoreChange(10_000, 9_998));
    }

    @Test
    void whatNoTwoDecimalsTellApartIsAboutTheSame() {
        assertEquals("about the same", SearchWords.scoreChange(100_000, 99_999.5));
        assertEquals("about the same", SearchWords.scoreChange(42, 42));
    }

    @Test
    void noStartScoreNoChange() {
        assertEquals("", SearchWords.scoreChange(0, 10));
    }
}
