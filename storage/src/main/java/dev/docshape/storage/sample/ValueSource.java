package dev.docshape.storage.sample;

/** Draws one value of a field from a random source. Compiled once per field by {@link ValueGenerator}. */
@FunctionalInterface
public interface ValueSource {
    /**
     * @return a String, Integer, Long, Double, BigDecimal, Boolean, Instant, ObjectId, UUID,
     *         byte[], List or Map (for nested objects, field order kept)
     */
    Object next(Rng rng);
}
