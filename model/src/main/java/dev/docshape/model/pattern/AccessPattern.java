package dev.docshape.model.pattern;

/** A named read or write the application makes, with how often it makes it. */
public sealed interface AccessPattern permits ReadPattern, WritePattern {
    String id();

    String name();

    /** Executions per second; totals are weighted by it. */
    double frequency();

    /** The entity the pattern starts from. */
    String entity();
}
