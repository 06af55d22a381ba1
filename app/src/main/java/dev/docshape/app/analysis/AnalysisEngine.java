package dev.docshape.app.analysis;

import dev.docshape.model.Project;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;

import java.util.HashMap;
import java.util.Map;

/** Computes an {@link Analysis}; runs off the UI thread, so it must only read its arguments. */
@FunctionalInterface
public interface AnalysisEngine {

    Analysis analyse(long revision, Project project, Profile profile);

    /**
     * The estimator on the active design, incrementally: one {@link EstimateSession} per profile
     * recomputes only what an edit touched (a flip re-plans the patterns that cross it).
     */
    static AnalysisEngine standard() {
        Map<Profile, EstimateSession> sessions = new HashMap<>();
        return (revision, project, profile) -> {
            EstimateSession session;
            synchronized (sessions) {
                session = sessions.computeIfAbsent(profile, EstimateSession::new);
            }
            return new Analysis(revision, project, profile, session.estimate(project.model(), project.active()));
        };
    }

    /** The estimator from scratch on every change (for comparison in the benchmark). */
    static AnalysisEngine fromScratch() {
        return (revision, project, profile) ->
                new Analysis(revision, project, profile, Estimator.estimate(project.model(), project.active(), profile));
    }
}
