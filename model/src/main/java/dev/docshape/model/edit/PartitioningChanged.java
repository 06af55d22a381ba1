package dev.docshape.model.edit;

import dev.docshape.model.Design;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Project;
import dev.docshape.model.naming.Names;

import java.util.Objects;

/**
 * Changes how one design partitions its collections: a collection's partition (shard) key, or the
 * number of partitions.
 *
 * @param design      the design's name
 * @param description what the user did, for the Undo menu
 */
public record PartitioningChanged(String design, String description, Partitioning from, Partitioning to) implements Edit {

    public PartitioningChanged {
        Names.requireName(design, "design name");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(from, "partitioning before");
        Objects.requireNonNull(to, "partitioning after");
    }

    @Override
    public Project apply(Project project) {
        Design target = Require.design(project, design);
        Require.unchanged("the partitioning of design '" + design + "'", from, target.partitioning());
        if (from.equals(to)) return project;
        return project.updateDesign(design, d -> d.withPartitioning(to));
    }

    @Override
    public Edit invert() {
        return new PartitioningChanged(design, description, to, from);
    }
}
