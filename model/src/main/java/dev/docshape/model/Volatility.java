package dev.docshape.model;

/** How often the target (child) of a relationship changes. */
public enum Volatility {
    /** Practically never changes once written. */
    STABLE,
    /** Changes now and then (a rename, a new photo). */
    OCCASIONAL,
    /** Changes often (a stock price). */
    FREQUENT
}
