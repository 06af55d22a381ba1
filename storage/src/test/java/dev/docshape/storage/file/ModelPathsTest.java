package dev.docshape.storage.file;

import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class ModelPathsTest {

    /** As loaded from a file; designs: hybrid (standalone author, book), plain, defaults only, parent copies. */
    private final Project project;

    ModelPathsTest() throws ProjectFileException {
        project = ProjectJson.read(ProjectJson.write(SampleProjects.everything()), "sample");
    }

    @Test
    void listPathsKeepTheirIndexes() {
        assertEquals("$.relationships[2].child", ModelPaths.toFilePath("relationships[2].child", project).toString());
        assertEquals("$.patterns[0].includes[1].fields[0]",
                ModelPaths.toFilePath("patterns[0].includes[1].fields[0]", project).toString());
    }

    @Test
    void designsNamedInThePathBecomeTheirPositionInTheFile() {
        assertEquals("$.designs[1].mappings['post-comments']",
                ModelPaths.toFilePath("designs['plain'].mappings['post-comments']", project).toString());
        assertEquals("$.designs[1].standalone[0]",
                ModelPaths.toFilePath("designs['plain'].standalone['page']", project).toString());
        assertEquals("$.designs[0].standalone[1]",
                ModelPaths.toFilePath("designs['hybrid'].standalone['book']", project).toString());
        assertEquals("$.designs[3].name", ModelPaths.toFilePath("designs[3].name", project).toString());
    }

    @Test
    void unreadablePathsGiveNull() {
        assertNull(ModelPaths.toFilePath("designs['nope'].name", project));
        assertNull(ModelPaths.toFilePath("entities[x", project));
        assertNull(ModelPaths.toFilePath("designs['plain'].standalone['nobody']", project));
    }
}
