package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The note that the first items of all come from a few parents (decision 0464) is given only where that draw of parents
 * explains the bytes: beyond the tolerance, and within three standard errors of the parents' spread.
 */
class SampledParentsTest {
    private static final Project PROJECT = blog();

    private static Project blog() {
        try {
            return ProjectFiles.load(Path.of(SampledParentsTest.class.getResource("/workloads/blog-bucket-counts.docshape").toURI()));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Twenty parents whose first document holds 2,000 to 10,000 bytes (standard deviation about 2,400); five of them read. */
    private static SampledParents fiveOfTwenty(double readSize) {
        List<ObjectNode> parents = new ArrayList<>();
        for (int i = 0; i < 20; i++) parents.add(doc(i % 2 == 0 ? 2_000 + 400 * i : 10_000 - 400 * i));
        List<ObjectNode> read = new ArrayList<>();
        for (int i = 0; i < 5; i++) read.add(doc(readSize));
        return new SampledParents("postCommentBuckets", "post", read, 5, parents);
    }

    private static ObjectNode doc(double size) {
        return JsonNodeFactory.instance.objectNode().put("size", size);
    }

    private static String note(SampledParents sampled, double measured, double estimated) {
        return sampled.note(PROJECT, d -> d.path("size").asDouble(), measured, estimated, MeasureReport.TOLERANCE);
    }

    @Test
    void aFewParentsStrayingWithinTheirSpreadAreNamedWithHowManyWereSampled() {
        // 20 % below the estimate; one standard error of five parents is about 1,070 bytes, so 1,200 is about 1.1 of them
        String note = note(fiveOfTwenty(4_800), 4_800, 6_000);
        assertNotNull(note);
        assertTrue(note.startsWith(SampledParents.NOTE) && note.contains("belonging to 5 Post (sampled 5 parents, of the sample's 20"), note);
        assertTrue(note.contains("4800 bytes on average against the estimate's 6000 (-20 %)"), note);
    }

    @Test
    void noSkewIsClaimedWhereTheDrawOfParentsCannotReachTheDifference() {
        // 3,600 bytes below the estimate is more than three standard errors of five parents
        assertNull(note(fiveOfTwenty(2_400), 2_400, 6_000));
    }

    @Test
    void noSkewIsClaimedWhereBytesAgree() {
        assertNull(note(fiveOfTwenty(5_600), 5_600, 6_000));
    }
}
