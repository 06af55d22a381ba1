package dev.docshape.storage.sample;

import dev.docshape.model.DataModel;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Shared children (tracks in playlists, many-to-many) are linked to their parents as independent draws, as the estimate
 * counts them (docs/counting-rules.md "Parents of children spread over the data", docs/sample-data.md "Links", decision
 * 0491): the tracks of one album, consecutive in the sample, reach as many distinct playlists as tracks drawn apart
 * from the album would; so do the tracks of one playlist. A linear map of slots to tracks crowded an album's tracks into
 * about 60 % of those playlists.
 */
class SharedLinksSpreadTest {
    private static DataModel playlists() throws Exception {
        return ProjectFiles.load(Path.of(SharedLinksSpreadTest.class.getResource("/workloads/playlists-albums.docshape").toURI())).model();
    }

    @Test
    void anAlbumsTracksAndAPlaylistsTracksReachTheirPlaylistsAsIndependentDraws() throws Exception {
        DataModel model = playlists();
        for (double scale : new double[] {0.001, 0.01}) {
            for (long seed = 1; seed <= 3; seed++) {
                Population population = Population.of(model, SampleOptions.of(seed, scale));
                Links shared = population.links("playlist-tracks");
                Links albums = population.links("album-tracks");
                String where = "scale " + scale + ", seed " + seed;
                assertSpread(shared, albums, where + ", an album's tracks");
                assertSpread(shared, shared, where + ", a playlist's tracks");
            }
        }
    }

    @Test
    void everyLinkIsFoundFromBothSidesAndNoParentHoldsAChildTwice() throws Exception {
        Links links = Population.of(playlists(), SampleOptions.of(1, 0.01)).links("playlist-tracks");
        long fromParents = 0;
        for (long playlist = 0; playlist < links.parents(); playlist++) {
            long[] tracks = links.childrenOf(playlist);
            assertEquals(tracks.length, Arrays.stream(tracks).distinct().count(), "playlist " + playlist + " lists a track twice");
            for (long track : tracks) assertTrue(Arrays.binarySearch(links.parentsOf(track), playlist) >= 0, "track " + track + " finds playlist " + playlist);
            fromParents += tracks.length;
        }
        long fromChildren = 0;
        for (long track = 0; track < links.childCount(); track++) {
            long[] parents = links.parentsOf(track);
            assertEquals(parents.length, Arrays.stream(parents).distinct().count(), "track " + track + " names a playlist twice");
            assertTrue(parents.length <= 6, "at most sharedBy 6 playlists: " + parents.length);
            fromChildren += parents.length;
        }
        assertEquals(links.slots(), fromParents);
        assertEquals(fromParents, fromChildren, "each link found from both sides");
    }

    @Test
    void theSameSeedLinksTheSameAndAnotherSeedOtherwise() throws Exception {
        DataModel model = playlists();
        Links one = Population.of(model, SampleOptions.of(4, 0.001)).links("playlist-tracks");
        Links again = Population.of(model, SampleOptions.of(4, 0.001)).links("playlist-tracks");
        Links other = Population.of(model, SampleOptions.of(5, 0.001)).links("playlist-tracks");
        boolean differs = false;
        for (long track = 0; track < one.childCount(); track++) {
            assertArrayEquals(one.parentsOf(track), again.parentsOf(track), "track " + track);
            differs |= !Arrays.equals(one.parentsOf(track), other.parentsOf(track));
        }
        assertTrue(differs, "another seed draws other links");
    }

    /**
     * The mean over {@code groups}' parents of the distinct parents their children reach, within 5 % of what independent
     * draws give: of the S links, h are the group's children's; a parent holding k links, drawn apart from the group, holds
     * none of them with probability prod_{i < k} (1 - h / (S - i)). When the groups are the shared parents themselves, each
     * child holds its group's parent besides, and the draws are of the other links.
     */
    private static void assertSpread(Links shared, Links groups, String what) {
        boolean own = groups == shared;
        double reached = 0;
        double expected = 0;
        for (long g = 0; g < groups.parents(); g++) {
            long[] children = groups.childrenOf(g);
            Set<Long> parents = new HashSet<>();
            double links = own ? shared.slots() - children.length : shared.slots();
            double ofGroup = 0;
            for (long child : children) {
                long[] held = shared.parentsOf(child);
                for (long p : held) parents.add(p);
                ofGroup += own ? held.length - 1 : held.length;
            }
            reached += parents.size();
            for (long q = 0; q < shared.parents(); q++) {
                if (own && q == g) {
                    expected += children.length > 0 ? 1 : 0;
                    continue;
                }
                double none = 1;
                for (int i = 0; i < shared.countOf(q) && none > 0; i++) none *= Math.max(0, 1 - ofGroup / (links - i));
                expected += 1 - none;
            }
        }
        reached /= groups.parents();
        expected /= groups.parents();
        assertEquals(expected, reached, 0.05 * expected, what + ": distinct playlists reached on average, independent draws give " + expected);
    }
}
