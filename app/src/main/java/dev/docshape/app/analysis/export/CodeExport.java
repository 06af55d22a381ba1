package dev.docshape.app.analysis.export;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.codegen.DocumentTypeLanguage;
import dev.docshape.storage.query.QueryLanguage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * Writes the active design's application code and query templates into a folder, as
 * {@code docshape codegen} and {@code docshape queries} do, and says what it wrote.
 */
final class CodeExport {
    private CodeExport() {
    }

    /** "Mongoose", "TypeScript", "Java", "Pydantic": the names people know the languages by. */
    static String displayName(DocumentTypeLanguage language) {
        return switch (language) {
            case MONGOOSE -> "Mongoose";
            case TYPESCRIPT -> "TypeScript";
            case JAVA -> "Java";
            case PYDANTIC -> "Pydantic";
        };
    }

    static DocumentTypeLanguage byDisplayName(String name) {
        for (DocumentTypeLanguage l : DocumentTypeLanguage.values()) {
            if (displayName(l).equals(name)) return l;
        }
        throw new IllegalArgumentException("unknown language '" + name + "'");
    }

    static String writeCode(Project project, DocumentTypeLanguage language, Path folder) throws IOException {
        Projection projection = Projector.project(project.model(), project.active());
        Map<String, String> files = language.generate(title(project), project.model(), projection);
        Files.createDirectories(folder);
        StringBuilder names = new StringBuilder();
        for (Map.Entry<String, String> f : files.entrySet()) {
            Files.writeString(folder.resolve(f.getKey()), f.getValue());
            names.append("\n  ").append(f.getKey());
        }
        return "Wrote " + files.size() + (files.size() == 1 ? " file" : " files") + " of " + displayName(language)
                + " code for design " + project.activeDesign() + " to " + folder + ":" + names;
    }

    /** Plans under the language's database (Cosmos DB for its SQL, MongoDB otherwise), as the command line does. */
    static String writeQueries(Project project, QueryLanguage language, Path folder) throws IOException {
        Profile profile = language == QueryLanguage.COSMOS_SQL ? Profile.cosmos() : Profile.mongodb();
        Projection projection = Projector.project(project.model(), project.active());
        Estimate estimate = Estimator.estimate(project.model(), project.active(), profile);
        var templates = QueryTemplates.of(project.model(), project.active(), projection, estimate);
        Files.createDirectories(folder);
        Path file = folder.resolve(language.fileName());
        Files.writeString(file, language.render(title(project), templates));
        int operations = templates.stream().mapToInt(t -> t.operations().size()).sum();
        return "Wrote the " + language.label() + " operations of " + templates.size()
                + (templates.size() == 1 ? " access pattern" : " access patterns") + " (" + operations
                + (operations == 1 ? " round trip" : " round trips") + ") of design " + project.activeDesign() + " to " + file;
    }

    private static String title(Project project) {
        return project.name() + ", design " + project.activeDesign();
    }
}
