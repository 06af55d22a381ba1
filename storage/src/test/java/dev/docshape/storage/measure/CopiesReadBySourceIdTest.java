package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.query.Operation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Children read by their parent's id where they have no documents of their own: tracks of an album kept in the first-5
 * subsets and buckets of the playlists holding them, comments kept in their posts' latest 3 and buckets, read by their
 * commenter. Estimate, templates and {@code measure} read them where every child is kept, the buckets, not the subsets
 * that hold a parent's first few only; each child is found once, however many documents hold it; and the first N by an
 * order read every document holding one of the parent's children (decision 0479, docs/counting-rules.md "Instances held
 * in several documents").
 */
class CopiesReadBySourceIdTest {
    @TempDir
    Path dir;

    @Test
    void everyAlbumsTracksAreFoundOnceEachInTheBucketsByEstimateTemplatesAndMeasure() throws Exception {
        try (SampledDesign sampled = new SampledDesign("playlists-albums", "first-5-and-buckets", dir)) {
            CollectionShape buckets = sampled.projection.bucketCollection("playlist-tracks").orElseThrow();

            // the estimate and the templates: the album, then the buckets by the album's id
            Request tracks = sampled.estimate.pattern("album-tracks").orElseThrow().requests().get(1);
            assertEquals(buckets.name(), tracks.collection(), "the estimate reads an album's tracks in the buckets");
            assertTrue(tracks.docs() > 10, "10 tracks, each in the buckets of about 6 playlists: " + tracks.docs());
            Operation sent = sampled.template("album-tracks").operations().get(1);
            assertEquals(buckets.name(), sent.collection(), "the templates read an album's tracks in the buckets");
            assertTrue(sent.filter().fields().keySet().stream().anyMatch(k -> k.startsWith("tracks.") && k.contains("album")),
                    "by the album id each bucket's track holds: " + sent.filter());

            // measure: every album's tracks, each track of the sample once, in its one album
            assertTrue(sampled.sample.everyChildHasAParent("album-tracks"), "every track is on an album");
            Map<String, Integer> found = new HashMap<>();
            for (long i = 0; i < sampled.sample.instances("album"); i++) {
                List<String> ids = sampled.run("album-tracks-playlist-counts", i).counts.get(0).ids();
                assertEquals(ids.size(), ids.stream().distinct().count(), "album " + i + ": each track once: " + ids);
                for (String id : ids) found.merge(id, 1, Integer::sum);
            }
            assertEquals(sampled.sample.instances("track"), found.size(), "every track found on its album");
            assertTrue(found.values().stream().allMatch(n -> n == 1), "each track on one album only: " + found);
        }
    }

    @Test
    void aUsersCommentsKeptInTheirPostsAreReadInEveryBucketHoldingOneAsEstimated() throws Exception {
        Project project = WorkloadReads.load("blog-comments-in-buckets");
        // round trips, documents and bytes agree on every design, both profiles (AgreementRuns asserts them), at the
        // commands' scale: a user's ~240 comments touch ~200 of the buckets, as many as a random draw (decision 0523)
        AgreementRuns.Runs runs = AgreementRuns.everyProfile(project, dir, List.of(Profile.mongodb(), Profile.cosmos()), 1,
                (design, measured) -> { });
        for (Profile profile : new Profile[] {Profile.mongodb(), Profile.cosmos()}) {
            Map<String, Map<String, PatternMeasure>> byDesign = runs.of(profile);
            for (String design : List.of("latest-and-bucketed", "bucketed")) {
                PatternMeasure all = byDesign.get(design).get("user-comments");
                // about 240 comments in the buckets of a user's posts: fewer documents than comments, every bucket holding one
                assertTrue(all.docsRead() > 40 && all.docsRead() < 240, design + ": " + all);
                // the 5 latest of about 240: every bucket holding one of them is read, the application keeps 5
                PatternMeasure latest = byDesign.get(design).get("user-latest-comments");
                assertTrue(latest.docsRead() > 40, design + ": every holder read for the 5 latest: " + latest);
            }
            // the subset of 3 finds no more than the buckets alone: every comment is in the buckets
            assertEquals(byDesign.get("bucketed").get("user-comments").docsRead(),
                    byDesign.get("latest-and-bucketed").get("user-comments").docsRead(), 0.001);
            // comments with their own documents: one each
            PatternMeasure own = byDesign.get("latest-and-referenced").get("user-comments");
            assertTrue(own.docsRead() > 200, "one document a comment: " + own);
        }
    }
}
