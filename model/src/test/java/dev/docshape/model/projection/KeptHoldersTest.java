package dev.docshape.model.projection;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.mapping.Subset.Rest;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A product keeps 10 of its reviews, 30 % of which were ever edited (docs/counting-rules.md "Document sizes", decision
 * 0572): kept by {@code editedAt} highest first they are the edited ones, as many as the product has (77 %, not 30 %);
 * lowest first the unedited ones while 10 are (2 %); kept by {@code createdAt}, which every review holds, a random draw.
 */
class KeptHoldersTest {
    private static final Relationship REVIEWS = new Relationship("product-reviews", "product", "review", "reviews", "product",
            Cardinality.ONE_TO_MANY, 30, null, 1, false, Volatility.STABLE, 10);

    private static DataModel model(Field editedAt) {
        return new DataModel(List.of(
                Entity.of("product", "Product", List.of(Field.string("name", 40)), 4000),
                Entity.of("review", "Review", List.of(Field.of("stars", FieldType.INTEGER), editedAt, Field.of("createdAt", FieldType.DATE)),
                        120_000)), List.of(REVIEWS), List.of());
    }

    /** The share of a product's kept reviews the projection holds {@code editedAt} in. */
    private static double editedShare(Field editedAt, Ordering order) {
        DataModel model = model(editedAt);
        Design design = Design.named("d").withMapping(REVIEWS.id(), new Mapping(new Subset(10, Rest.REFERENCED, 0, order), false));
        ShapeField kept = Projector.project(model, design).collection("Product").orElseThrow().document().fields().stream()
                .filter(f -> f.role() == ShapeField.Role.SUBSET).findFirst().orElseThrow();
        return kept.children().stream().filter(f -> f.name().equals("editedAt")).findFirst().orElseThrow().presence();
    }

    /** {@code E[holders kept] / E[K]} for parents of exactly {@code n} children, summed over every count of holders. */
    private static double exactly(int n, int limit, double p, boolean holdersFirst) {
        int k = Math.min(limit, n);
        double kept = 0;
        double pmf = Math.pow(1 - p, n);
        for (int h = 0; h <= n; h++) {
            kept += pmf * (holdersFirst ? Math.min(k, h) : Math.max(0, k - (n - h)));
            pmf *= (double) (n - h) / (h + 1) * p / (1 - p);
        }
        return kept / k;
    }

    @Test
    void aParentOfAFixedCountKeepsAsManyHoldersAsTheBinomialGives() {
        for (int n : new int[] {5, 12, 30, 200}) {
            for (boolean first : new boolean[] {true, false}) {
                double share = KeptHolders.share(n, n, n, 0.3, first, children -> 10);
                assertEquals(exactly(n, 10, 0.3, first), share, 1e-9, n + " children, holders first " + first);
            }
        }
    }

    @Test
    void theReviewsKeptByWhenTheyWereEditedAreTheEditedOnesHighestFirstAndTheOthersLowestFirst() {
        Field editedAt = Field.of("editedAt", FieldType.DATE).withPresence(0.3);
        double latest = editedShare(editedAt, Ordering.descending("editedAt"));
        double earliest = editedShare(editedAt, Ordering.ascending("editedAt"));
        // 10 to 50 reviews a product, 9 edited on average: 7.7 of its 10 kept are edited highest first, 0.2 lowest first
        assertEquals(0.7675, latest, 1e-4, "kept highest first");
        assertEquals(0.0214, earliest, 1e-4, "kept lowest first");
        assertEquals(0.3, editedShare(editedAt, Ordering.descending("createdAt")), 1e-12, "kept by a field every review holds");
        assertEquals(1.0, editedShare(Field.of("editedAt", FieldType.DATE), Ordering.descending("editedAt")), 1e-12, "a field every review holds");
    }
}
