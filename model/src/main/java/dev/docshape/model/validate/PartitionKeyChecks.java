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
 * and a single-valued field of its documents: {@code id}, one of its own fields, a reference to one
 * parent, or a dotted path to such a field inside a single-valued object ({@code device.id}, the copy
 * of an extended reference) (docs/file-format.md "Partition keys").
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
                    problems.warning(at, notAKey(design, own.get(), key.getValue(), "") + ": every request to it fans out");
                }
            }
        }
    }

    private static List<String> candidates(CollectionShape collection) {
        return PartitionKeys.candidates(collection);
    }

    /** Why {@code key} cannot partition {@code collection}: it names the collection, the path and the choices. */
    static String notAKey(Design design, CollectionShape collection, String key, String whose) {
        boolean exists = PartitionKeys.field(collection, key).isPresent();
        return "the partition key '" + key + "' of " + whose + "collection '" + collection.name() + "' in design '" + design.name()
                + "' " + (exists ? "is not a single value of its documents (an array, an object or a count)"
                : key.indexOf('.') > 0 ? "is not a path to a field of its documents" : "is not a field of its documents")
                + " (choose one of " + String.join(", ", candidates(collection)) + ")";
    }

    private static boolean usable(CollectionShape collection, String key) {
        return candidates(collection).contains(key);
    }
}
