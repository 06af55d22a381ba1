package dev.docshape.model.search;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The exact sum is the exact total rounded once, whatever the order terms come and go in. */
class ExactSumTest {

    @Test
    void addingAndTakingAwayInAnyOrderGivesTheExactSumRoundedOnce() {
        Random random = new Random(7);
        for (int round = 0; round < 200; round++) {
            List<Double> terms = new ArrayList<>();
            int n = 1 + random.nextInt(60);
            for (int i = 0; i < n; i++) {
                // bytes of collections: from fractions of a byte to terabytes, with many digits
                terms.add(random.nextDouble() * Math.pow(10, random.nextInt(14) - 1));
            }
            ExactSum inOrder = new ExactSum();
            BigDecimal exact = BigDecimal.ZERO;
            for (double t : terms) {
                inOrder.add(t);
                exact = exact.add(new BigDecimal(t));
            }
            double expected = Double.parseDouble(exact.toString());
            assertEquals(expected, inOrder.value(), "round " + round);

            // the same terms reached another way: extra terms added, then taken away again, in shuffled order
            List<Double> extra = new ArrayList<>();
            for (int i = 0; i < 1 + random.nextInt(20); i++) extra.add(random.nextDouble() * Math.pow(10, random.nextInt(14)));
            List<Double> shuffled = new ArrayList<>(terms);
            shuffled.addAll(extra);
            Collections.shuffle(shuffled, random);
            ExactSum otherWay = new ExactSum();
            for (double t : shuffled) otherWay.add(t);
            Collections.shuffle(extra, random);
            for (double t : extra) otherWay.subtract(t);
            assertEquals(expected, otherWay.value(), "round " + round + ", other way");
        }
    }

    @Test
    void aPlainSumOfTheseTermsWouldDiffer() {
        // the reason for the exact sum: 1e16 + 1 - 1e16 is 0 in doubles, 1 exactly
        ExactSum sum = new ExactSum();
        sum.add(1e16);
        sum.add(1);
        sum.subtract(1e16);
        assertEquals(1.0, sum.value());
        assertEquals(0.0, 1e16 + 1 - 1e16);
    }
}
