package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.storage.sample.SampleLinks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Playlists keeping their first 5 tracks, a track in about 6 playlists (docs/counting-rules.md "Batched", decision
 * 0423): "a playlist's first 5 tracks, each with how many playlists hold it" counts each track's links in the track's
 * own document, one request after the playlist's, and returns what the sample holds.
 */
class SharedTracksCountTest {
    private static final String READ = "first-tracks-playlist-counts";

    @TempDir
    Path dir;

    @Test
    void eachTrackCountsEveryPlaylistHoldingIt() throws Exception {
        Project project = WorkloadReads.load("playlists-shared-tracks");
        List<String> wrong = new ArrayList<>();
        List<Long> values = new ArrayList<>();
        for (String name : List.of("first-5-and-referenced", "ids-on-both-sides")) {
            Design design = project.designs().stream().filter(d -> d.name().equals(name)).findFirst().orElseThrow();
            WorkloadReads.run(project, design, dir.resolve(name + ".db"), (d, read, sample, tally, sent) -> {
                SampleLinks links = SampleLinks.of(project.model(), sample.options());
                for (CountAnswer a : tally.counts) {
                    long truth = CountValuesTest.truth(project, links, a, CountValuesTest.indexOf(sample, a.entity()));
                    if (a.value() != truth) wrong.add(name + " / " + read.id() + ": " + a.value() + " returned, " + truth + " in the sample");
                    if (read.id().equals(READ) && name.startsWith("first-5")) values.add(a.value());
                }
                // the playlist, then the tracks' links counted (a subset) or the tracks by the ids it holds (ids on both sides)
                if (read.id().equals(READ) && tally.roundTrips != 2) wrong.add(name + ": " + tally.roundTrips + " round trips");
            });
        }
        assertTrue(wrong.isEmpty(), String.join("\n", wrong));
        assertTrue(!values.isEmpty() && values.stream().allMatch(v -> v >= 20), "5 tracks in about 6 playlists each: " + values);
    }
}
