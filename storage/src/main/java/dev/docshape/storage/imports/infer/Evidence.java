package dev.docshape.storage.imports.infer;

import java.util.Locale;
import java.util.Map;

/**
 * Why a relationship was guessed, for the user to judge.
 *
 * @param values             values of the field looked at (with repeats; array items for arrays)
 * @param distinctValues     distinct values kept for matching
 * @param matchedValues      how many of the distinct values are {@code _id}s of the target collection
 *                           (0 for embedded relationships, which need no matching)
 * @param matchedOccurrences occurrences of the matched values
 * @param exactCounts        false when there were more distinct values than the bounded counter keeps,
 *                           so maxima may be low
 * @param arrayLengths       for arrays: how many had each range of lengths; otherwise empty
 */
public record Evidence(long values, int distinctValues, int matchedValues, long matchedOccurrences, boolean exactCounts,
                       Map<String, Long> arrayLengths) {

    public Evidence {
        arrayLengths = Map.copyOf(arrayLengths);
    }

    /** In words, for a review list: "998 of 1,000 distinct values are ids of Person". */
    public String describe(String target) {
        StringBuilder s = new StringBuilder();
        if (distinctValues > 0 && matchedValues > 0) {
            s.append(String.format(Locale.ROOT, "%,d of %,d distinct values are _id values of %s", matchedValues,
                    distinctValues, target));
            if (!exactCounts) s.append(" (values sampled)");
        }
        if (!arrayLengths.isEmpty()) {
            if (s.length() > 0) s.append("; ");
            s.append("array lengths ");
            StringBuilder ranges = new StringBuilder();
            for (String range : new String[] {"0", "1", "2-5", "6-10", "11-100", "101-1000", ">1000"}) {
                Long n = arrayLengths.get(range);
                if (n == null) continue;
                if (ranges.length() > 0) ranges.append(", ");
                ranges.append(range).append(": ").append(String.format(Locale.ROOT, "%,d", n));
            }
            s.append(ranges);
        }
        return s.toString();
    }
}
