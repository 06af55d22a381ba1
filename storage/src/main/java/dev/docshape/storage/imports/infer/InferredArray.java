package dev.docshape.storage.imports.infer;

import java.util.Map;

/**
 * The arrays seen in one field.
 *
 * @param arrays    how many arrays
 * @param avgLength average number of items per array
 * @param maxLength the longest array
 * @param lengths   how many arrays had each range of lengths ("0", "1", "2-5", "6-10", "11-100", "101-1000", ">1000")
 * @param items     the statistics of all their items together (name {@code []})
 */
public record InferredArray(long arrays, double avgLength, int maxLength, Map<String, Long> lengths, InferredField items) {
}
