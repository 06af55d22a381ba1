package dev.docshape.renderer.style;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Where a name may be broken across lines, the same on a sketched card (decision 0539) and in the report
 * (decision 0549): between words and at a word's capital, where letters meet digits, and inside a word where a
 * syllable begins. No dictionary.
 */
public final class WordBreaks {
    /** Pairs of consonants that begin a syllable together, so a word is broken before them, not between. */
    private static final Set<String> ONSETS = Set.of("bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "tr",
            "ch", "ph", "sh", "th", "wh");

    private WordBreaks() {
    }

    /** Where a line may break: before a word after a space, underscore or hyphen, and before a capital after a small letter or digit. */
    public static List<Integer> betweenWords(String name) {
        List<Integer> at = new ArrayList<>();
        for (int i = 1; i < name.length(); i++) {
            char before = name.charAt(i - 1);
            char c = name.charAt(i);
            boolean afterGap = (before == ' ' || before == '_' || before == '-') && c != ' ';
            boolean capital = Character.isUpperCase(c) && (Character.isLowerCase(before) || Character.isDigit(before));
            if (afterGap || capital) at.add(i);
        }
        return at;
    }

    /** Where letters meet digits ("Order|2", "2|nd"). */
    public static List<Integer> digitBoundaries(String name) {
        List<Integer> at = new ArrayList<>();
        for (int i = 1; i < name.length(); i++) {
            char before = name.charAt(i - 1);
            char c = name.charAt(i);
            if (Character.isLetter(before) && Character.isDigit(c) || Character.isDigit(before) && Character.isLetter(c)) at.add(i);
        }
        return at;
    }

    /**
     * Where a word may be broken with a hyphen: in each run of consonants between two vowels, before the last consonant
     * ("Depart-ment", "Ware-house"), or before the last two when they begin a syllable together: a consonant and l or r,
     * or ch, ph, sh, th, wh ("Con-tract", "Sup-plier").
     */
    public static List<Integer> syllables(String name) {
        List<Integer> at = new ArrayList<>();
        String lower = name.toLowerCase(Locale.ROOT);
        int lastVowel = -1;
        for (int i = 0; i < lower.length(); i++) {
            if (!Character.isLetter(lower.charAt(i))) {
                lastVowel = -1;
                continue;
            }
            if (!vowel(lower, i)) continue;
            int consonants = i - lastVowel - 1;
            if (lastVowel >= 0 && consonants > 0) {
                boolean together = consonants >= 2 && ONSETS.contains(lower.substring(i - 2, i));
                at.add(together ? i - 2 : i - 1);
            }
            lastVowel = i;
        }
        return at;
    }

    /**
     * The syllable places ({@link #syllables}) that leave at least {@code minPiece} letters of their word, as the
     * word is read (a capital begins a word, as in {@link #betweenWords}), on each side.
     */
    public static List<Integer> hyphenPlaces(String name, int minPiece) {
        boolean[] wordStart = new boolean[name.length() + 1];
        for (int i : betweenWords(name)) wordStart[i] = true;
        for (int i : digitBoundaries(name)) wordStart[i] = true;
        List<Integer> at = new ArrayList<>();
        for (int i : syllables(name)) {
            if (lettersBack(name, i, wordStart) >= minPiece && lettersOn(name, i, wordStart) >= minPiece) at.add(i);
        }
        return at;
    }

    private static int lettersBack(String name, int at, boolean[] wordStart) {
        int n = 0;
        for (int i = at - 1; i >= 0 && Character.isLetter(name.charAt(i)); i--) {
            n++;
            if (wordStart[i]) break;
        }
        return n;
    }

    private static int lettersOn(String name, int at, boolean[] wordStart) {
        int n = 0;
        for (int i = at; i < name.length() && Character.isLetter(name.charAt(i)) && (i == at || !wordStart[i]); i++) n++;
        return n;
    }

    /** A, e, i, o, u, and y unless a vowel follows it ("Employ-ee" reads y as a consonant, "Catego-ry" as a vowel). */
    private static boolean vowel(String lower, int i) {
        char c = lower.charAt(i);
        if (c == 'y') return i + 1 >= lower.length() || "aeiou".indexOf(lower.charAt(i + 1)) < 0;
        return "aeiou".indexOf(c) >= 0;
    }
}
