package dev.docshape.app.designer.canvas;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Where a sketched name too long for one line is broken inside a word (decision 0539). */
class NameLinesTest {

    @Test
    void aLongWordBreaksAtASyllableLikePlaceNearestAnEvenShare() {
        assertEquals(Optional.of("Depart-\nment6"), NameLines.atSyllables("Department6", 2), "between two consonants");
        assertEquals(Optional.of("Ware-\nhouse4"), NameLines.atSyllables("Warehouse4", 2), "before a consonant between vowels");
        assertEquals(Optional.of("Cate-\ngory12"), NameLines.atSyllables("Category12", 2));
        assertEquals(Optional.of("Emplo-\nyee12"), NameLines.atSyllables("Employee12", 2), "a y before a vowel is a consonant");
        assertEquals(Optional.of("Ship-\nment"), NameLines.atSyllables("Shipment", 2));
        assertEquals(Optional.of("Con-\ntract10"), NameLines.atSyllables("Contract10", 2), "before tr, which begins a syllable");
        assertEquals(Optional.of("Sup-\nplier"), NameLines.atSyllables("Supplier", 2));
        assertEquals(Optional.of("Com-\nment10"), NameLines.atSyllables("Comment10", 2), "never 't10': three letters a line");
        assertEquals(Optional.of("Depart-\nment"), NameLines.atSyllables("Department", 2));
    }

    @Test
    void wordsCapitalsAndDigitsBreakFirstWithoutAHyphen() {
        assertEquals(Optional.of("Product\nCategory"), NameLines.atSyllables("ProductCategory", 2));
        assertEquals(Optional.of("Abcde\n12345"), NameLines.atSyllables("Abcde12345", 2));
    }

    @Test
    void noLineKeepsFewerThanThreeLettersAtASyllableNorThreeCharactersAtAnEvenShare() {
        for (String name : new String[] {"Abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz", "Tasks", "Category12", "Alert7", "Warehouse13"}) {
            for (int lines = 2; lines <= 3; lines++) {
                int count = lines;
                NameLines.atSyllables(name, lines).ifPresent(text -> assertLines(name, count, text, "[^A-Za-z]"));
                assertLines(name, lines, NameLines.hyphenated(name, lines), "-$");
            }
        }
    }

    /** Each line of {@code text} keeps 3 characters or more once {@code dropped} is taken out, and the lines are {@code name}. */
    private static void assertLines(String name, int lines, String text, String dropped) {
        for (String line : text.split("\n")) {
            assertTrue(line.replaceAll(dropped, "").length() >= 3, name + " on " + lines + " lines: '" + text + "'");
        }
        assertEquals(name, text.replace("-\n", "").replace("\n", ""), "whole");
    }

    @Test
    void aWordWithNoSyllableLikePlaceHasNoSuchSetting() {
        assertEquals(Optional.empty(), NameLines.atSyllables("Aeiouaeiou", 2));
        assertEquals("Aeiou-\naeiou", NameLines.hyphenated("Aeiouaeiou", 2), "the even share is the fallback");
    }
}
