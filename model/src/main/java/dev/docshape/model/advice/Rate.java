package dev.docshape.model.advice;

import dev.docshape.model.Numbers;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * How often something of one instance changes, per day, and the update patterns that give that rate: none when the
 * model declares it (docs/advisor-rules.md "Update rates", decision 0557).
 *
 * @param perDay   changes a day
 * @param patterns the names of the update patterns the rate is summed from; empty for a declared rate
 */
record Rate(double perDay, List<String> patterns) {
    static final Rate NONE = new Rate(0, List.of());

    Rate {
        patterns = List.copyOf(patterns);
    }

    static Rate declared(double perDay) {
        return new Rate(perDay, List.of());
    }

    /** The faster of the two; the first on a tie, so a declared rate passed first stays the source. */
    static Rate larger(Rate first, Rate second) {
        return second.perDay > first.perDay ? second : first;
    }

    /** Both patterns' changes together. */
    Rate plus(Rate other) {
        if (other.perDay == 0) return this;
        if (perDay == 0) return other;
        Set<String> both = new LinkedHashSet<>(patterns);
        both.addAll(other.patterns);
        return new Rate(perDay + other.perDay, List.copyOf(both));
    }

    /** "0.144 times a day (pattern 'rename label')"; a declared rate names no source. */
    String words() {
        String rate = Numbers.plain(perDay) + " times a day";
        if (patterns.isEmpty()) return rate;
        return rate + " (pattern" + (patterns.size() == 1 ? " " : "s ") + "'" + String.join("', '", patterns) + "')";
    }
}
