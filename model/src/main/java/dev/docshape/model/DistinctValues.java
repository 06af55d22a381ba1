package dev.docshape.model;

import dev.docshape.model.naming.NameHints;

import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * The k values of a field declared with k distinct values ({@link Field#distinctValues()}, decision 0401): one rule
 * for the sample data, where every instance draws one of them evenly, and for the example documents of the preview,
 * where instance n shows value {@code (n - 1) mod k} (docs/sample-data.md "Declared distinct values", decision 0411).
 * An integer's values are its {@link ValueDomain}, 1 to k; a boolean's false and true; a string's words of the kind its
 * name says ({@link NameHints}: a {@code status} is active, pending, ...), numbered ({@code priority 5}) past the words
 * known; a date's k weeks from 2024-01-01; a number's k steps. Ids and binary values have no look of their own: null.
 */
public final class DistinctValues {
    private static final Instant FIRST_DAY = Instant.parse("2024-01-01T00:00:00Z");
    /** The words a string's name hints at, by the hints that name them. */
    private static final List<Words> WORDS = List.of(
            new Words(List.of("status", "state"), List.of("active", "pending", "closed", "archived", "suspended")),
            new Words(List.of("priority", "severity", "level", "tier"), List.of("low", "medium", "high", "urgent", "critical")),
            new Words(List.of("type", "kind", "plan"), List.of("standard", "premium", "basic", "trial")),
            new Words(List.of("category", "genre", "department", "tag"), List.of("books", "music", "garden", "sports", "toys", "games")),
            new Words(List.of("currency"), List.of("USD", "EUR", "GBP", "JPY", "CHF")),
            new Words(List.of("city", "town"), List.of("London", "Amsterdam", "Lisbon", "Oslo", "Vienna", "Dublin")),
            new Words(List.of("country"), List.of("United Kingdom", "Netherlands", "Portugal", "Norway", "Austria", "Ireland")),
            new Words(List.of("color", "colour"), List.of("red", "green", "blue", "black", "white", "yellow")),
            new Words(List.of("language", "locale"), List.of("en", "fr", "de", "es", "pt", "it")));

    private DistinctValues() {
    }

    /** The words of {@code hints}. */
    private record Words(List<String> hints, List<String> values) {
    }

    /**
     * Value {@code j} (0 to {@code k - 1}) of a field of {@code type} called {@code name} declared with {@code k}
     * distinct values: an Integer, Boolean, String, Long, Double or Instant by the type; null for an id or binary value.
     */
    public static Object value(FieldType type, String name, int k, int j) {
        return value(type, name, null, k, j);
    }

    /**
     * Value {@code j} of a field declared with {@code k} distinct values, the {@code j}-th of {@code listed} where the
     * field lists its values ({@link Field#values()}, decision 0555), else as {@link #value(FieldType, String, int, int)}.
     */
    public static Object value(FieldType type, String name, List<Object> listed, int k, int j) {
        if (listed != null && j >= 0 && j < listed.size()) return listed.get(j);
        if (k < 1 || j < 0 || j >= k) throw new IllegalArgumentException("field '" + name + "': value " + j + " of " + k);
        return switch (type) {
            case INTEGER -> 1 + j; // the ValueDomain of a declared integer, 1 to k
            case BOOLEAN -> j % 2 == 1;
            case STRING -> word(name, j);
            case LONG -> 1000L * (j + 1);
            case DOUBLE, DECIMAL -> (j + 1) * 250 / 100.0;
            case DATE -> FIRST_DAY.plus(7L * j, ChronoUnit.DAYS);
            case OBJECT_ID, UUID, BINARY, OBJECT, ARRAY -> null;
        };
    }

    /** The {@code j}-th word the name hints at, or the name numbered past them. */
    private static String word(String name, int j) {
        for (Words w : WORDS) {
            if (NameHints.mentions(name, w.hints().toArray(String[]::new))) {
                return j < w.values().size() ? w.values().get(j) : name + " " + (j + 1);
            }
        }
        return name + " " + (j + 1);
    }
}
