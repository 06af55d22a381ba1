package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Command;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import dev.docshape.storage.store.SampleStore;
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
        Project project = WorkloadReads.load("playlists-shared-tracks");
        Design design = project.design("first-5-and-buckets").orElseThrow();
        Projection projection = Projector.project(project.model(), design);
        CollectionShape buckets = projection.bucketCollection("playlist-tracks").orElseThrow();
        Occurrence subset = projection.occurrencesOf("track").stream().filter(o -> o.kind() == Occurrence.Kind.SUBSET)
                .findFirst().orElseThrow();
        Locator locator = new Locator(projection);

        // the estimate and the templates: one findOne on the buckets, by the id of a bucket's item
        Estimate estimate = Estimator.estimate(project.model(), design, Profile.mongodb());
        PatternEstimate track = estimate.pattern("track-playlist-count").orElseThrow();
        assertEquals(buckets.name(), track.requests().get(0).collection(), "the estimate reads a track in the buckets");
        QueryTemplate template = QueryTemplates.of(project.model(), design, projection, estimate).stream()
                .filter(t -> t.patternId().equals("track-playlist-count")).findFirst().orElseThrow();
        Operation first = template.operations().get(0);
        assertEquals(Command.FIND_ONE, first.command());
        assertEquals(buckets.name(), first.collection(), "the templates read a track in the buckets");
        String idPath = locator.idPath(locator.holdingEvery("track")).path().replace("[]", "");
        assertTrue(first.filter().fields().containsKey(idPath), "the template finds a track by " + idPath + ": " + first.filter());

        // measure: every track of the sample is found, those beyond every playlist's first 5 too
        SampleOptions options = SampleOptions.of(1, AgreementRuns.DEFAULT_SCALE);
        Path file = dir.resolve("first-5-and-buckets.db");
        SampleData.materialize(project, design.name(), file, options, Progress.NONE);
        SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, options);
        EncodedSize sizes = new EncodedSize(projection, Profile.mongodb(), CoLocations.of(project.model(), design, projection));
        ReadPattern read = (ReadPattern) project.model().pattern("track-playlist-count").orElseThrow();
        int beyondFirstFive = 0;
        try (SampleStore store = SampleData.openStore(file, project)) {
            for (long i = 0; i < sample.instances("track"); i++) {
                String id = SampleGenerator.idOf("track", i).hex();
                long index = i;
                boolean inSubset = store.read(s -> !s.byKey(subset.collection(), locator.idPath(subset), List.of(id)).isEmpty());
                if (!inSubset) beyondFirstFive++;
                Tally tally = store.read(s -> new ReadRunner(project.model(), design, new StoreReads(s, locator, sizes)).run(read, index, sample));
                assertEquals(1, tally.docsRead, "track " + i + (inSubset ? "" : ", in no playlist's first 5,") + " found in one document");
            }
        }
        assertTrue(beyondFirstFive > 0, "the sample holds a track in no playlist's first 5");
    }

    @Test
    void tracksMatchingAFilterReadEveryDocumentHoldingOneAsEstimated() throws Exception {
        Project project = WorkloadReads.load("playlists-shared-tracks");
        // documents read and round trips agree on every design, both profiles (AgreementRuns asserts them)
        AgreementRuns.Runs runs = AgreementRuns.everyProfile(project, dir, (design, measured) ->
                ExamplesAgreeTest.assertBytesAgreeOrExplained(measured.getKey(), measured.getValue()));
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
