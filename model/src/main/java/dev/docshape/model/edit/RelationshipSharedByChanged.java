package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Numbers;
import dev.docshape.model.Project;

/**
 * Sets how many parents share one child on average (1 for a child of one parent).
 *
 * @param subject the relationship as the menu names it ("Person.addresses")
 */
public record RelationshipSharedByChanged(String relationshipId, String subject, double from, double to) implements Edit {

    public RelationshipSharedByChanged {
        Names.requireName(relationshipId, "relationship id");
        Names.requireName(subject, "relationship subject");
        if (!(to >= 0) || Double.isInfinite(to)) {
            throw new InvalidEditException("relationship " + subject + ": parents per child must be a number of at least 0, was " + to);
        }
    }

    @Override
    public Project apply(Project project) {
        Require.current("the parents per child of relationship " + subject, from, Require.relationship(project, relationshipId).sharedBy());
        return project.withModel(project.model().updateRelationship(relationshipId, r -> r.withSharedBy(to)));
    }

    @Override
    public Edit invert() {
        return new RelationshipSharedByChanged(relationshipId, subject, to, from);
    }

    @Override
    public String description() {
        return "Set " + subject + " shared by " + Numbers.plain(to) + " parents";
    }
}
