package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Project;
import dev.docshape.storage.file.ProjectFiles;
import dev.docshape.storage.sample.SampleGenerator;
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

    /** Ten parents whose first document holds 3,000 bytes, all read, and {@code further} older documents of 15,000 read past them. */
    private static SampledParents tenFirstsAnd(int further) {
        List<ObjectNode> firsts = new ArrayList<>();
        for (int i = 0; i < 10; i++) firsts.add(doc(3_000).put(SampleGenerator.ID, "first " + i));
        List<ObjectNode> read = new ArrayList<>(firsts);
        for (int i = 0; i < further; i++) read.add(doc(15_000).put(SampleGenerator.ID, "older " + i));
        return new SampledParents("postCommentBuckets", "post", read, 10, firsts);
    }

    private static String furtherNote(SampledParents sampled, double estimatedDocs, double estimatedBytes) {
        double bytes = 0;
        for (ObjectNode d : sampled.read()) bytes += d.path("size").asDouble();
        return sampled.furtherNote(PROJECT, d -> d.path("size").asDouble(), sampled.read().size(), bytes, estimatedDocs, estimatedBytes,
                MeasureReport.TOLERANCE);
    }

    @Test
    void aWholeFurtherDocumentMoreThanExpectedIsNamedWithTheBytesAsExpected() {
        // 6 older documents where the estimate expects 4.7: 120,000 bytes read, 100,500 with 4.7 of them, 101,000 estimated
        String note = String.valueOf(furtherNote(tenFirstsAnd(6), 14.7, 101_000));
        for (String part : List.of(SampledParents.NOTE + ": the items read sit in 10 documents", "(sampled 10 parents, of the sample's 10 holding items)",
                "6 further documents of 15000 bytes on average, where the estimate expects 4.7 further",
                "with the estimate's 4.7 they would be 100500 against the 101000 estimated (-0.5 %)")) {
            assertTrue(note.contains(part), part + " in: " + note);
        }
    }

    @Test
    void noDrawOfFurtherDocumentsIsClaimedWhereTheirNumberOrTheirSizeCannotReachTheDifference() {
        // 6 older documents where the estimate expects 0.5: beyond three times the root of a count's mean
        assertNull(furtherNote(tenFirstsAnd(6), 10.5, 37_500));
        // as many as expected would still read 100,500 bytes against 130,000
        assertNull(furtherNote(tenFirstsAnd(6), 14.7, 130_000));
        // within the tolerance: nothing to explain
        assertNull(furtherNote(tenFirstsAnd(5), 14.7, 101_000));
    }

    @Test
    void noSkewIsClaimedWhereBytesAgree() {
        assertNull(note(fiveOfTwenty(5_600), 5_600, 6_000));
    }
}
