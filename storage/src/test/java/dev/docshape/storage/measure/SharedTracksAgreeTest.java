package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Playlists sharing tracks, a track in about 6 playlists, every design under both profiles: {@code measure} agrees with
 * the estimate on round trips and documents read and written, and on bytes read or says why (docs/counting-rules.md
 * "Batched", "Writes and write amplification"). A track kept only in its playlists' subsets and buckets, or only in
 * buckets, is read by its id from one document holding it, not from every one; retitling a track touches every
 * playlist holding it, the ones holding it in their buckets or beyond their first 5 too (decision 0447).
 */
class SharedTracksAgreeTest {
    @TempDir
    Path dir;

    @Test
    void everyDesignAgreesUnderBothProfiles() throws Exception {
        Project project = WorkloadReads.load("playlists-shared-tracks");
        // everyProfile holds bytes to agreeing or to the report naming the cause (a parent's newest bucket still filling,
        // buckets reached by their links)
        AgreementRuns.Runs runs = AgreementRuns.everyProfile(project, dir, (design, measured) -> { });
        for (Profile profile : new Profile[] {Profile.mongodb(), Profile.cosmos()}) {
            for (Map.Entry<String, Map<String, PatternMeasure>> design : runs.of(profile).entrySet()) {
                PatternMeasure track = design.getValue().get("track-playlist-count");
                // a findOne: at most one document, 2.4 when every playlist whose first 5 hold the track was read
                assertTrue(track.docsRead() <= 1.0, "one document read for one track: " + design.getKey() + ", " + track);
                // the track's own document or copies, then its about 6 playlists: 5.8 when only the playlists whose first 5
                // hold the track were found
                PatternMeasure retitle = design.getValue().get("retitle-track-with-playlists");
                assertTrue(retitle.docsWritten() > 6.5, "every playlist holding the track written: " + design.getKey() + ", " + retitle);
            }
        }
    }
}
