package dev.docshape.storage.file;

import dev.docshape.storage.file.json.JsonPath;
import dev.docshape.model.Project;
import dev.docshape.model.validate.ModelValidator;
import dev.docshape.model.validate.Problem;

import java.util.ArrayList;
import java.util.List;

/** The model validator's errors for a just-read project, placed in the file (path, line, column). */
final class ModelErrors {

    private ModelErrors() {
    }

    static List<FileProblem> of(Project project, byte[] json) {
        List<FileProblem> errors = new ArrayList<>();
        for (Problem problem : ModelValidator.validate(project)) {
            if (!problem.isError()) continue;
            JsonPath path = ModelPaths.toFilePath(problem.path(), project);
            // A path the file cannot show (should not happen) still names the model's own path.
            errors.add(path != null ? FileProblem.at(path, problem.message())
                    : FileProblem.wholeFile(problem.message() + " (at " + problem.path() + ")"));
        }
        return JsonLocator.locate(json, errors);
    }
}
