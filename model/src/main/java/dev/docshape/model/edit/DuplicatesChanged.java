package dev.docshape.model.edit;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Project;
import dev.docshape.model.naming.Names;

import java.util.Objects;

/**
 * Changes the duplicate collections of one design: a duplicate added or removed, or its partition
 * key changed (docs/counting-rules.md "Duplicate collections").
 *
 * @param design      the design's name
 * @param description what the user did, for the Undo menu
 */
public record DuplicatesChanged(String design, String description, Duplicates from, Duplicates to) implements Edit {

    public DuplicatesChanged {
        Names.requireName(design, "design name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(from, "duplicates before");
        Objects.requireNonNull(to, "duplicates after");
    }

    @Override
    public Project apply(Project project) {
        Design target = Require.design(project, design);
        Require.unchanged("the duplicate collections of design '" + design + "'", from, target.duplicates());
        if (from.equals(to)) return project;
        return project.updateDesign(design, d -> d.withDuplicates(to));
    }

    @Override
    public Edit invert() {
        return new DuplicatesChanged(design, description, to, from);
    }
}
