package dev.docshape.model.naming;

import java.util.Locale;

/**
 * The one rule by which DocShape reads meaning into a field's (or an entity's) name: the value domain of a rating
 * ({@code ValueDomain}) and the kind of sample value ({@code ValueGenerator}) both ask it (docs/sample-data.md
 * "Names"). A name is split into words at case changes ({@code criticRating}), separators ({@code first_name},
 * {@code zip-code}, spaces) and between letters and digits ({@code line1}); a hint matches when the name, lower-cased
 * and without separators, holds the hint starting at the start of one of its words. So {@code criticRating},
 * {@code rating_count} and {@code ratings} mention {@code rating}, {@code first_name} mentions {@code firstname}, and
 * {@code operatingCost}, {@code hotel} and {@code discount} do not mention {@code rating}, {@code tel} or {@code count}.
 */
public final class NameHints {
    private NameHints() {
    }

    /** True when {@code name} mentions any of {@code hints} (lower-case, without separators) at a word start. */
    public static boolean mentions(String name, String... hints) {
        Words words = Words.of(name);
        for (String hint : hints) {
            if (words.startsWith(hint)) return true;
        }
        return false;
    }

    /** A name lower-cased without separators, and which of its positions start a word. */
    private record Words(String flat, boolean[] starts) {
        static Words of(String name) {
            StringBuilder flat = new StringBuilder(name.length());
            boolean[] starts = new boolean[name.length() + 1];
            char previous = ' ';
            for (int i = 0; i < name.length(); i++) {
                char c = name.charAt(i);
                if (!Character.isLetterOrDigit(c)) {
                    previous = ' ';
                    continue;
                }
                char next = i + 1 < name.length() ? name.charAt(i + 1) : ' ';
                boolean start = !Character.isLetterOrDigit(previous)
                        || Character.isDigit(c) != Character.isDigit(previous)
                        || Character.isUpperCase(c) && Character.isLowerCase(previous)
                        // the last capital of a run before a lower-case letter starts a word: "URLPath" is URL, Path
                        || Character.isUpperCase(c) && Character.isUpperCase(previous) && Character.isLowerCase(next);
                if (start) starts[flat.length()] = true;
                flat.append(Character.toLowerCase(c));
                previous = c;
            }
            return new Words(flat.toString().toLowerCase(Locale.ROOT), starts);
        }

        boolean startsWith(String hint) {
            for (int at = flat.indexOf(hint); at >= 0; at = flat.indexOf(hint, at + 1)) {
                if (starts[at]) return true;
            }
            return false;
        }
    }
}
