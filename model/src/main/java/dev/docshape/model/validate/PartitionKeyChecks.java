package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Partition (shard) keys name an existing entity, which has a collection of its own in the design,
 * and a top-level single-valued field of its documents: {@code id}, one of its own fields, or a
 * reference to one parent (docs/file-format.md "Partition keys").
 */
final class PartitionKeyChecks {
    private PartitionKeyChecks() {
    }

    static void check(Project project, Problems problems) {
        DataModel model = project.model();
        for (Design design : project.designs()) {
            if (design.partitioning().isEmpty()) continue;
            String path = "designs" + Problems.quoted(design.name()) + ".partitionKeys";
            Projection projection = null;
            for (Map.Entry<String, String> key : design.partitioning().keys().entrySet()) {
                String at = path + Problems.quoted(key.getKey());
                Optional<Entity> entity = model.entity(key.getKey());
                if (entity.isEmpty()) {
                    problems.error(at, "design '" + design.name() + "' partitions entity '" + key.getKey() + "', which does not exist");
                    continue;
                }
                if (projection == null) projection = Projector.project(model, design);
                Optional<CollectionShape> own = projection.entityCollection(key.getKey());
                if (own.isEmpty()) {
                    problems.warning(at, "design '" + design.name() + "' partitions " + entity.get().name()
                            + ", which has no collection of its own there: the key is not used");
                    continue;
                }
                if (!usable(own.get(), key.getValue())) {
                    problems.warning(at, "the partition key '" + key.getValue() + "' of " + entity.get().name() + " in design '"
                            + design.name() + "' is not a single-valued top-level field of its documents (choose one of "
                            + String.join(", ", candidates(own.get())) + "): every request to it fans out");
                }
            }
        }
    }

    private static List<String> candidates(CollectionShape collection) {
        return PartitionKeys.candidates(collection);
    }

    private static boolean usable(CollectionShape collection, String key) {
        return candidates(collection).contains(key);
    }
}
