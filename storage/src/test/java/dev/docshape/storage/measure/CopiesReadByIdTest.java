package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Operation;
import dev.docshape.storage.sample.SampleGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tracks kept only in copies: each playlist's first 5 in its subset and every track in the playlists' buckets of 20,
 * or in buckets only. A track by its id is read where every track is, the buckets, by the estimate, the templates and
 * {@code measure} alike, so a track in no playlist's first 5 is found (decision 0459); tracks matching a filter read
 * every bucket holding one of them, each track once (decision 0460, docs/counting-rules.md "Instances held in several
 * documents").
 */
class CopiesReadByIdTest {
    @TempDir
    Path dir;

    @Test
    void aTrackInNoPlaylistsFirstFiveIsFoundByItsIdByEstimateTemplatesAndMeasure() throws Exception {
        try (SampledDesign sampled = new SampledDesign("playlists-shared-tracks", "first-5-and-buckets", dir)) {
            CollectionShape buckets = sampled.projection.bucketCollection("playlist-tracks").orElseThrow();
            Occurrence subset = sampled.projection.occurrencesOf("track").stream().filter(o -> o.kind() == Occurrence.Kind.SUBSET)
                    .findFirst().orElseThrow();
            Locator locator = sampled.locator;

            // the estimate and the templates: one findOne on the buckets, by the id of a bucket's item
            PatternEstimate track = sampled.estimate.pattern("track-playlist-count").orElseThrow();
            assertEquals(buckets.name(), track.requests().get(0).collection(), "the estimate reads a track in the buckets");
            Operation first = sampled.template("track-playlist-count").operations().get(0);
            assertEquals(Command.FIND_ONE, first.command());
            assertEquals(buckets.name(), first.collection(), "the templates read a track in the buckets");
            String idPath = locator.idPath(locator.home("track")).path().replace("[]", "");
            assertTrue(first.filter().fields().containsKey(idPath), "the template finds a track by " + idPath + ": " + first.filter());

            // measure: every track of the sample is found, those beyond every playlist's first 5 too
            int beyondFirstFive = 0;
            for (long i = 0; i < sampled.sample.instances("track"); i++) {
                String id = SampleGenerator.idOf("track", i).hex();
                boolean inSubset = sampled.store().read(s -> !s.byKey(subset.collection(), locator.idPath(subset), List.of(id)).isEmpty());
                if (!inSubset) beyondFirstFive++;
                Tally tally = sampled.run("track-playlist-count", i);
                assertEquals(1, tally.docsRead, "track " + i + (inSubset ? "" : ", in no playlist's first 5,") + " found in one document");
            }
            assertTrue(beyondFirstFive > 0, "the sample holds a track in no playlist's first 5");
        }
    }

    @Test
    void tracksMatchingAFilterReadEveryDocumentHoldingOneAsEstimated() throws Exception {
        Project project = WorkloadReads.load("playlists-shared-tracks");
        // round trips, documents and bytes agree on every design, both profiles (AgreementRuns asserts them)
        AgreementRuns.Runs runs = AgreementRuns.everyProfile(project, dir, (design, measured) -> { });
        for (Profile profile : new Profile[] {Profile.mongodb(), Profile.cosmos()}) {
            for (String design : List.of("first-5-and-buckets", "buckets")) {
                PatternMeasure matching = runs.of(profile).get(design).get("tracks-matching");
                // 10 tracks, each in the buckets of about 6 playlists: more buckets than tracks, fewer than their 60 copies
                assertTrue(matching.docsRead() > 15 && matching.docsRead() < 60, "every bucket holding a match read: " + design + ", " + matching);
                assertTrue(AgreementRuns.within(matching.docsRead(), matching.estDocsRead()), design + ": " + matching);
            }
            // tracks with their own documents: one each
            PatternMeasure own = runs.of(profile).get("first-5-and-referenced").get("tracks-matching");
            assertEquals(10, own.docsRead(), 0.001, "one document a track: " + own);
        }
    }
}
