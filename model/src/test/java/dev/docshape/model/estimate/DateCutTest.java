package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Dating;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The cut in time against data dated as the sample dates it ({@link Dating#placed}): parents created evenly over time,
 * or created themselves by parents of their own (posts of users), or all at the start, each child dated after its
 * parent by its place; the newest or oldest N of all children are counted with their parents and buckets
 * (docs/counting-rules.md "The first N by a date across parents").
 */
class DateCutTest {
    private static final int SIZE = 4;

    /** One child as the simulation dates it: its parent, its place among the parent's children and its date. */
    private record Child(int parent, int place, double date) {
    }

    private static Relationship relationship(double avg) {
        return new Relationship("r", "p", "c", "children", "parent", Cardinality.ONE_TO_MANY, avg, null, 1, true,
                Volatility.STABLE, (int) avg);
    }

    /**
     * {@code parents} parents of generation {@code generation} (0: all at the start; 1: evenly over time; 2: each the
     * child of one of {@code parents / 20} grandparents created evenly), {@code each} children each.
     */
    private static List<Child> sample(int generation, int parents, int each, long seed) {
        // not java.util.Random: its first draws for neighbouring seeds are alike, so its samples would not be independent
        SplittableRandom random = new SplittableRandom(seed);
        double[] created = new double[parents];
        int grandparents = Math.max(1, parents / 20);
        double[] above = new double[grandparents];
        for (int g = 0; g < grandparents; g++) above[g] = random.nextDouble();
        for (int p = 0; p < parents; p++) {
            created[p] = generation == 0 ? 0 : generation == 1 ? random.nextDouble()
                    : Dating.placed(above[p % grandparents], 1, p / grandparents, parents / grandparents, random.nextDouble());
        }
        List<Child> children = new ArrayList<>();
        for (int p = 0; p < parents; p++) {
            for (int place = 0; place < each; place++) {
                children.add(new Child(p, place, Dating.placed(created[p], 1, place, each, random.nextDouble())));
            }
        }
        return children;
    }

    /** The distinct parents and buckets of {@link #SIZE} (filled oldest first) the first {@code n} of {@code children} lie in. */
    private static double[] counted(List<Child> children, int each, int n, boolean newest) {
        Child[] sorted = sorted(children, newest);
        Set<Integer> parents = new HashSet<>();
        Set<Long> buckets = new HashSet<>();
        for (int i = 0; i < n; i++) {
            parents.add(sorted[i].parent());
            buckets.add((long) sorted[i].parent() * each + sorted[i].place() / SIZE);
        }
        return new double[] {parents.size(), buckets.size()};
    }

    /** The children newest ({@code newest}) or oldest first. */
    private static Child[] sorted(List<Child> children, boolean newest) {
        Child[] sorted = children.toArray(new Child[0]);
        Arrays.sort(sorted, (a, b) -> newest ? Double.compare(b.date(), a.date()) : Double.compare(a.date(), b.date()));
        return sorted;
    }

    /** The children holding the date, each with the chance {@code presence}, drawn apart from its place (decision 0534). */
    private static List<Child> holding(List<Child> children, double presence, long seed) {
        if (presence >= 1) return children;
        SplittableRandom random = new SplittableRandom(seed * 7919 + 17);
        List<Child> holding = new ArrayList<>();
        for (Child c : children) if (random.nextDouble() < presence) holding.add(c);
        return holding;
    }

    private static void agrees(int generation, int n, boolean newest) {
        agrees(generation, n, newest, 1);
    }

    /** As {@link #agrees(int, int, boolean)}, the date held by a {@code presence} share of the children: the first n of those. */
    private static void agrees(int generation, int n, boolean newest, double presence) {
        int parents = 2000, each = 10;
        double measuredParents = 0, measuredBuckets = 0;
        // which origins came last is one draw: one sample strays by up to 16 % from the mean, 32 samples by under 3 %
        int samples = 32;
        for (long seed = 1; seed <= samples; seed++) {
            double[] counted = counted(holding(sample(generation, parents, each, seed), presence, seed), each, n, newest);
            measuredParents += counted[0] / samples;
            measuredBuckets += counted[1] / samples;
        }
        // the origins dated evenly: the parents themselves at generation 1, the grandparents at 2
        double origins = generation == 1 ? parents : Math.max(1, parents / 20);
        DateCut cut = DateCut.of(generation, origins, origins, n / (presence * parents * each), presence, newest, List.of());
        Relationship r = relationship(each);
        double estimatedParents = parents * cut.held(r, Integer.MAX_VALUE).parents();
        double estimatedBuckets = parents * cut.held(r, SIZE).containers();
        String context = "generation " + generation + ", " + (newest ? "newest " : "oldest ") + n + " of " + presence + " holding the date: parents " + measuredParents
                + " measured, " + estimatedParents + " estimated; buckets " + measuredBuckets + " measured, " + estimatedBuckets + " estimated";
        assertEquals(measuredParents, estimatedParents, Math.max(1.5, 0.06 * measuredParents), context);
        assertEquals(measuredBuckets, estimatedBuckets, Math.max(1.5, 0.06 * measuredBuckets), context);
    }

    @Test
    void theNewestOfAllComeFromTheParentsCreatedLast() {
        for (int generation = 0; generation <= 2; generation++) {
            agrees(generation, 50, true);
            agrees(generation, 400, true);
        }
    }

    @Test
    void theOldestOfAllAreTheFirstChildrenOfTheOldestParents() {
        for (int generation = 0; generation <= 2; generation++) {
            agrees(generation, 50, false);
            agrees(generation, 400, false);
        }
    }

    /**
     * A date only a share of the children hold (decision 0571): the first N of the holders lie past a cut holding
     * N/(p·T) of all children, and a parent holds one when one of its children there holds the date, so fewer parents
     * and buckets than N children taken from all of them (p·T the holders).
     */
    @Test
    void aDateOnlySomeChildrenHoldComesFromTheParentsWhoseChildrenInTheCutHoldIt() {
        for (int generation = 0; generation <= 2; generation++) {
            for (boolean newest : new boolean[] {true, false}) {
                agrees(generation, 50, newest, 0.4);
                agrees(generation, 400, newest, 0.4);
            }
        }
        agrees(0, 200, true, 0.1);
    }

    @Test
    void theFirstTwoLevelsDownComeFromTheGrandparentsHoldingThem() {
        twoLevelsDown(1);
    }

    @Test
    void theFirstTwoLevelsDownByADateSomeHoldComeFromTheGrandparentsHoldingAHolder() {
        twoLevelsDown(0.4);
    }

    private static void twoLevelsDown(double presence) {
        int parents = 2000, each = 10, grandparents = parents / 20, samples = 32;
        for (boolean newest : new boolean[] {true, false}) {
            for (int n : new int[] {50, 400}) {
                double measured = 0;
                for (long seed = 1; seed <= samples; seed++) {
                    Child[] sorted = sorted(holding(sample(2, parents, each, seed), presence, seed), newest);
                    Set<Integer> holding = new HashSet<>();
                    for (int i = 0; i < n; i++) holding.add(sorted[i].parent() % grandparents);
                    measured += (double) holding.size() / samples;
                }
                // the grandparents' documents hold 20 parents each, the parents 10 children each
                DateCut cut = DateCut.of(2, grandparents, grandparents, n / (presence * parents * each), presence, newest,
                        List.of(relationship(each)));
                double estimated = grandparents * cut.held(relationship(parents / grandparents), Integer.MAX_VALUE).containers();
                assertEquals(measured, estimated, Math.max(1.5, 0.06 * measured), (newest ? "newest " : "oldest ") + n + " of "
                        + presence + " holding the date: grandparents " + measured + " measured, " + estimated + " estimated");
            }
        }
    }

    @Test
    void parentsCreatedByParentsOfTheirOwnCrowdTheNewestIntoFewerOfThem() {
        Relationship r = relationship(10);
        double evenly = DateCut.of(1, 50 / 20000.0, true).held(r, Integer.MAX_VALUE).parents();
        double late = DateCut.of(2, 50 / 20000.0, true).held(r, Integer.MAX_VALUE).parents();
        assertTrue(late < evenly, "posts of users are created late, so their newest comments sit in fewer: " + late + " vs " + evenly);
    }

    @Test
    void aShareOfAllIsEveryParentsEveryChild() {
        DateCut.Held all = DateCut.of(1, 1, true).held(relationship(10), SIZE);
        assertEquals(1, all.parents(), 1e-6);
        assertEquals(3, all.containers(), 1e-6);
        assertEquals(10, all.items(), 1e-6);
    }
}
