package dev.docshape.storage.file;

import dev.docshape.model.Project;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code "coLocated": true} on a reference: read, written back, refused where it cannot apply. */
class CoLocatedFileTest {
    private static final String FILE = """
            {
              "format": "docshape-project",
              "formatVersion": 1,
              "name": "blog",
              "entities": [
                {"id": "post", "name": "Post", "count": 1000},
                {"id": "comment", "name": "Comment", "count": 10000}
              ],
              "relationships": [
                {"id": "post-comments", "parent": "post", "child": "comment", "name": "comments",
                 "cardinality": "one-to-many", "avgCount": 10}
              ],
              "designs": [
                {"name": "together", "mappings": {"post-comments": MAPPING}}
              ]
            }
            """;

    private static String with(String mapping) {
        return FILE.replace("MAPPING", mapping);
    }

    private static Reference reference(Project p) {
        return (Reference) p.active().mappingFor(p.model().requireRelationship("post-comments")).strategy();
    }

    @Test
    void aCoLocatedReferenceIsReadAndWrittenBack() throws ProjectFileException {
        Project p = ProjectJson.read(with("{\"strategy\": \"reference\", \"placement\": \"child-holds-parent-id\", \"coLocated\": true}"), "blog.docshape");
        assertEquals(new Reference(Placement.CHILD_HOLDS_PARENT_ID, true), reference(p));
        String written = ProjectJson.write(p);
        assertTrue(written.contains("\"coLocated\" : true") || written.contains("\"coLocated\": true"), written);
        assertEquals(p, ProjectJson.read(written, "again.docshape"));
    }

    @Test
    void aPlainReferenceIsWrittenWithoutTheMember() throws ProjectFileException {
        Project p = ProjectJson.read(with("{\"strategy\": \"reference\", \"placement\": \"child-holds-parent-id\"}"), "blog.docshape");
        assertFalse(reference(p).coLocated());
        assertFalse(ProjectJson.write(p).contains("coLocated"));
    }

    @Test
    void coLocationWhereTheChildDoesNotHoldTheParentsIdIsRefusedWithItsPlace() {
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectJson.read(
                with("{\"strategy\": \"reference\", \"placement\": \"parent-holds-child-ids\", \"coLocated\": true}"), "blog.docshape"));
        assertTrue(e.getMessage().contains("child-holds-parent-id") && e.getMessage().contains("coLocated"), e.getMessage());
        ProjectFileException embed = assertThrows(ProjectFileException.class, () -> ProjectJson.read(
                with("{\"strategy\": \"embed\", \"coLocated\": true}"), "blog.docshape"));
        assertTrue(embed.getMessage().contains("does not apply to strategy 'embed'"), embed.getMessage());
    }
}
