package dev.docshape.storage.mongodb;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.measure.CountAnswer;
import dev.docshape.storage.measure.CountValuesTest;
import dev.docshape.storage.measure.IncludedFirst;
import dev.docshape.storage.measure.PatternRuns;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleLinks;
import dev.docshape.storage.testing.WireServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On a MongoDB server, the value each count query of a read returns is the true number of instances the sample links
 * to the ones in hand (decision 0397): children in buckets counted from the child's side, and comments embedded in
 * their issues counted from their author, by an aggregate that unwinds the arrays; a track copied into several
 * playlists' subsets and buckets counted once per playlist; the counts of an include's first N (a playlist's first 5
 * tracks, each with how many playlists hold it) for no more than those N, each a child of the root in the sample.
 */
class MongoCountValuesTest {
    @RegisterExtension
    static final WireServer server = new WireServer();

    private static final int ROOTS = 20;

    @TempDir
    Path dir;

    @Test
    void bucketedCommentsCountTheirPosts() throws Exception {
        assertCountsTrue("blog-bucket-counts", null, 0.01);
    }

    @Test
    void aMembersCommentsEmbeddedInIssuesAreCountedOneByOne() throws Exception {
        assertCountsTrue("unseen/issue-tracker", "tenant-partitioned", 0.001);
    }

    /**
     * A track held in several playlists (the first 5 of each, the rest referenced or in buckets, or buckets only) is
     * counted once for each playlist linking it, from the copy of it the read found (decisions 0447, 0461).
     */
    @Test
    void aTrackCopiedIntoSeveralPlaylistsCountsEachPlaylistOnce() throws Exception {
        assertCountsTrue("playlists-shared-tracks", null, 0.001);
    }

    /** True when a read counts something for its roots or for what one of its includes reaches. */
    private static boolean counts(List<String> counted, List<Include> includes) {
        if (!counted.isEmpty()) return true;
        for (Include i : includes) if (counts(i.counts(), i.includes())) return true;
        return false;
    }

    /** Every count of the workload's reads (on one design, or all when null), from 20 roots spread over the data. */
    private void assertCountsTrue(String name, String only, double scale) throws Exception {
        Project project = ProjectFiles.load(Path.of(getClass().getResource("/workloads/" + name + ".docshape").toURI()));
        List<String> wrong = new ArrayList<>();
        int counted = 0;
        for (Design design : project.designs()) {
            if (only != null && !design.name().equals(only)) continue;
            String prefix = "count_values_" + name.replace('/', '_').replace('-', '_') + "_";
            try (PushedSample pushed = new PushedSample(server, dir, project, design, prefix, scale)) {
                Projection projection = Projector.project(project.model(), design);
                SampleGenerator sample = SampleGenerator.of(project.model(), design, projection, pushed.source.options());
                PatternRuns runs = new PatternRuns(project, design, projection, Profile.mongodb());
                MongoDocuments target = new MongoDocuments(pushed.mongo, true, CoLocatedCollections.of(sample.layout()));
                Map<String, Map<String, Long>> indexes = new HashMap<>();
                SampleLinks links = SampleLinks.of(project.model(), pushed.source.options());
                for (AccessPattern p : project.model().patterns()) {
                    if (!(p instanceof ReadPattern read) || !counts(read.counts(), read.includes())) continue;
                    long[] roots = runs.rootIndexes(p, sample, ROOTS);
                    for (int i = 0; i < roots.length; i += Math.max(1, roots.length / ROOTS)) {
                        runs.run(p, roots[i], sample, target);
                        for (CountAnswer a : runs.counts()) {
                            counted++;
                            Map<String, Long> index = indexes.computeIfAbsent(a.entity(), e -> CountValuesTest.indexOf(sample, e));
                            long truth = CountValuesTest.truth(project, links, a, index);
                            if (a.value() != truth) wrong.add(design.name() + " / " + p.id() + " counting " + a.relationship() + ": "
                                    + a.value() + " returned, " + truth + " in the sample");
                            // an include's first N of the root's children: no more counted, each a child of the root (decision 0478)
                            Include first = IncludedFirst.of(project.model(), read, a.entity(), a.relationship());
                            if (first == null) continue;
                            for (String w : IncludedFirst.wrong(project.model(), first, roots[i], a.ids(), index, links)) {
                                wrong.add(design.name() + " / " + p.id() + ": " + w);
                            }
                        }
                    }
                }
            }
        }
        assertFalse(counted == 0, "no count was sent");
        assertTrue(wrong.isEmpty(), "counts that return another value than the sample holds:\n" + String.join("\n", wrong));
    }
}
