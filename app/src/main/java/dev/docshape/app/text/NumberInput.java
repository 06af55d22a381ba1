package dev.docshape.app.text;

import java.math.BigDecimal;
import java.util.OptionalDouble;
import java.util.OptionalLong;
import java.util.regex.Pattern;

/**
 * Numbers as users type them, with one set of rules for the designer and the command line:
 * blanks around the number are ignored; a sign and a decimal point ({@code .}) are allowed, and so
 * is an exponent ({@code 1e6}); digits may be grouped in threes with {@code ,} or {@code _}
 * ({@code 1,000,000}, {@code 1_000_000}), but a group separator anywhere else ({@code 1,5}) is
 * refused rather than guessed at. Infinity and NaN are never numbers.
 */
public final class NumberInput {
    private static final Pattern PLAIN = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");
    private static final Pattern GROUPED = Pattern.compile("[+-]?\\d{1,3}([,_]\\d{3})+(\\.\\d+)?");
    private static final Pattern SEPARATOR = Pattern.compile("[,_]");

    private NumberInput() {
    }

    /** The number {@code text} holds, or empty when it is not one by the rules above. */
    public static OptionalDouble decimal(String text) {
        BigDecimal value = parse(text);
        if (value == null) return OptionalDouble.empty();
        double d = value.doubleValue();
        return Double.isFinite(d) ? OptionalDouble.of(d) : OptionalDouble.empty();
    }

    /** The whole number {@code text} holds ({@code 1,000} or {@code 2.0}), or empty when it holds none or is too large. */
    public static OptionalLong whole(String text) {
        BigDecimal value = parse(text);
        if (value == null) return OptionalLong.empty();
        try {
            return OptionalLong.of(value.longValueExact());
        } catch (ArithmeticException e) {
            return OptionalLong.empty();
        }
    }

    /** A number of zero or more ("how many", "how often"), or empty. */
    public static OptionalDouble nonNegative(String text) {
        OptionalDouble value = decimal(text);
        return value.isPresent() && value.getAsDouble() >= 0 ? value : OptionalDouble.empty();
    }

    /**
     * A percentage as a share of 0 to 1: {@code 35}, {@code 35 %} or {@code 35%} is 0.35, {@code 7.2 %} is 0.072; empty
     * when the text is no number by the rules above (the range a share must keep is the caller's to check).
     */
    public static OptionalDouble percent(String text) {
        if (text == null) return OptionalDouble.empty();
        String t = text.strip();
        if (t.endsWith("%")) t = t.substring(0, t.length() - 1);
        OptionalDouble value = decimal(t);
        return value.isPresent() ? OptionalDouble.of(value.getAsDouble() / 100) : value;
    }

    private static BigDecimal parse(String text) {
        if (text == null) return null;
        String t = text.strip();
        if (t.length() > 100) return null;
        if (PLAIN.matcher(t).matches()) return new BigDecimal(t);
        if (GROUPED.matcher(t).matches()) return new BigDecimal(SEPARATOR.matcher(t).replaceAll(""));
        return null;
    }
}
