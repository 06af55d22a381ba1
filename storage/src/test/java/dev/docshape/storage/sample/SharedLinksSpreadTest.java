package dev.docshape.storage.sample;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A parent's shared children lie apart among all of them (decision 0504): owned children are numbered parent by parent,
 * so children close in number share a parent (a hotel's rooms, a channel's messages), which the estimate takes apart.
 */
class SharedLinksSpreadTest {

    @ParameterizedTest(name = "{1} children, {2} a parent")
    @CsvSource({
        "100, 4000, 40",     // team-chat: a user's 40 messages among 4,000
        "3982, 15930, 4",    // hotel-bookings: a guest's 4 bookings among 15,930 (seed 1 drew a step of 31 before)
        "50, 1000, 20",
    })
    void aParentsChildrenAreDistinctAndFarApart(long parents, long children, int perParent) {
        long apart = children / (3L * perParent);
        for (long seed = 1; seed <= 20; seed++) {
            Links links = Links.shared(parents, children, perParent, perParent, perParent, 0, ChildCounts.UNIFORM, seed, 17);
            for (long parent = 0; parent < parents; parent++) {
                long[] kids = links.childrenOf(parent);
                Arrays.sort(kids);
                for (int i = 1; i < kids.length; i++) {
                    long gap = kids[i] - kids[i - 1];
                    assertTrue(gap >= apart, "seed " + seed + ", parent " + parent + ": children " + kids[i - 1] + " and "
                            + kids[i] + " are " + gap + " apart, fewer than " + apart);
                }
            }
        }
    }
}
