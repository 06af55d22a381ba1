package dev.docshape.app.designer.canvas;

import dev.docshape.renderer.style.WordBreaks;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A name set on several lines or shortened in its middle, for a sketched card whose name fits its box on one line
 * only below a readable size (decision 0521). Lines break between words and at a word's capital
 * ("Subscription­Line­Item"), so that the longest line is as short as it can be; a word too long for its line is
 * broken inside with a hyphen, at a syllable-like place when the box has room for it ("Ware-/house4", decision 0539),
 * else at an even share ("Depar-/tment", decision 0532).
 */
final class NameLines {
    static final String ELLIPSIS = "…";
    /** A break between words this near to an even share is taken rather than a hyphen inside a word. */
    private static final int NEAR = 2;
    /** No line of a hyphenated name is shorter than this many characters. */
    private static final int MIN_PIECE = 3;

    private NameLines() {
    }

    /** The name on {@code lines} lines or fewer, the longest as short as the name's breaks allow. */
    static String wrapped(String name, int lines) {
        List<Integer> breaks = WordBreaks.betweenWords(name);
        List<Integer> cuts = new ArrayList<>();
        int start = 0;
        for (int line = lines; line > 1 && start < name.length(); line--) {
            // the break nearest to an even share of what is left
            double aim = start + (name.length() - start) / (double) line;
            int best = -1;
            for (int at : breaks) {
                if (at <= start) continue;
                if (best < 0 || Math.abs(at - aim) < Math.abs(best - aim)) best = at;
            }
            if (best < 0) break;
            cuts.add(best);
            start = best;
        }
        StringBuilder out = new StringBuilder();
        int from = 0;
        for (int cut : cuts) {
            out.append(name, from, cut).append('\n');
            from = cut;
        }
        return out.append(name.substring(from)).toString().replace(" \n", "\n").replace("\n ", "\n");
    }

    /**
     * The name on {@code lines} lines broken inside words at syllable-like places (decision 0539), each the nearest to an
     * even share of what is left. Between two vowels, a word breaks before the last consonant of the letters between
     * them ("Depart-/ment6", "Ware-/house4"), or before the last two when they begin syllables together: a consonant
     * and l or r, or ch, ph, sh, th, wh ("Con-/tract", "Sup-/plier"); no line keeps fewer than {@link #MIN_PIECE}
     * letters. A break between words, at a capital or between letters and digits within {@link #NEAR} characters of
     * the even share is taken instead. Empty when some line has no such place.
     */
    static Optional<String> atSyllables(String name, int lines) {
        return Optional.ofNullable(hyphenated(name, lines, true));
    }

    /**
     * The name on {@code lines} lines of about even length, broken inside a word with a hyphen at the even share
     * where no break between words, at a capital or between letters and digits lies within {@link #NEAR} characters
     * of it (decision 0532): for a name with no syllable-like place on the lines its box allows.
     */
    static String hyphenated(String name, int lines) {
        return hyphenated(name, lines, false);
    }

    private static String hyphenated(String name, int lines, boolean syllables) {
        List<Integer> breaks = WordBreaks.betweenWords(name);
        breaks.addAll(WordBreaks.digitBoundaries(name));
        List<Integer> inside = syllables ? WordBreaks.syllables(name) : List.of();
        StringBuilder out = new StringBuilder();
        int start = 0;
        for (int line = lines; line > 1; line--) {
            int aim = start + (int) Math.ceil((name.length() - start) / (double) line);
            if (aim - start < MIN_PIECE || name.length() - aim < MIN_PIECE) break;
            int cut = nearest(breaks, name, start, aim, NEAR, false);
            boolean inWord = cut < 0;
            if (inWord) {
                cut = syllables ? nearest(inside, name, start, aim, name.length(), true) : aim;
                if (cut < 0) return null;
            }
            out.append(name, start, cut).append(inWord ? "-\n" : "\n");
            start = cut;
        }
        return out.append(name.substring(start)).toString().replace(" \n", "\n").replace("\n ", "\n");
    }

    /**
     * Of {@code at}, the place nearest to {@code aim} within {@code near} that leaves at least {@link #MIN_PIECE}
     * characters (with {@code letters}: letters) on each side; -1 if none.
     */
    private static int nearest(List<Integer> at, String name, int start, int aim, int near, boolean letters) {
        int cut = -1;
        for (int i : at) {
            if (Math.abs(i - aim) > near || count(name, start, i, letters) < MIN_PIECE || count(name, i, name.length(), letters) < MIN_PIECE) continue;
            if (cut < 0 || Math.abs(i - aim) < Math.abs(cut - aim)) cut = i;
        }
        return cut;
    }

    private static int count(String name, int from, int to, boolean letters) {
        if (!letters) return to - from;
        int n = 0;
        for (int i = from; i < to; i++) if (Character.isLetter(name.charAt(i))) n++;
        return n;
    }

    /** The name kept to {@code kept} characters, its start and end, with an ellipsis between. */
    static String elided(String name, int kept) {
        if (kept >= name.length()) return name;
        int head = (kept + 1) / 2;
        return name.substring(0, head) + ELLIPSIS + name.substring(name.length() - (kept - head));
    }
}
