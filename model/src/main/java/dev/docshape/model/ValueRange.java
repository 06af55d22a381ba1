package dev.docshape.model;

/**
 * The bounds a number field's values keep, where the model declares them (a {@code day_of_week} from 1 to 7, a
 * {@code price} above 0): {@link Field#range()}, docs/file-format.md, decision 0528. Either bound may be missing (no
 * limit that side); a bound is inclusive unless said exclusive, as JSON Schema's {@code minimum} and
 * {@code exclusiveMinimum}.
 *
 * @param min          the lowest value allowed, or null for none
 * @param minExclusive whether {@code min} itself is not allowed
 * @param max          the highest value allowed, or null for none
 * @param maxExclusive whether {@code max} itself is not allowed
 */
public record ValueRange(Double min, boolean minExclusive, Double max, boolean maxExclusive) {

    public ValueRange {
        if (min == null && max == null) throw new IllegalArgumentException("a range needs a lowest or a highest value");
        if (min == null) minExclusive = false;
        if (max == null) maxExclusive = false;
        if (min != null && !Double.isFinite(min) || max != null && !Double.isFinite(max)) {
            throw new IllegalArgumentException("a range's bounds must be finite numbers");
        }
        if (min != null && max != null && (max < min || max.equals(min) && (minExclusive || maxExclusive))) {
            throw new IllegalArgumentException("a range from " + Numbers.plain(min) + " to " + Numbers.plain(max) + " holds no value");
        }
    }

    /** From {@code min} to {@code max}, both allowed. */
    public static ValueRange between(double min, double max) {
        return new ValueRange(min, false, max, false);
    }

    /** Whether a range applies to a field of {@code type}: numbers only. */
    public static boolean applies(FieldType type) {
        return switch (type) {
            case INTEGER, LONG, DOUBLE, DECIMAL -> true;
            default -> false;
        };
    }

    /** The lowest whole number in the range, or null when it has no lowest value. */
    public Long lowestWhole() {
        if (min == null) return null;
        double ceil = Math.ceil(min);
        return (long) (minExclusive && ceil == min ? ceil + 1 : ceil);
    }

    /** The highest whole number in the range, or null when it has no highest value. */
    public Long highestWhole() {
        if (max == null) return null;
        double floor = Math.floor(max);
        return (long) (maxExclusive && floor == max ? floor - 1 : floor);
    }

    /** Whether {@code value} lies in the range. */
    public boolean holds(double value) {
        if (min != null && (minExclusive ? value <= min : value < min)) return false;
        return max == null || (maxExclusive ? value < max : value <= max);
    }

    /** The range both this and {@code other} allow (two CHECKs on one column), or null when none is left. */
    public ValueRange and(ValueRange other) {
        Double lo = min;
        boolean loEx = minExclusive;
        if (other.min != null && (lo == null || other.min > lo || other.min.equals(lo) && other.minExclusive)) {
            lo = other.min;
            loEx = other.minExclusive;
        }
        Double hi = max;
        boolean hiEx = maxExclusive;
        if (other.max != null && (hi == null || other.max < hi || other.max.equals(hi) && other.maxExclusive)) {
            hi = other.max;
            hiEx = other.maxExclusive;
        }
        if (lo != null && hi != null && (hi < lo || hi.equals(lo) && (loEx || hiEx))) return null;
        return new ValueRange(lo, loEx, hi, hiEx);
    }

    /** As people write it: {@code 1 to 7}, {@code above 0}, {@code at most 100}. */
    public String describe() {
        if (min != null && max != null && !minExclusive && !maxExclusive) return Numbers.plain(min) + " to " + Numbers.plain(max);
        String low = min == null ? null : (minExclusive ? "above " : "at least ") + Numbers.plain(min);
        String high = max == null ? null : (maxExclusive ? "below " : "at most ") + Numbers.plain(max);
        return low == null ? high : high == null ? low : low + " and " + high;
    }
}
