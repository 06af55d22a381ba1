package dev.docshape.model.advice;

import java.util.List;

/**
 * The advisor's rule ids. They are stable (the designer and saved reports refer to them); each is
 * explained in docs/advisor-rules.md.
 */
public final class Rules {
    private Rules() {
    }

    public static final String EMBED_CONTAINED = "embed-contained";
    public static final String EMBED_ONE_TO_FEW = "embed-one-to-few";
    public static final String EMBED_BOUNDED = "embed-bounded";
    public static final String EMBED_INTEGRAL = "embed-integral";
    public static final String EMBED_RARELY_CHANGES = "embed-rarely-changes";
    public static final String REFERENCE_ONE_TO_MANY = "reference-one-to-many";
    public static final String REFERENCE_MANY_TO_MANY = "reference-many-to-many";
    public static final String VOLATILE_SHARED_EMBEDDED = "volatile-shared-embedded";
    public static final String UNBOUNDED_EMBEDDED_ARRAY = "unbounded-embedded-array";
    public static final String GROWING_ID_ARRAY = "growing-id-array";
    public static final String JOINING_DOCUMENTS = "joining-documents";
    public static final String SIZE_OVER_LIMIT = "size-over-limit";
    public static final String SIZE_NEAR_LIMIT = "size-near-limit";
    public static final String NESTING_DEPTH = "nesting-depth";
    public static final String N_PLUS_ONE = "n-plus-one";
    public static final String EXTENDED_REFERENCE = "extended-reference";
    public static final String PRECOMPUTED_COUNT = "precomputed-count";
    public static final String DUPLICATE_BY_PARENT = "duplicate-by-parent";
    public static final String FEED_OF_LATEST = "feed-of-latest";

    /** Every rule id, in the order of docs/advisor-rules.md. */
    public static final List<String> ALL = List.of(EMBED_CONTAINED, EMBED_ONE_TO_FEW, EMBED_BOUNDED, EMBED_INTEGRAL,
            EMBED_RARELY_CHANGES, REFERENCE_ONE_TO_MANY, REFERENCE_MANY_TO_MANY, VOLATILE_SHARED_EMBEDDED,
            UNBOUNDED_EMBEDDED_ARRAY, GROWING_ID_ARRAY, JOINING_DOCUMENTS, SIZE_OVER_LIMIT, SIZE_NEAR_LIMIT, NESTING_DEPTH,
            N_PLUS_ONE, EXTENDED_REFERENCE, PRECOMPUTED_COUNT, DUPLICATE_BY_PARENT, FEED_OF_LATEST);
}
