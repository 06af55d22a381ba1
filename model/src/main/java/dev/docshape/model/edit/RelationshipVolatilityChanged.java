package dev.docshape.model.edit;

import dev.docshape.model.Labels;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;
import dev.docshape.model.Volatility;

import java.util.Objects;

/**
 * Sets how often the child of a relationship changes.
 *
 * @param subject the relationship as the menu names it ("Person.addresses")
 */
public record RelationshipVolatilityChanged(String relationshipId, String subject, Volatility from, Volatility to) implements Edit {

    public RelationshipVolatilityChanged {
        Names.requireName(relationshipId, "relationship id");
        Names.requireName(subject, "relationship subject");
        Objects.requireNonNull(to, "volatility");
    }

    @Override
    public Project apply(Project project) {
        Require.current("the volatility of relationship " + subject, from, Require.relationship(project, relationshipId).volatility());
        return project.withModel(project.model().updateRelationship(relationshipId, r -> r.withVolatility(to)));
    }

    @Override
    public Edit invert() {
        return new RelationshipVolatilityChanged(relationshipId, subject, to, from);
    }

    @Override
    public String description() {
        return "Set volatility of " + subject + " to " + Labels.words(to);
    }
}
