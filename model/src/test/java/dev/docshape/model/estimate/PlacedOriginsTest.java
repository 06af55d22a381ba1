package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Dating;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Origins placed by creators that say nothing of when they came to be (posts of undated users): the sample places each
 * creator's children evenly over all the time ({@link Dating#placed}), one in each slice, and the estimate reads them so
 * (docs/counting-rules.md "The first N by a date across parents", decision 0507).
 */
class PlacedOriginsTest {
    private static final int BUCKET = 4;

    private static Relationship relationship(int each) {
        return new Relationship("r", "p", "c", "children", "parent", Cardinality.ONE_TO_MANY, each, null, 1, true,
                Volatility.STABLE, each);
    }

    @Test
    void oneUsersFourPostsLieOneInEachQuarterOfTheTime() {
        // by hand: the k-th post is placed in the k-th quarter, so exactly k/4 of them are older than k quarters, in every draw
        for (Origins draw : Origins.placed(4, 1)) {
            for (int quarter = 1; quarter <= 3; quarter++) {
                double s = -Math.log(1 - quarter / 4.0);
                assertEquals(quarter / 4.0, draw.below(1, s), 1e-9, "posts older than " + quarter + " quarters of the time");
            }
        }
    }

    @Test
    void theNewestChildrenOfOneUsersPostsComeFromThePostsItPlacedLast() {
        agrees(1, 8, 10, 10);
    }

    @Test
    void theNewestChildrenOfTwoUsersPostsComeFromThePostsTheyPlacedLast() {
        agrees(2, 10, 20, 30);
    }

    /**
     * {@code creators} creators of {@code each} parents each, placed evenly, {@code children} children a parent dated after
     * it by their place: the newest {@code n} counted with their parents and buckets of {@value #BUCKET} (filled oldest
     * first) over 20,000 samples (standard error under 0.5 %), against the estimate.
     */
    private static void agrees(int creators, int each, int children, int n) {
        int parents = creators * each, samples = 20_000;
        SplittableRandom random = new SplittableRandom(0x0507);
        double measuredParents = 0, measuredBuckets = 0;
        for (int sample = 0; sample < samples; sample++) {
            double[] created = new double[parents];
            for (int p = 0; p < parents; p++) created[p] = Dating.placed(0, 1, p % each, each, random.nextDouble());
            double[] dates = new double[parents * children];
            for (int p = 0; p < parents; p++) {
                for (int place = 0; place < children; place++) {
                    dates[p * children + place] = Dating.placed(created[p], 1, place, children, random.nextDouble());
                }
            }
            double[] newest = dates.clone();
            Arrays.sort(newest);
            double cut = newest[newest.length - n];
            Set<Integer> holding = new HashSet<>();
            Set<Integer> buckets = new HashSet<>();
            for (int child = 0; child < dates.length; child++) {
                if (dates[child] < cut) continue;
                holding.add(child / children);
                buckets.add(child / children * children + child % children / BUCKET);
            }
            measuredParents += (double) holding.size() / samples;
            measuredBuckets += (double) buckets.size() / samples;
        }
        DateCut cut = DateCut.of(1, parents, creators, (double) n / (parents * children), true, List.of());
        double estimatedParents = parents * cut.held(relationship(children), Integer.MAX_VALUE).parents();
        double estimatedBuckets = parents * cut.held(relationship(children), BUCKET).containers();
        String context = creators + " creators of " + each + " parents, the newest " + n + ": parents " + measuredParents
                + " measured, " + estimatedParents + " estimated; buckets " + measuredBuckets + " measured, " + estimatedBuckets + " estimated";
        assertEquals(measuredParents, estimatedParents, 0.03 * measuredParents, context);
        assertEquals(measuredBuckets, estimatedBuckets, 0.03 * measuredBuckets, context);
    }
}
