package dev.docshape.model.edit;

import dev.docshape.model.Project;
import dev.docshape.model.Design;

import java.util.List;

/** Replaces a project's design list and active design together, with a clear message when they disagree. */
final class Designs {
    private Designs() {
    }

    static Project change(Project project, List<Design> designs, String active) {
        Require.that(designs.stream().anyMatch(d -> d.name().equals(active)), "no design '" + active + "' to make active");
        return project.withDesigns(designs, active);
    }
}
