package dev.docshape.storage.file;

import dev.docshape.model.Project;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code "counts"} on an include: read, written back, optional (older files read as before), checked. */
class IncludeCountsFileTest {
    private static final String FILE = """
            {
              "format": "docshape-project",
              "formatVersion": 1,
              "name": "blog",
              "entities": [
                {"id": "user", "name": "User", "count": 100, "fields": [{"name": "name", "type": "string"}]},
                {"id": "post", "name": "Post", "count": 1000, "fields": [{"name": "title", "type": "string"}]},
                {"id": "comment", "name": "Comment", "count": 10000}
              ],
              "relationships": [
                {"id": "user-posts", "parent": "user", "child": "post", "name": "posts", "cardinality": "one-to-many", "avgCount": 10},
                {"id": "post-comments", "parent": "post", "child": "comment", "name": "comments", "cardinality": "one-to-many", "avgCount": 10}
              ],
              "patterns": [
                {"id": "page", "name": "user page", "kind": "read", "entity": "user",
                 "includes": [INCLUDE]}
              ]
            }
            """;

    private static Include include(Project p) {
        return ((ReadPattern) p.model().patterns().get(0)).includes().get(0);
    }

    @Test
    void countsAndFieldsOfAnIncludeAreReadAndWrittenBack() throws ProjectFileException {
        Project p = ProjectJson.read(FILE.replace("INCLUDE",
                "{\"relationship\": \"user-posts\", \"fields\": [\"title\"], \"counts\": [\"post-comments\"]}"), "blog.docshape");
        assertEquals(new Include("user-posts", List.of("title"), 0, List.of(), List.of("post-comments")), include(p));
        String written = ProjectJson.write(p);
        assertTrue(written.replaceAll("\\s", "").contains("\"counts\":[\"post-comments\"]"), written);
        assertEquals(p, ProjectJson.read(written, "again.docshape"));
    }

    @Test
    void anIncludeWithoutCountsIsReadAsBeforeAndWrittenWithoutTheMember() throws ProjectFileException {
        Project p = ProjectJson.read(FILE.replace("INCLUDE", "{\"relationship\": \"user-posts\"}"), "blog.docshape");
        assertEquals(Include.of("user-posts"), include(p));
        assertFalse(ProjectJson.write(p).contains("counts"));
    }

    @Test
    void aCountThatIsNotARelationshipIdIsRefusedWithItsPlace() {
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectJson.read(FILE.replace("INCLUDE",
                "{\"relationship\": \"user-posts\", \"counts\": [42]}"), "blog.docshape"));
        assertTrue(e.getMessage().contains("includes[0].counts"), e.getMessage());
    }
}
