package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/** Makes another design the one being edited. */
public record ActiveDesignChanged(String from, String to) implements Edit {

    public ActiveDesignChanged {
        Names.requireName(from, "old active design");
        Names.requireName(to, "new active design");
    }

    @Override
    public Project apply(Project project) {
        Require.current("the active design", from, project.activeDesign());
        Require.designIndex(project, to);
        return project.withActiveDesign(to);
    }

    @Override
    public Edit invert() {
        return new ActiveDesignChanged(to, from);
    }

    @Override
    public String description() {
        return "Switch to design " + to;
    }
}
