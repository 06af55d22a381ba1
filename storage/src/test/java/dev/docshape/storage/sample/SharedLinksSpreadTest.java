package dev.docshape.storage.sample;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/**
 * A parent's shared children fall among all of them as a random draw would (decision 0523): owned children are
 * numbered owner by owner (a post's comments, a hotel's rooms), so the groups of consecutive children a parent's
 * children touch are what a read of them in buckets or with their owner costs. The golden-ratio step (decision 0504)
 * spread them so evenly that almost none shared a group: a user's 240 comments touched 238.5 buckets, a random draw 199.5.
 */
class SharedLinksSpreadTest {

    @ParameterizedTest(name = "{1} children in groups of {3}, {2} a parent")
    @CsvSource({
        "20, 4800, 240, 20",   // a user's ~240 comments (blog-comments-in-buckets): the golden step touched 147, random 154
        "100, 4000, 40, 40",   // team-chat: a user's 40 messages among 4,000, a channel's 40 in a row: 40, random 33.2
        "50, 1000, 20, 10",    // 20, random 18.4
    })
    void aParentsChildrenTouchAsManyGroupsAsARandomDraw(long parents, long children, int perParent, int group) {
        double touched = 0;
        int seeds = 20;
        for (long seed = 1; seed <= seeds; seed++) {
            Links links = Links.shared(parents, children, perParent, perParent, perParent, 1, ChildCounts.UNIFORM, seed, 17);
            for (long parent = 0; parent < parents; parent++) {
                long[] kids = links.childrenOf(parent);
                assertEquals(kids.length, Arrays.stream(kids).distinct().count(), "seed " + seed + ", parent " + parent + ": a child twice");
                touched += Arrays.stream(kids).map(k -> k / group).distinct().count();
            }
        }
        double measured = touched / (seeds * parents);
        double expected = randomGroups(children, perParent, group);
        assertEquals(expected, measured, expected * 0.01, "groups a parent's children touch, against a random draw's");
    }

    @ParameterizedTest(name = "{0} children")
    @CsvSource({"1", "2", "3", "17", "64", "1000", "15930"})
    void eachChildHasOneParentAndFindsIt(long children) {
        long parents = Math.max(1, children / 3);
        Links links = Links.shared(parents, children, 1, 3, 5, 1, ChildCounts.UNIFORM, 7, 17);
        Set<Long> named = new HashSet<>();
        for (long parent = 0; parent < parents; parent++) {
            for (long kid : links.childrenOf(parent)) {
                assertEquals(true, named.add(kid), "child " + kid + " named twice");
                assertEquals(parent, links.parentsOf(kid)[0], "child " + kid + "'s parent");
            }
        }
        assertEquals(links.slots(), named.size());
    }

    @ParameterizedTest(name = "seed {0}")
    @CsvSource({"1", "2"})
    void theSeedMovesTheChildren(long seed) {
        Links a = Links.shared(10, 1000, 20, 20, 20, 1, ChildCounts.UNIFORM, seed, 17);
        Links b = Links.shared(10, 1000, 20, 20, 20, 1, ChildCounts.UNIFORM, seed + 10, 17);
        assertNotEquals(Arrays.toString(a.childrenOf(0)), Arrays.toString(b.childrenOf(0)));
    }

    /** Groups of {@code group} consecutive children that {@code k} children drawn at random without repeat touch. */
    private static double randomGroups(long n, int k, int group) {
        double groups = (double) n / group;
        double missed = 1;
        for (int i = 0; i < k; i++) missed *= (double) (n - group - i) / (n - i);
        return groups * (1 - missed);
    }
}
