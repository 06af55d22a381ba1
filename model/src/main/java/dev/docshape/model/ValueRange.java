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
    /** The step a double or decimal keeps from an exclusive bound: a ranged value has two decimals. */
    private static final double STEP = 0.01;

    public ValueRange {
        if (min == null && max == null) throw new IllegalArgumentException("a range needs a lowest or a highest value");
        if (min == null) minExclusive = false;
        if (max == null) maxExclusive = false;
        if (min != null && !Double.isFinite(min) || max != null && !Double.isFinite(max)) {
            throw new IllegalArgumentException("a range's bounds must be finite numbers");
        }
        if (min != null && max != null && (max < min || max.equals(min) && (minExclusive || maxExclusive))) {
            throw new IllegalArgumentException("a range from " + Numbers.exact(min) + " to " + Numbers.exact(max) + " holds no value");
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

    /**
     * The one rule by which the sample and the preview's example documents keep a whole number in the range
     * (docs/sample-data.md "Declared ranges"): a value outside is mirrored at the bound it passed ({@code stock >= 1000}
     * turns 5 into 1995), and one past the other end too is held at the lowest. A range with both ends draws from its
     * {@link ValueDomain} instead.
     */
    public long keep(long value) {
        Long low = lowestWhole();
        Long high = highestWhole();
        long v = value;
        if (low != null && v < low) v = low + Math.min(low - v, Long.MAX_VALUE - low);
        if (high != null && v > high) v = low == null ? high - (v - high) : Math.max(low, high - (v - high));
        return v;
    }

    /** As {@link #keep(long)} for a double or decimal, which has two decimals and keeps a step of 0.01 from an exclusive bound. */
    public double keep(double value) {
        double low = min == null ? Double.NEGATIVE_INFINITY : min + (minExclusive ? STEP : 0);
        double high = max == null ? Double.POSITIVE_INFINITY : max - (maxExclusive ? STEP : 0);
        double v = value;
        if (v < low) v = low + (low - v);
        if (v > high) v = Math.max(low, high - (v - high));
        return twoDecimals(v, low, high);
    }

    /**
     * The double or decimal {@code share} (0 to 1) of the way from the lowest value to the highest, with two decimals:
     * how a range with both ends is spread evenly. A range with one end keeps a value instead ({@link #keep(double)}).
     */
    public double at(double share) {
        if (min == null || max == null) throw new IllegalStateException("a range " + describe() + " has no width to spread over");
        double low = min + (minExclusive ? STEP : 0);
        double high = max - (maxExclusive ? STEP : 0);
        return twoDecimals(low + share * Math.max(0, high - low), low, high);
    }

    private static double twoDecimals(double v, double low, double high) {
        double lowest = Double.isInfinite(low) ? low : Math.ceil(low * 100 - 1e-9) / 100;
        double highest = Double.isInfinite(high) ? high : Math.floor(high * 100 + 1e-9) / 100;
        return Math.min(Math.max(Math.round(v * 100) / 100.0, lowest), highest);
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
        if (min != null && max != null && !minExclusive && !maxExclusive) return Numbers.exact(min) + " to " + Numbers.exact(max);
        String low = min == null ? null : (minExclusive ? "above " : "at least ") + Numbers.exact(min);
        String high = max == null ? null : (maxExclusive ? "below " : "at most ") + Numbers.exact(max);
        return low == null ? high : high == null ? low : low + " and " + high;
    }
}
