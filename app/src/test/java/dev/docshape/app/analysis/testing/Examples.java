package dev.docshape.app.analysis.testing;

import dev.docshape.model.Project;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.storage.file.ProjectFiles;

import java.nio.file.Files;
import java.nio.file.Path;

/** The seed examples at the repository root, loaded as the designer loads them. */
public final class Examples {
    private Examples() {
    }

    public static Project load(String fileName) {
        Path file = Path.of("..", "examples", fileName);
        if (!Files.isRegularFile(file)) throw new IllegalStateException("missing example " + file.toAbsolutePath());
        try {
            return ProjectFiles.load(file);
        } catch (Exception e) {
            throw new IllegalStateException("cannot load " + file + ": " + e.getMessage(), e);
        }
    }

    /** The mapping a relationship has in another design of the project (what "flipping" it to that design's choice sets). */
    public static Mapping mappingIn(Project project, String design, String relationshipId) {
        return project.design(design).orElseThrow().mappingFor(project.model().requireRelationship(relationshipId));
    }
}
