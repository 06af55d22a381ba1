package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import org.junit.jupiter.api.Test;

import java.time.Instant;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Only a child's dates follow its place among its parent's children (the last children are the most recent); its
 * other values (a rating, a price) are drawn apart from that place and from the order instances are created in
 * (docs/sample-data.md "Dates and order", decision 0394), so "the best rated" or "the dearest" of all are spread over
 * the parents as the estimate assumes.
 */
class ValuesApartFromPlaceTest {
    private static final double UNRELATED = 0.1;

    private final DataModel model = Shop.model();
    private final Population population = Population.of(model, SampleOptions.of(7, 0.5));
    private final AttributeValues values = new AttributeValues(model, population, 7);

    @Test
    void ratingsAndPricesFollowNeitherThePlaceNorTheCreationOrder() {
        for (String[] field : new String[][] {{"review", "rating", "book-reviews"}, {"book", "price", "publisher-books"}}) {
            double[][] drawn = drawn(field[0], field[1], field[2]);
            double byIndex = correlation(drawn[0], drawn[1]);
            double byPlace = correlation(drawn[0], drawn[2]);
            String what = field[0] + "." + field[1] + " over " + drawn[0].length + " instances";
            assertTrue(Math.abs(byIndex) < UNRELATED, what + ": correlation with the creation order " + byIndex);
            assertTrue(Math.abs(byPlace) < UNRELATED, what + ": correlation with the place among the parent's children " + byPlace);
        }
    }

    @Test
    void datesFollowThePlaceSoTheLastChildrenAreTheMostRecent() {
        double[][] drawn = drawn("review", "createdAt", "book-reviews");
        double byPlace = correlation(drawn[0], drawn[2]);
        assertTrue(byPlace > 0.3, "correlation of a review's date with its place among the book's reviews: " + byPlace);
    }

    /** Per instance of {@code entity}: the field's value, the instance's index, its place among its parent's children (0 to 1). */
    private double[][] drawn(String entity, String field, String owner) {
        Links links = population.links(owner);
        int n = (int) population.count(entity);
        assertTrue(n > 500, entity + " instances: " + n);
        double[][] drawn = new double[3][n];
        for (int i = 0; i < n; i++) {
            Object v = values.value(entity, field, i);
            drawn[0][i] = v instanceof Instant t ? t.toEpochMilli() : ((Number) v).doubleValue();
            drawn[1][i] = i;
            drawn[2][i] = links.positionOf(i) / (double) links.countOf(links.ownerOf(i));
        }
        return drawn;
    }

    private static double correlation(double[] x, double[] y) {
        double mx = mean(x);
        double my = mean(y);
        double xy = 0;
        double xx = 0;
        double yy = 0;
        for (int i = 0; i < x.length; i++) {
            xy += (x[i] - mx) * (y[i] - my);
            xx += (x[i] - mx) * (x[i] - mx);
            yy += (y[i] - my) * (y[i] - my);
        }
        return xy / Math.sqrt(xx * yy);
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) sum += v;
        return sum / values.length;
    }
}
