package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

/**
 * Renames a relationship: the field that holds the children in the parent's document.
 *
 * @param subject the relationship as the menu names it ("Person.addresses")
 */
public record RelationshipRenamed(String relationshipId, String subject, String from, String to) implements Edit {

    public RelationshipRenamed {
        Names.requireName(relationshipId, "relationship id");
        Names.requireName(subject, "relationship subject");
        Names.requireName(from, "old relationship name");
        Names.requireName(to, "new relationship name");
    }

    @Override
    public Project apply(Project project) {
        Require.current("the name of relationship " + subject, from, Require.relationship(project, relationshipId).name());
        return project.withModel(project.model().updateRelationship(relationshipId, r -> r.withName(to)));
    }

    @Override
    public Edit invert() {
        return new RelationshipRenamed(relationshipId, subject, to, from);
    }

    @Override
    public String description() {
        return "Rename relationship " + subject + " to " + to;
    }
}
