package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A blog read newest and oldest first across all posts (docs/counting-rules.md "The first N by a date across parents",
 * decisions 0449, 0465, 0466): comments embedded in their post, in buckets of 5 per post or in a collection of their
 * own, or posts embedded in their user with their comments embedded in them (two levels down) or in buckets of their
 * own; posts created by users and dated after them, comments dated after their post. The newest comments sit in the
 * last containers of few, recent posts, the oldest in the first ones of the oldest. Round trips agree exactly on every
 * sample; documents and bytes within the tolerance on the mean of {@link #SAMPLES} samples, not on each: which users
 * were created last is one draw of the sample, and the newest comments crowd into their posts, so one sample's newest
 * stray from their mean by 15 to 20 % (one standard deviation) at any scale (the spread comes from the few latest
 * users, not from how many there are); over 16 samples the mean strays by about 4 %. An include up to a post embedded
 * in its user reads each user once, however many of its posts the comments fall in (decision 0477).
 */
class DatedAgreeTest {
    private static final List<String> DATED = List.of("newest-comments", "newest-comments-alone", "oldest-comments", "newest-posts");
    private static final int SAMPLES = 16;
    @TempDir
    Path dir;

    @Test
    void theFirstByADateComeFromTheContainersTheStoreReturnsThemFrom() throws Exception {
        Project project = WorkloadReads.load("blog-dated");
        for (Design design : project.designs()) {
            for (Profile profile : List.of(Profile.mongodb(), Profile.cosmos())) {
                double[][] sums = new double[DATED.size()][4];
                for (long seed = 1; seed <= SAMPLES; seed++) {
                    Path store = Files.createDirectories(dir.resolve("seed " + seed)).resolve(design.name() + ".db");
                    if (!Files.exists(store)) {
                        SampleData.materialize(project, design.name(), store, AgreementRuns.commandScale(project, seed), Progress.NONE);
                    }
                    MeasureReport report = Measurer.measure(project, store, profile, 20, Progress.NONE);
                    for (PatternMeasure p : report.patterns()) {
                        assertEquals(p.estRoundTrips(), p.roundTrips(), "round trips: " + design.name() + " / " + profile.name() + ": " + p);
                        int at = DATED.indexOf(p.patternId());
                        if (at < 0) continue;
                        sums[at][0] += p.docsRead() / SAMPLES;
                        sums[at][1] += p.estDocsRead() / SAMPLES;
                        sums[at][2] += p.bytesRead() / SAMPLES;
                        sums[at][3] += p.estBytesRead() / SAMPLES;
                    }
                }
                for (int i = 0; i < DATED.size(); i++) {
                    String context = design.name() + " / " + profile.name() + " / " + DATED.get(i) + ": measured " + sums[i][0]
                            + " documents, " + sums[i][2] + " bytes on average; estimated " + sums[i][1] + ", " + sums[i][3];
                    double tolerance = MeasureReport.TOLERANCE;
                    assertTrue(Math.abs(sums[i][0] - sums[i][1]) <= tolerance * sums[i][1], "documents read: " + context);
                    assertTrue(Math.abs(sums[i][2] - sums[i][3]) <= tolerance * sums[i][3], "bytes read: " + context);
                }
            }
        }
    }

    @Test
    void atTheModelsCountsTheNewestCommentsComeFromFewRecentPosts() throws Exception {
        Project project = WorkloadReads.load("blog-dated");
        for (String name : List.of("comments-embedded", "comments-bucketed")) {
            Design design = project.design(name).orElseThrow();
            PatternEstimate newest = Estimator.estimate(project.model(), design, Profile.mongodb()).pattern("newest-comments").orElseThrow();
            // 100 of 9,600,000 comments: posts are published late in their author's time and get comments after that, so
            // the newest crowd into the posts that still get comments at the end, where 100 drawn at random hit 100 posts
            double posts = newest.requests().get(0).docs();
            assertTrue(posts > 50 && posts < 90, name + ": " + newest.requests().get(0));
        }
        // two levels down, in the users' documents: 100 drawn at random hit 100 of the 40,000 users; the newest crowd into
        // the users whose posts still get comments at the end (decision 0466)
        Design twoDown = project.design("posts-and-comments-embedded").orElseThrow();
        PatternEstimate newest = Estimator.estimate(project.model(), twoDown, Profile.mongodb()).pattern("newest-comments").orElseThrow();
        double users = newest.requests().get(0).docs();
        assertTrue(users > 20 && users < 90, "two levels down: " + newest.requests().get(0));
    }
}
