package dev.docshape.storage.measure;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.sample.SampleScale;
import dev.docshape.storage.store.Progress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The weak-link check looks a reference up where every instance of its target is kept (decision 0496): a like's comment
 * whose post keeps its 3 latest comments and the rest in buckets is in the buckets, which hold every comment, not in the
 * post's subset of the latest few, and a missing one is reported there, counted as the store holds it.
 */
class WeakLinkTargetsTest {
    @TempDir
    Path dir;

    @Test
    void anIntactSampleHasNoWeakLinksInAnyDesign() throws Exception {
        Project project = WorkloadReads.load("blog-subset-reads");
        for (Design design : project.designs()) {
            Path store = dir.resolve(design.name() + ".db");
            SampleData.materialize(project, design.name(), store, SampleOptions.of(1, SampleScale.MIN), Progress.NONE);
            MeasureReport report = Measurer.measure(project, store, Profile.mongodb(), 3, Progress.NONE);
            assertEquals(List.of(), report.weakLinks(), design.name() + ": " + report.text());
        }
    }

    @Test
    void likesOfCommentsWhoseBucketsAreGoneAreReportedAgainstTheBuckets() throws Exception {
        Project project = WorkloadReads.load("blog-subset-reads");
        Design design = project.design("latest-and-buckets").orElseThrow();
        Path store = dir.resolve("buckets.db");
        SampleData.materialize(project, design.name(), store, SampleOptions.of(1, SampleScale.MIN), Progress.NONE);
        CollectionShape buckets = Projector.project(project.model(), design).bucketCollection("post-comments").orElseThrow();
        String items = Locator.fieldOf(buckets, ShapeField.Role.EMBEDDED).name();
        long missing;
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + store); Statement st = c.createStatement()) {
            String bucketTable = table(st, buckets.name());
            String likeTable = table(st, "Like");
            // delete three buckets behind DocShape's back, then count the likes whose comment no bucket holds any more
            st.execute("DELETE FROM \"" + bucketTable + "\" WHERE id IN (SELECT id FROM \"" + bucketTable + "\" ORDER BY rowid LIMIT 3)");
            try (ResultSet rs = st.executeQuery("SELECT count(*) FROM \"" + likeTable + "\" l WHERE json_extract(l.doc, '$.commentId')"
                    + " NOT IN (SELECT json_extract(i.value, '$.id') FROM \"" + bucketTable + "\" b, json_each(b.doc, '$." + items + "') i)")) {
                rs.next();
                missing = rs.getLong(1);
            }
        }
        assertTrue(missing > 0, "the deleted buckets held liked comments");
        MeasureReport report = Measurer.measure(project, store, Profile.mongodb(), 3, Progress.NONE);
        assertEquals(List.of(new WeakLink("Like", "commentId", buckets.name(), missing)), report.weakLinks(), report.text());
        assertTrue(report.text().contains("Like.commentId: " + missing + " references to missing " + buckets.name() + " documents"), report.text());
    }

    private static String table(Statement st, String collection) throws SQLException {
        try (ResultSet rs = st.executeQuery("SELECT table_name FROM docshape_collections WHERE name = '" + collection + "'")) {
            assertTrue(rs.next(), "the store holds collection " + collection);
            return rs.getString(1);
        }
    }
}
