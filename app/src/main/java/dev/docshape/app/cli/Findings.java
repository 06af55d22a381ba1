package dev.docshape.app.cli;

import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.profile.Profile;

import java.util.List;

/** The advisor's findings for the design a command works on. */
final class Findings {
    private Findings() {
    }

    static List<Finding> of(LoadedProject loaded, Profile profile) {
        return Advisor.advise(loaded.project().model(), loaded.design(), profile);
    }
}
