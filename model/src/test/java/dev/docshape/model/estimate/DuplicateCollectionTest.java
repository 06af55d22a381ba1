package dev.docshape.model.estimate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.CopyEdits;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ExampleDocument;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.testing.Blog;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.model.validate.Problem;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Microsoft's blogging example keeps a second copy of every post in a container partitioned by the
 * post's author, so that "a user's posts" is a single-partition query (docs/counting-rules.md
 * "Duplicate collections").
 */
class DuplicateCollectionTest {
    private static final int PARTITIONS = 8;
    private final Project blog = Blog.project();

    private Design withCopy(String design) {
        Partitioning keys = new Partitioning(Map.of("user", "id", "post", "id"), PARTITIONS);
        return blog.design(design).orElseThrow().withPartitioning(keys)
                .withDuplicates(Duplicates.of(List.of(new Duplicates.Duplicate("post", "userId"))));
    }

    private Estimate estimate(Design design) {
        return Estimator.estimate(blog.model(), design, Profile.cosmos());
    }

    @Test
    void theDuplicateCollectionHoldsTheSameDocumentsAsTheEntitysOwn() {
        Projection p = Projector.project(blog.model(), withCopy("referenced"));
        CollectionShape own = p.entityCollection("post").orElseThrow();
        CollectionShape copy = p.duplicateCollection("post").orElseThrow();
        assertEquals("PostByUserId", copy.name());
        assertEquals(CollectionKind.DUPLICATE, copy.kind());
        assertEquals(own.document(), copy.document());
        assertEquals(List.of(Occurrence.Kind.DOCUMENT, Occurrence.Kind.DUPLICATE),
                p.occurrencesOf("post").stream().map(Occurrence::kind).toList());
        assertTrue(p.problems().isEmpty(), p.problems().toString());
        // the preview shows the copy with the same example document as the original
        assertEquals(ExampleDocument.render(own), ExampleDocument.render(copy));
        assertTrue(ExampleDocument.renderAll(p, Profile.cosmos()).containsKey("PostByUserId"));
        assertEquals("PostCopy", Projector.project(blog.model(), blog.design("referenced").orElseThrow()
                .withDuplicates(Duplicates.of(List.of(new Duplicates.Duplicate("post", null))))).duplicateCollection("post")
                .orElseThrow().name());
    }

    @Test
    void everyWriteOfAPostWritesBothCollectionsAndTheCopyCountsInWriteAmplification() {
        Estimate before = estimate(blog.design("denormalized").orElseThrow()
                .withPartitioning(new Partitioning(Map.of("user", "id", "post", "id"), PARTITIONS)));
        Estimate after = estimate(withCopy("denormalized"));
        PatternEstimate insert = after.pattern("create-post").orElseThrow();
        assertEquals(List.of("Post", "PostByUserId"), insert.requests().stream()
                .filter(r -> r.operation() == Request.Operation.INSERT).map(Request::collection).toList());
        assertEquals(before.pattern("create-post").orElseThrow().docsWritten() + 1, insert.docsWritten(), 1e-9);
        // the username is copied into each post, so into each post's duplicate too: 27.5 more documents
        double renameBefore = before.pattern("rename-user").orElseThrow().docsWritten();
        double renameAfter = after.pattern("rename-user").orElseThrow().docsWritten();
        assertEquals(renameBefore + Blog.POSTS_PER_USER, renameAfter, 1e-9);
        assertTrue(after.pattern("rename-user").orElseThrow().requests().stream()
                .anyMatch(r -> r.collection().equals("PostByUserId")));
    }

