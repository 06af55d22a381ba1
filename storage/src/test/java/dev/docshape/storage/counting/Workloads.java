package dev.docshape.storage.counting;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.file.ProjectFiles;

import java.net.URISyntaxException;
import java.nio.file.Path;

/** The shop and blog models of the test resources (workloads/*.docshape), written as a new user would. */
final class Workloads {
    private Workloads() {
    }

    static Project load(String name) {
        try {
            return ProjectFiles.load(Path.of(Workloads.class.getResource("/workloads/" + name + ".docshape").toURI()));
        } catch (URISyntaxException | dev.docshape.storage.file.ProjectFileException e) {
            throw new IllegalStateException(e);
        }
    }

    static PatternEstimate estimate(Project project, String design, String pattern) {
        Estimate e = Estimator.estimate(project.model(), project.design(design).orElseThrow(), Profile.mongodb());
        return e.pattern(pattern).orElseThrow();
    }
}
