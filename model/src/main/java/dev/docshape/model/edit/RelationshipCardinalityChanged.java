package dev.docshape.model.edit;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Labels;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;

import java.util.Objects;

/**
 * Changes the cardinality of a relationship.
 *
 * @param subject the relationship as the menu names it ("Person.addresses")
 */
public record RelationshipCardinalityChanged(String relationshipId, String subject, Cardinality from, Cardinality to) implements Edit {

    public RelationshipCardinalityChanged {
        Names.requireName(relationshipId, "relationship id");
        Names.requireName(subject, "relationship subject");
        Objects.requireNonNull(to, "cardinality");
    }

    @Override
    public Project apply(Project project) {
        Require.current("the cardinality of relationship " + subject, from, Require.relationship(project, relationshipId).cardinality());
        return project.withModel(project.model().updateRelationship(relationshipId, r -> r.withCardinality(to)));
    }

    @Override
    public Edit invert() {
        return new RelationshipCardinalityChanged(relationshipId, subject, to, from);
    }

    @Override
    public String description() {
        return "Change cardinality of " + subject + " to " + Labels.cardinality(to);
    }
}
