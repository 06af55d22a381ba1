package dev.docshape.app.analysis;

import dev.docshape.app.analysis.advisor.AdvisorViewModel;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Project;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The advisor's declared copies (docs/advisor-rules.md {@code duplicate-by-parent}, {@code feed-of-latest}) on a
 * blog whose posts are partitioned by their id: the finding explains the fan-out, Apply declares the copy as one
 * undoable step, and the finding is gone until undone.
 */
class AdvisorCopiesTest extends PanelTestBase {
    private AdvisorViewModel vm;

    private void show(Project project) {
        open(project, a -> {
            vm = new AdvisorViewModel(a);
            return PanelViews.advisor(vm);
        }, 1000, 700);
    }

    private Node findingCell(String ruleId) {
        return lookup(".list-cell").match(n -> n instanceof javafx.scene.control.ListCell<?> c && c.getItem() instanceof Finding f
                && f.ruleId().equals(ruleId)).query();
    }

    private boolean offered(String ruleId) {
        return vm.state().findings().stream().anyMatch(f -> f.ruleId().equals(ruleId));
    }

    @Test
    void aFrequentReadOfTheNewestPostsIsGivenAFeed() {
        show(DuplicateJourneyTest.blogPartitionedById(new ReadPattern("latest-posts", "the 10 newest posts", 50, "post",
                Selection.FILTER, null, 100_000, 10, List.of(), List.of(), List.of(), Ordering.descending("publishedAt"))));
        clickOn(findingCell("feed-of-latest"));
        String details = Seen.texts(lookup("#advisor-details").query());
        assertTrue(details.contains("keep them in a feed of the latest 10"), details);
        assertTrue(details.contains("asking every one of the 4 partitions"), details);
        assertTrue(details.contains("keep a feed of the latest 10 Post by publishedAt"), "the suggestion: " + details);

        clickOn("#advisor-apply");
        assertEquals(Duplicates.Duplicate.feed("post", 10, Ordering.descending("publishedAt")), project().active().duplicates().feedOf("post"));
        assertFalse(offered("feed-of-latest"), "kept: not suggested again");
        assertEquals("Keep a feed of the latest 10 Post by publishedAt", source.history().undoDescription().orElseThrow());
        undo();
        assertNull(project().active().duplicates().feedOf("post"));
        assertTrue(offered("feed-of-latest"), "undo brings the finding back");
    }

    @Test
    void listingAnAuthorsPostsAcrossPartitionsIsGivenADuplicateByAuthor() {
        show(DuplicateJourneyTest.blogPartitionedById(new ReadPattern("author-posts", "posts of an author", 50, "post",
                Selection.FILTER, "author-posts", 20, 0, List.of(), List.of(), List.of())));
        clickOn(findingCell("duplicate-by-parent"));
        String details = Seen.texts(lookup("#advisor-details").query());
        assertTrue(details.contains("partitioned by authorId"), details);
        clickOn("#advisor-apply");
        assertEquals("authorId", project().active().duplicates().duplicateOf("post").partitionKey());
        assertFalse(offered("duplicate-by-parent"));
        assertEquals(1, source.history().undoDepth(), "one undoable step");
    }
}
