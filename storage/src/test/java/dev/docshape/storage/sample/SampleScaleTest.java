package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.storage.file.ProjectFileException;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.file.RepositoryFiles;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The scale a sample starts with gives every pattern enough instances to measure on, within a few seconds' data. */
class SampleScaleTest {
    private static final List<String> EXAMPLES = List.of("s1-person-contacts.docshape", "s2-post-comments.docshape",
            "s3-portfolio-stocks.docshape", "s4-publisher-books.docshape", "s5-authors-books-join.docshape",
            "s6-authors-books-hybrid.docshape", "s7-patron-address.docshape", "s8-movie-details.docshape");

    @Test
    void everyExamplesPatternsRunOverAtLeastTheMeasuredNumberOfInstances() throws ProjectFileException {
        for (String example : EXAMPLES) {
            DataModel model = model(example);
            double scale = SampleScale.suggested(model);
            double instances = 0;
            for (Entity e : model.entities()) instances += e.count() * scale;
            assertTrue(instances <= SampleScale.MAX_INSTANCES * 2.5, example + ": " + instances + " instances at " + scale);
            for (AccessPattern p : model.patterns()) {
                String over = p instanceof ReadPattern r && r.byParent() != null
                        ? model.relationship(r.byParent()).orElseThrow().otherEnd(p.entity()) : p.entity();
                long count = model.entity(over).orElseThrow().count();
                assertTrue(Math.round(count * scale) >= Math.min(count, SampleScale.MEASURED_INSTANCES),
                        example + ", " + p.name() + ": " + count * scale + " of " + over + " at scale " + scale);
            }
        }
    }

    @Test
    void aSmallParentRaisesTheScaleToOneSignificantDigit() throws ProjectFileException {
        SampleScale.Choice publishers = SampleScale.choose(model("s4-publisher-books.docshape")); // 5,000 publishers: 20 need 0.004
        assertEquals(0.005, publishers.scale());
        assertEquals(SampleScale.Reason.EVERY_PATTERN_MEASURED, publishers.reason());
        assertEquals("scale 0.005: the smallest that gives every access pattern at least 20 instances to run over "
                + "(--scale to change)", publishers.line());
        SampleScale.Choice posts = SampleScale.choose(model("s2-post-comments.docshape"));
        assertEquals(0.001, posts.scale(), "200,000 posts: one in a thousand already gives 200");
        assertEquals(SampleScale.Reason.SMALLEST_ENOUGH, posts.reason());
        assertTrue(posts.line().startsWith("scale 0.001: the smallest offered"), posts.line());
    }

    @Test
    void aTinyEntityTakesTheWholeModelAndAHugeOneCapsTheScale() throws ProjectFileException {
        DataModel posts = model("s2-post-comments.docshape");
        SampleScale.Choice tiny = SampleScale.choose(posts.withEntities(posts.entities().stream()
                .map(e -> e.id().equals("post") ? e.withCount(10) : e.withCount(100)).toList()));
        assertEquals(new SampleScale.Choice(1, SampleScale.Reason.WHOLE_MODEL), tiny);
        assertTrue(tiny.line().startsWith("scale 1: the model's own counts; an entity an access pattern runs over has fewer than 20"),
                tiny.line());
        SampleScale.Choice huge = SampleScale.choose(posts.withEntities(posts.entities().stream()
                .map(e -> e.id().equals("post") ? e.withCount(1_000) : e.withCount(20_000_000_000L)).toList()));
        assertEquals(SampleScale.MIN, huge.scale());
        assertEquals(SampleScale.Reason.CAPPED, huge.reason());
        assertEquals("scale 0.001: the largest within about 200,000 entity instances; 2 access patterns run over fewer than 20 "
                + "instances: 'read post with recent comments' over 1 Post, 'load the next 100 comments' over 1 Post "
                + "(--scale to change)", huge.line());
    }

    /**
     * A ride-hailing service's 20 cities are 2 at the scale its 200,000 trips allow: the line names the pattern that runs
     * over them, and how many there are, where it said "some access patterns" (decision 0527).
     */
    @Test
    void aCappedScaleNamesThePatternsThatRunOverFewerInstances() throws ProjectFileException {
        DataModel rides = ProjectFiles.load(RepositoryFiles.example("workloads").resolve("ride-hailing.docshape")).model();
        SampleScale.Choice choice = SampleScale.choose(rides);
        assertEquals(new SampleScale.Choice(0.1, SampleScale.Reason.CAPPED,
                List.of("'a city with its surge zones and how many drivers it has' over 2 cities")), choice);
        assertEquals("scale 0.1: the largest within about 200,000 entity instances; 1 access pattern runs over fewer than 20 "
                + "instances: 'a city with its surge zones and how many drivers it has' over 2 cities (--scale to change)",
                choice.line());
    }

    @Test
    void aLookupTableIsKeptWholeAndDoesNotRaiseTheScale() throws ProjectFileException {
        // 40 amenities, linked to hotels by a many-to-many only: 20 of them would have wanted scale 0.5 (capped to 0.005,
        // where they were 1); hotels, 20,000 of them, decide instead
        DataModel hotels = ProjectFiles.load(RepositoryFiles.root()
                .resolve("storage/src/test/resources/workloads/unseen/hotel-bookings.docshape")).model();
        SampleScale.Choice choice = SampleScale.choose(hotels);
        assertEquals(new SampleScale.Choice(0.001, SampleScale.Reason.SMALLEST_ENOUGH), choice);
        Population sample = Population.of(hotels, SampleOptions.of(1, choice.scale()));
        assertEquals(40, sample.count("amenity"), "a hotel links up to 40 amenities: all of them");
        assertEquals(20, sample.count("hotel"));
        assertEquals(4_000, sample.count("guest"));
        long links = 0;
        for (int h = 0; h < sample.count("hotel"); h++) links += sample.links("hotel-amenities").countOf(h);
        assertEquals(12, links / (double) sample.count("hotel"), 1.5, "a hotel's 12 amenities, as the model says");
    }

    @Test
    void aLookupTableKeepsItsFloorAtASmallerScaleButNotAboveItsCount() throws ProjectFileException {
        DataModel hotels = ProjectFiles.load(RepositoryFiles.root()
                .resolve("storage/src/test/resources/workloads/unseen/hotel-bookings.docshape")).model();
        LookupTables lookups = LookupTables.of(hotels);
        Entity amenity = hotels.requireEntity("amenity");
        assertTrue(lookups.contains("amenity"));
        assertEquals(40, lookups.instances(amenity, SampleScale.MIN));
        assertEquals(40, lookups.instances(amenity.withCount(400), SampleScale.MIN), "20 measured, 40 a hotel may link");
        assertEquals(200, lookups.instances(amenity.withCount(400), 0.5), "above the floor the scale decides");
        assertTrue(!lookups.contains("hotel") && !lookups.contains("guest"), "linked by one-to-many relationships: scaled");
        assertEquals(1, lookups.instances(hotels.requireEntity("hotel"), 1e-6));
    }

    private static DataModel model(String example) throws ProjectFileException {
        return ProjectFiles.load(RepositoryFiles.example(example)).model();
    }
}
