package dev.docshape.model;

import dev.docshape.model.naming.NameHints;

/**
 * The few distinct values a field can take, where the model says so: a field's declared number of distinct values
 * ({@link Field#distinctValues()}, {@code k}: the values 1 to k, decision 0401), else a boolean, an integer or a long
 * whose declared {@link ValueRange} has both ends (the whole numbers in it, decision 0528), or an integer named as
 * a rating ({@code rating}, {@code stars}, {@code score} by {@link NameHints}: 1 to 5). The sample data draws these fields from this domain, evenly,
 * and the estimate prices an order by them as ties (docs/counting-rules.md "Ties in an order"). Other fields have no
 * declared domain: their values are taken as distinct enough that an order by them does not tie.
 *
 * @param low  the lowest value (false for a boolean)
 * @param high the highest value (true for a boolean)
 */
public record ValueDomain(long low, long high) {
    private static final ValueDomain BOOLEAN = new ValueDomain(0, 1);
    private static final ValueDomain RATING = new ValueDomain(1, 5);

    public ValueDomain {
        if (high < low) throw new IllegalArgumentException("value domain: high " + high + " below low " + low);
    }

    /** How many distinct values the domain holds. */
    public long values() {
        return high - low + 1;
    }

    /** The share of all instances that hold any one value, values drawn evenly. */
    public double tiedShare() {
        return 1.0 / values();
    }

    /** The declared domain of {@code field}, or null when the model declares none. */
    public static ValueDomain of(Field field) {
        return of(field.type(), field.name(), field.distinctValues(), field.range());
    }

    /** The declared domain of a field of {@code type} called {@code name} with {@code distinctValues} and {@code range} (null: none declared). */
    public static ValueDomain of(FieldType type, String name, Integer distinctValues, ValueRange range) {
        ValueDomain ranged = distinctValues == null ? ranged(type, range) : null;
        return ranged != null ? ranged : of(type, name, distinctValues);
    }

    /** The whole numbers of a declared range with both ends, for an integer or a long; null otherwise. */
    private static ValueDomain ranged(FieldType type, ValueRange range) {
        if (range == null || type != FieldType.INTEGER && type != FieldType.LONG) return null;
        Long low = range.lowestWhole();
        Long high = range.highestWhole();
        return low == null || high == null || high < low ? null : new ValueDomain(low, high);
    }

    /** The declared domain of a field of {@code type} called {@code name} with {@code distinctValues} (null: none declared). */
    public static ValueDomain of(FieldType type, String name, Integer distinctValues) {
        if (distinctValues != null) return type == FieldType.BOOLEAN ? BOOLEAN : new ValueDomain(1, distinctValues);
        if (type == FieldType.BOOLEAN) return BOOLEAN;
        if (type != FieldType.INTEGER) return null;
        return NameHints.mentions(name, "rating", "stars", "score") ? RATING : null;
    }

    /** The declared domain of the field {@code fieldName} of {@code entity}, or null when it has none. */
    public static ValueDomain of(Entity entity, String fieldName) {
        return entity.field(fieldName).map(ValueDomain::of).orElse(null);
    }
}
