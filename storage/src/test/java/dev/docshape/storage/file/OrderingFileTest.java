package dev.docshape.storage.file;

import dev.docshape.model.Project;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.ReadPattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code "order"} on subsets, buckets and reads: read, written back, old files without it, refused where it cannot apply. */
class OrderingFileTest {
    private static final String FILE = """
            {
              "format": "docshape-project",
              "formatVersion": 1,
              "name": "blog",
              "entities": [
                {"id": "post", "name": "Post", "count": 1000},
                {"id": "comment", "name": "Comment", "count": 10000,
                 "fields": [{"name": "createdAt", "type": "date"}]}
              ],
              "relationships": [
                {"id": "post-comments", "parent": "post", "child": "comment", "name": "comments",
                 "cardinality": "one-to-many", "avgCount": 10}
              ],
              "patterns": [
                {"id": "newest", "name": "newest comments", "kind": "read", "entity": "comment", "selection": "filter",
                 "byParent": "post-comments", "expectedMatches": 10, "limit": 3 READ_ORDER}
              ],
              "designs": [
                {"name": "d", "mappings": {"post-comments": MAPPING}}
              ]
            }
            """;

    private static Project read(String mapping, String readOrder) throws ProjectFileException {
        return ProjectJson.read(FILE.replace("MAPPING", mapping).replace("READ_ORDER", readOrder), "blog.docshape");
    }

    @Test
    void orderedSubsetsAndReadsAreReadAndWrittenBack() throws ProjectFileException {
        Project p = read("{\"strategy\": \"subset\", \"size\": 3, \"rest\": \"referenced\", \"order\": {\"field\": \"createdAt\"}}",
                ", \"order\": {\"field\": \"createdAt\", \"direction\": \"ascending\"}");
        Subset subset = (Subset) p.active().mappingFor(p.model().requireRelationship("post-comments")).strategy();
        assertEquals(Ordering.descending("createdAt"), subset.order(), "the direction defaults to descending");
        assertEquals(Ordering.ascending("createdAt"), ((ReadPattern) p.model().pattern("newest").orElseThrow()).order());
        String written = ProjectJson.write(p);
        assertEquals(p, ProjectJson.read(written, "again.docshape"));
    }

    @Test
    void filesWithoutAnOrderReadAsBeforeAndAreWrittenWithoutIt() throws ProjectFileException {
        Project p = read("{\"strategy\": \"bucket\", \"size\": 5}", "");
        assertNull(((ReadPattern) p.model().pattern("newest").orElseThrow()).order());
        assertFalse(ProjectJson.write(p).contains("\"order\""));
    }

    @Test
    void anOrderWhereItCannotApplyIsRefusedWithItsPlace() {
        ProjectFileException embed = assertThrows(ProjectFileException.class,
                () -> read("{\"strategy\": \"embed\", \"order\": {\"field\": \"createdAt\"}}", ""));
        assertTrue(embed.getMessage().contains("does not apply to strategy 'embed'"), embed.getMessage());
        ProjectFileException direction = assertThrows(ProjectFileException.class,
                () -> read("{\"strategy\": \"bucket\", \"size\": 5, \"order\": {\"field\": \"createdAt\", \"direction\": \"up\"}}", ""));
        assertTrue(direction.getMessage().contains("order") && direction.getMessage().contains("descending"), direction.getMessage());
    }
}
