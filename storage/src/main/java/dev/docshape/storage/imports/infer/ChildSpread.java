package dev.docshape.storage.imports.infer;

import dev.docshape.model.Cardinality;
import dev.docshape.model.advice.Thresholds;

import java.util.Locale;

/**
 * How many children each parent of one relationship had in the documents: the fewest and the most, and how many parents
 * had each. An export is a sample: its largest count is a bound only where the documents show a cap, at least
 * {@value #MIN_PARENTS} parents and {@value #MIN_AT_BOUND} of them at the most (a trip's 2 ratings, a rider's 4 saved
 * places). A most that a few parents reach once (64 trips in one of 6 cities) is only what this sample held, so the
 * relationship is one-to-many with no maximum, and {@link #caution} says what was seen (docs/imports.md "Cardinalities
 * from the documents"). The cardinality's name follows the documented thresholds ({@link Thresholds#FEW}).
 *
 * @param parents parents seen, those without children included
 * @param min     the fewest children a parent had
 * @param atMin   parents with that fewest
 * @param max     the most children a parent had
 * @param atMax   parents with that most
 */
record ChildSpread(long parents, int min, long atMin, int max, long atMax) {
    // the bars few values use: a count seen at 5 of 30 parents repeats as a rule does (decision 0538)
    static final int MIN_PARENTS = FewValues.MIN_VALUES;
    static final int MIN_AT_BOUND = FewValues.MIN_REPEATS;

    /** Whether the documents show {@link #max} as a cap rather than as what one sample held. */
    boolean boundShown() {
        return parents >= MIN_PARENTS && atMax >= MIN_AT_BOUND;
    }

    /** One-to-one for a field of single ids that shows a cap of 1; an array ({@code inArray}) stays an array: one-to-few. */
    Cardinality cardinality(boolean inArray) {
        if (!boundShown() || max > Thresholds.FEW) return Cardinality.ONE_TO_MANY;
        return max <= 1 && !inArray ? Cardinality.ONE_TO_ONE : Cardinality.ONE_TO_FEW;
    }

    /** The maximum the model claims: the documents' most where they show it as a cap and it is few; else none. */
    Integer maxCount() {
        return boundShown() && max <= Thresholds.FEW ? max : null;
    }

    /** The minimum the model claims: the documents' fewest where as many parents show it as a cap needs; else 0. */
    int minCount() {
        return parents >= MIN_PARENTS && atMin >= MIN_AT_BOUND ? min : 0;
    }

    /**
     * What the import did not claim, in words, for its notes ("trips.city refers to cities: at most 64 per parent,
     * reached by 1 of 6 parents: ..."); null when it claimed what it saw.
     */
    String caution(String subject) {
        if (boundShown() || max > Thresholds.FEW) return null;
        return String.format(Locale.ROOT, "%s: at most %,d per parent, reached by %,d of %,d parents: too small a sample to"
                + " show a bound, so one-to-many with no maximum; set the maximum if the application keeps one", subject,
                max, atMax, parents);
    }
}
