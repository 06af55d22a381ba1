package dev.docshape.storage.sample;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalInt;

/**
 * How long the sample's strings of a kind are when the model gives no size: an e-mail address about 27 bytes, a
 * person's name 13, a phone number 15 (docs/imports.md "Sizes from declared lengths", decision 0528). An import that
 * knows only a column's limit ({@code VARCHAR(254)}) sizes such a string at this, so the estimate and the sample agree;
 * a string whose name says nothing of its kind has no typical size. Measured by drawing the sample's own values, so the
 * figure follows the generator; remembered per name and entity.
 */
public final class TypicalSizes {
    /** Values drawn per kind: the mean's error stays under a byte. */
    private static final int DRAWS = 128;
    private static final long SEED = 0x5ca1ab1eL;

    private final ValueGenerator generator = new ValueGenerator();
    private final Map<String, OptionalInt> known = new HashMap<>();

    /** The mean UTF-8 size of the sample's values for a string field called {@code name} of {@code entity}, or empty. */
    public OptionalInt of(String name, String entity) {
        return known.computeIfAbsent(name + '\u0000' + entity, k -> measured(name, entity));
    }

    private OptionalInt measured(String name, String entity) {
        ValueSource values = generator.named(name, entity, 0);
        if (values == null) return OptionalInt.empty();
        long bytes = 0;
        for (int i = 0; i < DRAWS; i++) bytes += values.next(Rng.of(SEED, i)).toString().getBytes(StandardCharsets.UTF_8).length;
        return OptionalInt.of((int) Math.max(1, Math.round((double) bytes / DRAWS)));
    }
}
