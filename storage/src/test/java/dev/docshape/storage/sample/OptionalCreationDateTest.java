package dev.docshape.storage.sample;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Dating;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * When a parent came to be, which its children's dates follow (docs/sample-data.md "Dates and order"), where the parent's
 * dates are held in part (a presence below 1, decision 0534): its first date every instance holds, so a comment is
 * never older than the post's publication the post shows; where every date of its own is optional, the first one's draw
 * for every instance, held or not, as the estimate takes every instance of a dated entity to be dated evenly
 * ({@link Dating#generation}, decision 0571).
 */
class OptionalCreationDateTest {
    private static final long SEED = 7;

    private static DataModel blog(List<Field> postFields) {
        return new DataModel(List.of(Entity.of("post", "Post", postFields, 400),
                Entity.of("comment", "Comment", List.of(Field.string("text", 80), Field.of("createdAt", FieldType.DATE)), 4000)),
                List.of(new Relationship("post-comments", "post", "comment", "comments", null, Cardinality.ONE_TO_MANY, 10, null,
                        1, false, Volatility.STABLE)), List.of());
    }

    @Test
    void aCommentFollowsThePublicationEveryPostShowsNotAnEditSomePostsHold() {
        DataModel model = blog(List.of(Field.of("editedAt", FieldType.DATE).withPresence(0.3),
                new Field("publishedAt", FieldType.DATE, 0, true, null, 0, List.of())));
        Population population = Population.of(model, SampleOptions.of(SEED, 1));
        AttributeValues values = new AttributeValues(model, population, SEED);
        Links links = population.links("post-comments");
        int comments = (int) population.count("comment"), before = 0;
        for (int c = 0; c < comments; c++) {
            long post = links.ownerOf(c);
            Instant published = (Instant) values.value("post", "publishedAt", post);
            if (((Instant) values.value("comment", "createdAt", c)).isBefore(published)) before++;
        }
        assertEquals(0, before, "comments dated before the publication of their post, of " + comments);
    }

    @Test
    void aPostLackingItsOnlyDateDatesItsCommentsAsOneHoldingIt() {
        DataModel model = blog(List.of(Field.of("publishedAt", FieldType.DATE).withPresence(0.5)));
        assertEquals(1, Dating.generation("post", id -> model.requireEntity(id), model::relationshipsOf),
                "the estimate takes every post as dated evenly over time");
        Population population = Population.of(model, SampleOptions.of(SEED, 1));
        AttributeValues values = new AttributeValues(model, population, SEED);
        Links links = population.links("post-comments");
        double[] sum = new double[2], count = new double[2];
        int comments = (int) population.count("comment"), before = 0;
        for (int c = 0; c < comments; c++) {
            long post = links.ownerOf(c);
            Instant created = (Instant) values.value("comment", "createdAt", c);
            if (created.isBefore((Instant) values.value("post", "publishedAt", post))) before++;
            int holds = values.holds("post", "publishedAt", post) ? 1 : 0;
            sum[holds] += fraction(created);
            count[holds]++;
        }
        assertEquals(0, before, "comments dated before the date their post draws, held or not, of " + comments);
        assertTrue(count[0] > 1000 && count[1] > 1000, "comments of posts lacking and holding the date: " + count[0] + ", " + count[1]);
        double lacking = sum[0] / count[0], holding = sum[1] / count[1];
        // a post created evenly over time: its comments lie on average three quarters into the sample's dates
        assertEquals(0.75, holding, 0.04, "comments of posts holding the date");
        assertEquals(holding, lacking, 0.04, "comments of posts lacking the date are dated as those of posts holding it");
    }

    private static double fraction(Instant t) {
        return (t.toEpochMilli() - (double) ValueGenerator.DATE_FROM) / (ValueGenerator.DATE_UNTIL - ValueGenerator.DATE_FROM);
    }
}
