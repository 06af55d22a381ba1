package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;

import java.util.List;
import java.util.Optional;

/**
 * A duplicate collection names an existing entity, which has a collection of its own in the design,
 * and its partition key, when it has one, is a top-level single-valued field of the entity's
 * documents, as for a partition key (docs/file-format.md "Duplicate collections").
 */
final class DuplicateChecks {
    private DuplicateChecks() {
    }

    static void check(Project project, Problems problems) {
        DataModel model = project.model();
        for (Design design : project.designs()) {
            if (design.duplicates().isEmpty()) continue;
            String path = "designs" + Problems.quoted(design.name()) + ".duplicates";
            Projection projection = null;
            for (Duplicates.Duplicate d : design.duplicates().all()) {
                String at = path + Problems.quoted(d.entity());
                Optional<Entity> entity = model.entity(d.entity());
                if (entity.isEmpty()) {
                    problems.error(at, "design '" + design.name() + "' duplicates entity '" + d.entity() + "', which does not exist");
                    continue;
                }
                if (projection == null) projection = Projector.project(model, design);
                Optional<CollectionShape> own = projection.entityCollection(d.entity());
                if (own.isEmpty()) {
                    problems.warning(at, "design '" + design.name() + "' duplicates " + entity.get().name()
                            + ", which has no collection of its own there: no duplicate collection is made");
                    continue;
                }
                if (d.isFeed() && entity.get().field(d.order().field()).isEmpty()) {
                    problems.error(at + ".order", "the feed of " + entity.get().name() + " in design '" + design.name()
                            + "' is ordered by '" + d.order().field() + "', which " + entity.get().name() + " does not have");
                }
                List<String> candidates = PartitionKeys.candidates(own.get());
                if (d.partitionKey() != null && !candidates.contains(d.partitionKey())) {
                    problems.warning(at, PartitionKeyChecks.notAKey(design, own.get(), d.partitionKey(), "the duplicate of ")
                            + ": every request to the duplicate fans out");
                }
            }
        }
    }
}
