package dev.docshape.model.search;

/**
 * What a change does to one access pattern, per second in the objective's metric.
 *
 * @param patternId the pattern
 * @param name      its name
 * @param before    its cost per second in the design the search started from
 * @param after     its cost per second with the change
 */
public record PatternEffect(String patternId, String name, double before, double after) {

    public double delta() {
        return after - before;
    }
}
