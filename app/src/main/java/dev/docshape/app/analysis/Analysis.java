package dev.docshape.app.analysis;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.profile.Profile;

import java.util.Objects;

/**
 * Everything the panels show about one state of the project under one profile, computed off the
 * UI thread by an {@link AnalysisEngine}.
 *
 * @param revision which change of the project (and profile) it belongs to; newer is larger
 * @param project  the project it was computed from
 * @param profile  the target database
 * @param estimate the active design's estimate (projection, per-pattern and per-collection figures, totals)
 */
public record Analysis(long revision, Project project, Profile profile, Estimate estimate) {
    public Analysis {
        Objects.requireNonNull(project, "project");
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(estimate, "estimate");
    }
}