    @Test
    void aReadIsRoutedToTheCopyThatServesItInOnePartitionAndCostsLess() {
        Design keyed = blog.design("referenced").orElseThrow()
                .withPartitioning(new Partitioning(Map.of("user", "id", "post", "id"), PARTITIONS));
        Request own = estimate(keyed).pattern("list-user-posts").orElseThrow().requests().get(0);
        Request copy = estimate(withCopy("referenced")).pattern("list-user-posts").orElseThrow().requests().get(0);
        assertEquals("Post", own.collection());
        assertEquals(PARTITIONS, own.partitions());
        assertEquals("PostByUserId", copy.collection());
        assertEquals(1, copy.partitions());
        assertEquals(own.docs(), copy.docs(), 1e-9);
        assertTrue(copy.ru() < own.ru(), copy.ru() + " < " + own.ru());
        // a post read by its id stays on the collection partitioned by the id
        assertEquals("Post", estimate(withCopy("referenced")).pattern("read-post").orElseThrow().requests().get(0).collection());
    }

    @Test
    void theSessionReplansWhenADuplicateIsDeclaredOrRemoved() {
        EstimateSession session = new EstimateSession(Profile.cosmos());
        Design plain = blog.design("referenced").orElseThrow()
                .withPartitioning(new Partitioning(Map.of("user", "id", "post", "id"), PARTITIONS));
        session.estimate(blog.model(), plain);
        Design copy = withCopy("referenced");
        assertEquals(estimate(copy).patterns(), session.estimate(blog.model(), copy).patterns());
        assertEquals(estimate(copy).collections(), session.estimate(blog.model(), copy).collections());
        assertEquals(estimate(plain).patterns(), session.estimate(blog.model(), plain).patterns());
    }

    @Test
    void aDuplicateNeverTakesTheNameOfAnEntityCollectionAlsoInASession() {
        List<Entity> entities = new ArrayList<>(blog.model().entities());
        entities.add(Entity.of("post-copy", "PostCopy", List.of(), 10));
        DataModel model = new DataModel(entities, blog.model().relationships(), blog.model().patterns());
        Design plain = blog.design("referenced").orElseThrow();
        Design copied = plain.withDuplicates(Duplicates.of(List.of(new Duplicates.Duplicate("post", null))));
        Projection fromScratch = Projector.project(model, copied);
        assertEquals("PostCopy", fromScratch.entityCollection("post-copy").orElseThrow().name());
        assertEquals("PostCopy2", fromScratch.duplicateCollection("post").orElseThrow().name());
        EstimateSession session = new EstimateSession(Profile.cosmos());
        session.estimate(model, plain);
        assertEquals(fromScratch, session.estimate(model, copied).projection());
        assertEquals(Projector.project(model, plain), session.estimate(model, plain).projection());
    }

    @Test
    void declaringChangingAndRemovingADuplicateAreUndoableEdits() {
        Edit add = CopyEdits.setDuplicate(blog, "referenced", "post", "userId");
        Project added = add.apply(blog);
        assertEquals("userId", added.design("referenced").orElseThrow().duplicates().duplicateOf("post").partitionKey());
        assertEquals(blog, add.invert().apply(added));
        Edit unkeyed = CopyEdits.setDuplicate(added, "referenced", "post", "");
        assertNull(unkeyed.apply(added).design("referenced").orElseThrow().duplicates().duplicateOf("post").partitionKey());
        Edit remove = CopyEdits.removeDuplicate(added, "referenced", "post");
        assertTrue(remove.apply(added).design("referenced").orElseThrow().duplicates().isEmpty());
        Project gone = Edits.removeEntity(added, "post").apply(added);
        assertTrue(gone.design("referenced").orElseThrow().duplicates().isEmpty(), "removing the entity removes its duplicate");
    }

    @Test
    void theValidatorNamesADuplicateOfNothingAndAKeyTheDocumentsDoNotHave() {
        Design bad = blog.design("referenced").orElseThrow().withDuplicates(Duplicates.of(List.of(
                new Duplicates.Duplicate("ghost", null), new Duplicates.Duplicate("post", "tags"))));
        Project project = blog.updateDesign("referenced", d -> bad);
        List<Problem> problems = ModelValidator.validate(project);
        assertTrue(problems.stream().anyMatch(p -> p.isError() && p.message().contains("'ghost'")), problems.toString());
        assertTrue(problems.stream().anyMatch(p -> !p.isError() && p.message().contains("'tags'")
                && p.message().contains("userId")), problems.toString());
    }
}
