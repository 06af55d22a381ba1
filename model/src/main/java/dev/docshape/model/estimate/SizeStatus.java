package dev.docshape.model.estimate;

/** How a collection's documents compare with the profile's limits. */
public enum SizeStatus {
    /** Well within the limits. */
    OK,
    /** At or above the profile's warn fraction (half) of a limit. */
    WARN,
    /** Beyond a limit, or unbounded: documents can grow past the limit. */
    OVER
}
