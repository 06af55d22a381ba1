package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/**
 * Marks whether the parent contains the child (an address belongs to its person).
 *
 * @param subject the relationship as the menu names it ("Person.addresses")
 */
public record RelationshipContainsChanged(String relationshipId, String subject, boolean from, boolean to) implements Edit {

    public RelationshipContainsChanged {
        Names.requireName(relationshipId, "relationship id");
        Names.requireName(subject, "relationship subject");
    }

    @Override
    public Project apply(Project project) {
        Require.current("whether the parent contains the child of relationship " + subject, from, Require.relationship(project, relationshipId).contains());
        return project.withModel(project.model().updateRelationship(relationshipId, r -> r.withContains(to)));
    }

    @Override
    public Edit invert() {
        return new RelationshipContainsChanged(relationshipId, subject, to, from);
    }

    @Override
    public String description() {
        return "Mark " + subject + (to ? " as contained" : " as not contained");
    }
}
