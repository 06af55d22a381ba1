package dev.docshape.app.analysis;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;

/** Computes an {@link Analysis}; runs off the UI thread, so it must only read its arguments. */
@FunctionalInterface
public interface AnalysisEngine {

    Analysis analyse(long revision, Project project, Profile profile);

    /** The estimator on the active design. */
    static AnalysisEngine standard() {
        return (revision, project, profile) ->
                new Analysis(revision, project, profile, Estimator.estimate(project.model(), project.active(), profile));
    }
}
