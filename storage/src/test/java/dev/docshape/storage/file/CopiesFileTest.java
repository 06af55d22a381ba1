package dev.docshape.storage.file;

import dev.docshape.model.Duplicates;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.Ordering;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A design's {@code duplicates} as a list of copies per entity (decision 0324): a duplicate and a feed read and written
 * back, a file with one copy as a bare object (before the list) read as a one-element list, two of a kind refused at
 * the entity's entry, a bad copy of a list placed at its index.
 */
class CopiesFileTest {
    private static final String FILE = """
            {
              "format": "docshape-project",
              "formatVersion": 1,
              "name": "blog",
              "entities": [
                {"id": "user", "name": "User", "count": 100, "fields": [{"name": "name", "type": "string"}]},
                {"id": "post", "name": "Post", "count": 1000, "fields": [{"name": "publishedAt", "type": "date"}]}
              ],
              "relationships": [
                {"id": "user-posts", "parent": "user", "child": "post", "name": "posts", "cardinality": "one-to-many", "avgCount": 10}
              ],
              "patterns": [],
              "designs": [
                {"name": "d", "mappings": {}, "duplicates": {"post": COPIES}}
              ]
            }
            """;
    private static final String FEED = "{\"keep\": 20, \"order\": {\"field\": \"publishedAt\"}}";

    private static Project read(String copies) throws ProjectFileException {
        return ProjectJson.read(FILE.replace("COPIES", copies), "blog.docshape");
    }

    @Test
    void aDuplicateAndAFeedAreReadAndWrittenBackAsAList() throws ProjectFileException {
        Project p = read("[{\"partitionKey\": \"id\"}, " + FEED + "]");
        Duplicates copies = p.active().duplicates();
        assertEquals(new Duplicates.Duplicate("post", "id"), copies.duplicateOf("post"));
        assertEquals(Duplicates.Duplicate.feed("post", 20, Ordering.descending("publishedAt")), copies.feedOf("post"));
        String written = ProjectJson.write(p);
        assertTrue(written.replaceAll("\\s", "").contains("\"post\":[{\"partitionKey\":\"id\"},{\"keep\":20"), written);
        assertEquals(p, ProjectJson.read(written, "again.docshape"));
    }

    @Test
    void oneCopyAsAnObjectReadsAsAOneElementList() throws ProjectFileException {
        Project old = read(FEED);
        assertEquals(1, old.active().duplicates().copiesOf("post").size());
        assertEquals(old, read("[" + FEED + "]"));
    }

    @Test
    void twoFeedsOrABadCopyAreRefusedWithTheirPlace() {
        ProjectFileException two = assertThrows(ProjectFileException.class, () -> read("[" + FEED + ", " + FEED + "]"));
        assertTrue(two.getMessage().contains("two feeds") && two.getMessage().contains("duplicates"), two.getMessage());
        ProjectFileException keep = assertThrows(ProjectFileException.class,
                () -> read("[{}, {\"keep\": 0, \"order\": {\"field\": \"publishedAt\"}}]"));
        assertTrue(keep.getMessage().contains("post[1].keep"), keep.getMessage());
    }

    @Test
    void aFeedPerParentIsReadAndWrittenBackWithItsParent() throws ProjectFileException {
        Project p = read("[{\"partitionKey\": \"userId\", \"keep\": 10, \"order\": {\"field\": \"publishedAt\"}, \"parent\": \"user-posts\"}]");
        Duplicates.Duplicate feed = p.active().duplicates().feedOf("post");
        assertEquals(new Duplicates.Duplicate("post", "userId", 10, Ordering.descending("publishedAt"), "user-posts"), feed);
        String written = ProjectJson.write(p);
        assertTrue(written.replaceAll("\\s", "").contains("\"parent\":\"user-posts\""), written);
        assertEquals(p, ProjectJson.read(written, "again.docshape"));
        assertEquals(null, read(FEED).active().duplicates().feedOf("post").parent(), "a feed without a parent keeps the latest of all");
        ProjectFileException notAFeed = assertThrows(ProjectFileException.class, () -> read("[{\"parent\": \"user-posts\"}]"));
        assertTrue(notAFeed.getMessage().contains("post[0].parent") || notAFeed.getMessage().contains("post.parent"), notAFeed.getMessage());
    }
}
