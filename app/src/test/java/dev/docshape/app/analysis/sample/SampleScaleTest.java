package dev.docshape.app.analysis.sample;

import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The scale the Samples tab starts with gives every pattern enough instances to measure on, within a few seconds' data. */
class SampleScaleTest {
    private static final List<String> EXAMPLES = List.of("s1-person-contacts.docshape", "s2-post-comments.docshape",
            "s3-portfolio-stocks.docshape", "s4-publisher-books.docshape", "s5-authors-books-join.docshape",
            "s6-authors-books-hybrid.docshape", "s7-patron-address.docshape", "s8-movie-details.docshape");

    @Test
    void everyExamplesPatternsRunOverAtLeastTheMeasuredNumberOfInstances() {
        for (String example : EXAMPLES) {
            DataModel model = Examples.load(example).model();
            double scale = SampleScale.suggested(model);
            double instances = 0;
            for (Entity e : model.entities()) instances += e.count() * scale;
            assertTrue(instances <= SampleScale.MAX_INSTANCES * 2.5, example + ": " + instances + " instances at " + scale);
            for (AccessPattern p : model.patterns()) {
                String over = p instanceof ReadPattern r && r.byParent() != null
                        ? model.relationship(r.byParent()).orElseThrow().otherEnd(p.entity()) : p.entity();
                long count = model.entity(over).orElseThrow().count();
                assertTrue(Math.round(count * scale) >= Math.min(count, SampleJob.MEASURE_SAMPLES),
                        example + ", " + p.name() + ": " + count * scale + " of " + over + " at scale " + scale);
            }
        }
    }

    @Test
    void aSmallParentRaisesTheScaleToOneSignificantDigit() {
        DataModel publishers = Examples.load("s4-publisher-books.docshape").model(); // 5,000 publishers: 20 need 0.004
        assertEquals(0.005, SampleScale.suggested(publishers));
        assertEquals("0.005", SampleScale.text(SampleScale.suggested(publishers)));
        assertEquals(0.001, SampleScale.suggested(Examples.load("s2-post-comments.docshape").model()),
                "200,000 posts: one in a thousand already gives 200");
    }
}
