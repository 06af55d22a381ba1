package dev.docshape.storage.sample;

/** How values without a JSON type (ids, dates, decimals, binary) are written. */
public enum JsonDialect {
    /**
     * Plain JSON, as the sample store keeps documents: ids, dates (ISO-8601), UUIDs and binary
     * (base64) as strings, decimals and longs as numbers.
     */
    PLAIN,
    /**
     * MongoDB Extended JSON v2 (relaxed), as {@code mongoimport} reads it: {@code {"$oid": ..}},
     * {@code {"$date": ..}}, {@code {"$numberDecimal": ..}}, {@code {"$numberLong": ..}} and
     * {@code {"$binary": ..}} keep the BSON type.
     */
    EXTENDED
}
