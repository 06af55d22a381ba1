package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Orders name an existing field and ordered reads take at least one root; renames and removals follow into orders. */
class OrderingChecksTest {

    private static Project blog(Ordering readOrder, int limit, Mapping comments) {
        Project p = Blog.project();
        DataModel m = p.model();
        List<AccessPattern> patterns = new ArrayList<>(m.patterns());
        patterns.add(new ReadPattern("newest", "newest comments", 1, "comment", Selection.FILTER, "post-comments", 12, limit,
                List.of(), List.of(), List.of(), readOrder));
        Design d = Design.named("ordered").withMapping("post-comments", comments);
        return new Project(p.name(), "", new DataModel(m.entities(), m.relationships(), patterns), List.of(d), "ordered");
    }

    private static String errors(Project p) {
        return ModelValidator.validate(p).stream().filter(x -> x.severity() == Severity.ERROR).map(Problem::toString).toList().toString();
    }

    @Test
    void anOrderByAMissingFieldOrWithoutALimitIsAnErrorAtItsPlace() {
        Mapping bucket = new Mapping(new Bucket(10, Ordering.descending("score")), false);
        String problems = errors(blog(Ordering.descending("postedAt"), 0, bucket));
        assertTrue(problems.contains("patterns[10].order") && problems.contains("Comment has no field 'postedAt'"), problems);
        assertTrue(problems.contains("patterns[10].limit"), problems);
        assertTrue(problems.contains(".order") && problems.contains("the bucket is ordered by Comment.score"), problems);
        assertEquals("[]", errors(blog(Ordering.descending("creationDate"), 5,
                new Mapping(new Subset(5, Subset.Rest.REFERENCED, 0, Ordering.ascending("creationDate")), false))));
    }

    @Test
    void renamingOrRemovingTheFieldFollowsIntoEveryOrder() {
        Project p = blog(Ordering.descending("creationDate"), 5,
                new Mapping(new Subset(5, Subset.Rest.REFERENCED, 0, Ordering.descending("creationDate")), false));
        Project renamed = Edits.renameField(p, "comment", "creationDate", "createdAt").apply(p);
        assertEquals(Ordering.descending("createdAt"), ((ReadPattern) renamed.model().pattern("newest").orElseThrow()).order());
        Subset subset = (Subset) renamed.active().mappingFor(renamed.model().requireRelationship("post-comments")).strategy();
        assertEquals(Ordering.descending("createdAt"), subset.order());
        assertEquals("[]", errors(renamed));

        Project removed = Edits.removeField(renamed, "comment", "createdAt").apply(renamed);
        assertNull(((ReadPattern) removed.model().pattern("newest").orElseThrow()).order());
        assertNull(((Subset) removed.active().mappingFor(removed.model().requireRelationship("post-comments")).strategy()).order());
    }
}
