package dev.docshape.app.text;

import dev.docshape.model.Numbers;
import dev.docshape.model.ValueRange;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A number field's range as users type it, in the words the designer shows it in ({@link ValueRange#describe()}):
 * {@code 1 to 7} (or {@code 1..7}, {@code between 1 and 7}), {@code at least 0}, {@code above 0}, {@code at most 100},
 * {@code below 100}, and one lower with one upper bound joined by {@code and} or a comma ({@code above 0 and below 10});
 * {@code >=}, {@code >}, {@code <=}, {@code <} stand for the words ({@code =3} for 3 to 3), and two of them may follow each other after a space
 * ({@code >0 ≤10}, as a card shows it: {@link #compact}). The numbers follow {@link NumberInput}. Blank is no range
 * (decision 0537). The inspector's Range line and the quick entry ({@code day: integer 1..7}, decision 0547) read it here.
 */
public final class RangeInput {
    private static final String EXAMPLES = "write it as 1 to 7, at least 0, above 0, at most 100, below 100, or above 0 and below 10";
    private static final Pattern SPAN = Pattern.compile("(?:between\\s+)?(\\S+)\\s*(?:\\.\\.|\\s+to\\s+|\\s+and\\s+)\\s*(\\S+)");
    private static final Pattern BOUND = Pattern.compile("(at least|above|more than|at most|below|less than|>=|≥|>|<=|≤|<)\\s*(\\S+)");
    private static final Pattern JOINED = Pattern.compile("\\s*(?:,\\s+|\\band\\b)\\s*|\\s+(?=[<>≤≥])");
    /** How a range begins: a number, a comparison sign or one of the words above. */
    private static final Pattern BEGINS = Pattern.compile("(?:[-+]?\\.?\\d|[<>≤≥=]|(?:between|at least|above|more than|at most|below|less than)\\b).*",
            Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    private RangeInput() {
    }

    /** The range {@code text} says, or null when it is blank; an {@link IllegalArgumentException} says what is wrong. */
    public static ValueRange parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.isEmpty()) return null;
        if (t.startsWith("=")) {
            double only = number(t.substring(1).strip(), t);
            return ValueRange.between(only, only);
        }
        Matcher span = SPAN.matcher(t);
        if (span.matches() && NumberInput.decimal(span.group(1)).isPresent()) {
            return new ValueRange(number(span.group(1), t), false, number(span.group(2), t), false);
        }
        Double min = null;
        Double max = null;
        boolean minExclusive = false;
        boolean maxExclusive = false;
        for (String part : JOINED.split(t)) {
            Matcher bound = BOUND.matcher(part.strip());
            if (!bound.matches()) throw new IllegalArgumentException("'" + text.strip() + "' is not a range: " + EXAMPLES);
            String word = bound.group(1);
            double value = number(bound.group(2), t);
            boolean lower = word.equals("at least") || word.equals("above") || word.equals("more than") || word.startsWith(">") || word.equals("≥");
            boolean exclusive = word.equals("above") || word.equals("more than") || word.equals("below") || word.equals("less than")
                    || word.equals(">") || word.equals("<");
            if (lower ? min != null : max != null) {
                throw new IllegalArgumentException("'" + text.strip() + "' gives two " + (lower ? "lowest" : "highest") + " values: " + EXAMPLES);
            }
            if (lower) {
                min = value;
                minExclusive = exclusive;
            } else {
                max = value;
                maxExclusive = exclusive;
            }
        }
        return new ValueRange(min, minExclusive, max, maxExclusive);
    }

    /**
     * Whether {@code text} begins as a range does ({@code 1..7}, {@code >0}, {@code at least 0}), so that quick entry
     * reads what follows a type word as a range, and {@code order date created} stays a name.
     */
    public static boolean begins(String text) {
        return BEGINS.matcher(text.strip()).matches();
    }

    /**
     * The range as few characters say it, for a card: {@code 1..7}, {@code ≥0}, {@code >0}, {@code ≤100}, {@code <100},
     * {@code >0 ≤10}, and {@code =3} for the one value of a range from 3 to 3; {@link #parse} reads it back as the same range.
     */
    public static String compact(ValueRange range) {
        if (range.min() != null && range.min().equals(range.max())) return "=" + Numbers.exact(range.min());
        if (range.min() != null && range.max() != null && !range.minExclusive() && !range.maxExclusive()) {
            return Numbers.exact(range.min()) + ".." + Numbers.exact(range.max());
        }
        String low = range.min() == null ? null : (range.minExclusive() ? ">" : "≥") + Numbers.exact(range.min());
        String high = range.max() == null ? null : (range.maxExclusive() ? "<" : "≤") + Numbers.exact(range.max());
        return low == null ? high : high == null ? low : low + " " + high;
    }

    private static double number(String typed, String text) {
        OptionalDouble value = NumberInput.decimal(typed);
        if (value.isEmpty()) throw new IllegalArgumentException("'" + typed + "' in '" + text + "' is not a number: " + EXAMPLES);
        return value.getAsDouble();
    }
}
