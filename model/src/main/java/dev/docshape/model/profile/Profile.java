package dev.docshape.model.profile;

import dev.docshape.model.naming.Names;

import java.util.Locale;
import java.util.Objects;

/**
 * The target database: how document sizes are counted, its limits and its cost constants.
 * Use {@link #mongodb()} or {@link #cosmos()}, or {@link #byName(String)} for a command-line
 * option; pass the profile to {@code Estimator.estimate(model, design, profile)}.
 *
 * <p>Request units are Azure Cosmos DB's charge ({@link CostModel}, docs/counting-rules.md#request-units).
 * Under MongoDB, which bills no request units, the estimator still prices each request with the same
 * model from BSON sizes (the advisor weighs designs with it), but nothing shows them to the user:
 * see {@link #billsRequestUnits()}; the MongoDB figures are operations, documents and bytes, and
 * index keys written (docs/counting-rules.md#mongodb-figures).
 *
 * @param name             "mongodb" or "cosmos" (or a custom name)
 * @param kind             the database
 * @param sizeEncoding     BSON bytes or JSON text bytes
 * @param maxDocumentBytes the hard limit of one document
 * @param maxNestingDepth  the deepest nesting of objects and arrays a document may have
 * @param warnFraction     the share of a limit at which the estimator warns (0.5 = at half of it)
 * @param costs            request-unit constants
 */
public record Profile(String name, DatabaseKind kind, SizeEncoding sizeEncoding, long maxDocumentBytes,
                      int maxNestingDepth, double warnFraction, CostModel costs) {

    /** MongoDB's BSON document limit: 16 MiB. */
    public static final long MONGODB_MAX_DOCUMENT_BYTES = 16L * 1024 * 1024;
    /** MongoDB's nesting limit for BSON documents. */
    public static final int MONGODB_MAX_NESTING_DEPTH = 100;
    /** Cosmos DB's item limit: 2 MB of JSON (counted as 2 MiB). */
    public static final long COSMOS_MAX_DOCUMENT_BYTES = 2L * 1024 * 1024;
    /** Cosmos DB's nesting limit for an item's JSON. */
    public static final int COSMOS_MAX_NESTING_DEPTH = 128;
    /** Warn at half of a limit. */
    public static final double DEFAULT_WARN_FRACTION = 0.5;

    private static final Profile MONGODB = new Profile("mongodb", DatabaseKind.MONGODB, SizeEncoding.BSON,
            MONGODB_MAX_DOCUMENT_BYTES, MONGODB_MAX_NESTING_DEPTH, DEFAULT_WARN_FRACTION, CostModel.COSMOS_REQUEST_UNITS);
    private static final Profile COSMOS = new Profile("cosmos", DatabaseKind.COSMOS, SizeEncoding.JSON,
            COSMOS_MAX_DOCUMENT_BYTES, COSMOS_MAX_NESTING_DEPTH, DEFAULT_WARN_FRACTION, CostModel.COSMOS_REQUEST_UNITS);

    public Profile {
        Names.requireName(name, "profile name");
        Objects.requireNonNull(kind, "profile '" + name + "' kind");
        Objects.requireNonNull(sizeEncoding, "profile '" + name + "' size encoding");
        Objects.requireNonNull(costs, "profile '" + name + "' cost model");
        if (maxDocumentBytes <= 0) throw new IllegalArgumentException("profile '" + name + "': document limit must be positive");
        if (maxNestingDepth <= 0) throw new IllegalArgumentException("profile '" + name + "': nesting limit must be positive");
        if (!(warnFraction > 0 && warnFraction <= 1)) {
            throw new IllegalArgumentException("profile '" + name + "': warn fraction must be in (0, 1], was " + warnFraction);
        }
    }

    /** MongoDB: BSON sizes, 16 MiB per document, nesting depth 100. */
    public static Profile mongodb() {
        return MONGODB;
    }

    /** Azure Cosmos DB: JSON text sizes, 2 MB per item, nesting depth 128. */
    public static Profile cosmos() {
        return COSMOS;
    }

    /** The profile named {@code "mongodb"} or {@code "cosmos"} (case-insensitive). */
    public static Profile byName(String profileName) {
        String key = profileName == null ? "" : profileName.trim().toLowerCase(Locale.ROOT);
        return switch (key) {
            case "mongodb", "mongo" -> MONGODB;
            case "cosmos", "cosmosdb" -> COSMOS;
            default -> throw new IllegalArgumentException("unknown profile '" + profileName + "': use mongodb or cosmos");
        };
    }

    /** True when the database charges request units (Cosmos DB): only then are RU figures shown. */
    public boolean billsRequestUnits() {
        return kind == DatabaseKind.COSMOS;
    }

    /** The name of a top-level document's id field: {@code _id} in MongoDB, {@code id} in Cosmos DB. */
    public String idFieldName() {
        return kind == DatabaseKind.MONGODB ? "_id" : "id";
    }

    public Profile withWarnFraction(double newFraction) {
        return new Profile(name, kind, sizeEncoding, maxDocumentBytes, maxNestingDepth, newFraction, costs);
    }

    public Profile withCosts(CostModel newCosts) {
        return new Profile(name, kind, sizeEncoding, maxDocumentBytes, maxNestingDepth, warnFraction, newCosts);
    }
}
