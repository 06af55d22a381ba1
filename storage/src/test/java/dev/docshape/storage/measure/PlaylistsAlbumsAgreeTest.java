package dev.docshape.storage.measure;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Tracks on an album and in about 6 playlists each ({@code workloads/playlists-albums.docshape}), every design under both
 * profiles: {@code measure} agrees with the estimate on round trips, documents read and written, and bytes or says why
 * (docs/counting-rules.md "Instances held in several documents"). Where tracks are kept only in the playlists' subsets and
 * buckets, or only in buckets, an album's tracks are read in every bucket holding one, as many as the estimate counts for
 * tracks whose playlists are independent draws: the sample links them so (decision 0491), where a linear map of playlist
 * slots to tracks crowded an album's tracks into 21.6 buckets against 34.7 estimated.
 */
class PlaylistsAlbumsAgreeTest {
    @TempDir
    Path dir;

    @Test
    void everyDesignAgreesUnderBothProfiles() throws Exception {
        Project project = WorkloadReads.load("playlists-albums");
        AgreementRuns.Runs runs = AgreementRuns.everyProfile(project, dir, (design, measured) -> { });
        for (Profile profile : new Profile[] {Profile.mongodb(), Profile.cosmos()}) {
            for (String design : List.of("first-5-and-buckets", "buckets")) {
                Map<String, PatternMeasure> patterns = runs.of(profile).get(design);
                for (String pattern : List.of("album-tracks", "album-tracks-playlist-counts")) {
                    PatternMeasure read = patterns.get(pattern);
                    // the album, then the buckets holding its about 10 tracks' 60 copies: many more than 10, fewer than 60
                    assertTrue(read.docsRead() > 20 && read.docsRead() < 60, profile.name() + " / " + design + " / " + read);
                    assertTrue(AgreementRuns.within(read.docsRead(), read.estDocsRead()), profile.name() + " / " + design + " / " + read);
                }
            }
        }
    }
}
