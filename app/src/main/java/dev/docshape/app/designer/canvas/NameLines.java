package dev.docshape.app.designer.canvas;

import java.util.ArrayList;
import java.util.List;

/**
 * A name set on several lines or shortened in its middle, for a sketched card whose name fits its box on one line
 * only below a readable size (decision 0521). Lines break between words and at a word's capital
 * ("Subscription­Line­Item"), so that the longest line is as short as it can be; a word too long for its line is
 * broken inside with a hyphen ("Depart-/ment6", decision 0532).
 */
final class NameLines {
    static final String ELLIPSIS = "…";
    /** A break between words this near to an even share is taken rather than a hyphen inside a word. */
    private static final int NEAR = 2;
    /** No line of a hyphenated name is shorter than this many characters. */
    private static final int MIN_PIECE = 2;

    private NameLines() {
    }

    /** The name on {@code lines} lines or fewer, the longest as short as the name's breaks allow. */
    static String wrapped(String name, int lines) {
        List<Integer> breaks = breaks(name);
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
     * The name on {@code lines} lines of about even length, broken inside a word with a hyphen where no break between
     * words or at a capital lies within {@link #NEAR} characters of the even share.
     */
    static String hyphenated(String name, int lines) {
        List<Integer> breaks = breaks(name);
        StringBuilder out = new StringBuilder();
        int start = 0;
        for (int line = lines; line > 1; line--) {
            int aim = start + (int) Math.ceil((name.length() - start) / (double) line);
            if (aim - start < MIN_PIECE || name.length() - aim < MIN_PIECE) break;
            int cut = -1;
            for (int at : breaks) {
                if (at > start && Math.abs(at - aim) <= NEAR && (cut < 0 || Math.abs(at - aim) < Math.abs(cut - aim))) cut = at;
            }
            boolean inWord = cut < 0;
            if (inWord) cut = aim;
            out.append(name, start, cut).append(inWord ? "-\n" : "\n");
            start = cut;
        }
        return out.append(name.substring(start)).toString().replace(" \n", "\n").replace("\n ", "\n");
    }

    /** The name kept to {@code kept} characters, its start and end, with an ellipsis between. */
    static String elided(String name, int kept) {
        if (kept >= name.length()) return name;
        int head = (kept + 1) / 2;
        return name.substring(0, head) + ELLIPSIS + name.substring(name.length() - (kept - head));
    }

    /** Where a line may break: before a word after a space, underscore or hyphen, and before a capital after a small letter. */
    private static List<Integer> breaks(String name) {
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
}
