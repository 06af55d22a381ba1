package dev.docshape.model.validate;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A duplicate collection names an existing entity, which has a collection of its own in the design,
 * and its partition key, when it has one, is a top-level single-valued field of the entity's
 * documents, as for a partition key (docs/file-format.md "Duplicate collections"). A feed's order is a
 * field of the entity; a feed per parent names a relationship in which the entity is the child with one
 * parent (decision 0326). Each problem is placed at its copy's index in the entity's list and names the
 * copy by its kind ("the feed of Post", "the duplicate of Post").
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
            for (Map.Entry<String, List<Duplicates.Duplicate>> entry : design.duplicates().byEntity().entrySet()) {
                String entityId = entry.getKey();
                Optional<Entity> entity = model.entity(entityId);
                if (entity.isEmpty()) {
                    problems.error(path + Problems.quoted(entityId), "design '" + design.name() + "' copies entity '" + entityId
                            + "', which does not exist");
                    continue;
                }
                if (projection == null) projection = Projector.project(model, design);
                Optional<CollectionShape> own = projection.entityCollection(entityId);
                List<Duplicates.Duplicate> copies = entry.getValue();
                for (int i = 0; i < copies.size(); i++) {
                    check(model, design, entity.get(), own, copies.get(i), path + Problems.quoted(entityId) + "[" + i + "]", problems);
                }
            }
        }
    }

    private static void check(DataModel model, Design design, Entity entity, Optional<CollectionShape> own, Duplicates.Duplicate d,
                              String at, Problems problems) {
        String copy = (d.isFeed() ? "the feed of " : "the duplicate of ") + entity.name() + " in design '" + design.name() + "'";
        if (own.isEmpty()) {
            problems.warning(at, copy + " copies " + entity.name() + ", which has no collection of its own there: no "
                    + (d.isFeed() ? "feed" : "duplicate collection") + " is made");
            return;
        }
        if (d.isFeed() && entity.field(d.order().field()).isEmpty()) {
            problems.error(at + ".order", copy + " is ordered by '" + d.order().field() + "', which " + entity.name() + " does not have");
        }
        if (d.isPerParent()) parent(model, entity, d, copy, at + ".parent", problems);
        List<String> candidates = PartitionKeys.candidates(own.get());
        if (d.partitionKey() != null && !candidates.contains(d.partitionKey())) {
            problems.warning(at, PartitionKeyChecks.notAKey(design, own.get(), d.partitionKey(), d.isFeed() ? "the feed of " : "the duplicate of ")
                    + ": every request to " + (d.isFeed() ? "the feed" : "the duplicate") + " fans out");
        }
    }

    /** A feed per parent keeps the latest of each parent of a relationship in which the entity has one parent. */
    private static void parent(DataModel model, Entity entity, Duplicates.Duplicate d, String copy, String at, Problems problems) {
        Optional<Relationship> r = model.relationship(d.parent());
        if (r.isEmpty()) {
            problems.error(at, copy + " keeps the latest of each parent of relationship '" + d.parent() + "', which does not exist");
        } else if (!Duplicates.Duplicate.keepsPerParent(r.get(), entity.id())) {
            problems.error(at, copy + " keeps the latest of each parent of '" + r.get().name() + "', in which " + entity.name()
                    + " is not the child with one parent: name a relationship from another entity to " + entity.name()
                    + " in which each " + entity.name() + " has one parent");
        }
    }
}
