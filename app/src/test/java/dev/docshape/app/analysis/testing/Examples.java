package dev.docshape.app.analysis.testing;

import dev.docshape.model.Project;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.storage.file.ProjectFiles;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The seed examples at the repository root, loaded as the designer loads them. */
public final class Examples {
    private Examples() {
    }

    /** The file names of the eight seed examples, for {@code @MethodSource("dev.docshape.app.analysis.testing.Examples#seeds")}. */
    public static List<String> seeds() {
        return List.of("s1-person-contacts.docshape", "s2-post-comments.docshape", "s3-portfolio-stocks.docshape",
                "s4-publisher-books.docshape", "s5-authors-books-join.docshape", "s6-authors-books-hybrid.docshape",
                "s7-patron-address.docshape", "s8-movie-details.docshape");
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
