package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Numeric options follow the designer's rules for typed numbers (dev.docshape.app.text.NumberInput). */
class NumberOptionsTest {

    @Test
    void aNumberTheDesignerRefusesIsAUsageErrorNamingIt() {
        CliRun wrong = CliRun.refused("sample", "missing.docshape", "--seed", "1,5");
        assertTrue(wrong.err().contains("'1,5' is not a whole number"), wrong.err());
        assertTrue(wrong.err().contains("--seed"), wrong.err());
    }

    @Test
    void digitsGroupedInThreesAreANumber() {
        CliRun grouped = CliRun.of("sample", "missing.docshape", "--seed", "1,000", "--scale", "0.5");
        assertFalse(grouped.err().contains("not a"), grouped.err());
        assertTrue(grouped.err().contains("missing.docshape"), "gets as far as reading the file: " + grouped.err());
    }
}
