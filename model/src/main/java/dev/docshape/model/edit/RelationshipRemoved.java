package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;

import java.util.List;
import java.util.Objects;

/**
 * Removes a relationship and, first, its mappings in every design and the pattern parts that
 * follow it. Made by {@link Edits#removeRelationship}, which works out that cascade.
 *
 * @param subject the relationship as the menu names it ("Person.addresses")
 * @param cascade the edits that remove what needs the relationship, applied before it goes
 */
public record RelationshipRemoved(Relationship relationship, String subject, int index, List<Edit> cascade)
        implements Edit {

    public RelationshipRemoved {
        Objects.requireNonNull(relationship, "relationship");
        Names.requireName(subject, "relationship subject");
        cascade = List.copyOf(cascade == null ? List.of() : cascade);
    }

    @Override
    public Project apply(Project project) {
        Project cleared = CompositeEdit.applyAll(project, cascade);
        int at = Require.relationshipIndex(cleared, relationship.id());
        Require.current("the position of relationship " + subject, index, at);
        Require.unchanged("relationship " + subject, relationship, cleared.model().relationships().get(at));
        return cleared.withModel(cleared.model().withRelationships(Lists.remove(cleared.model().relationships(), at)));
    }

    @Override
    public Edit invert() {
        return new RelationshipAdded(relationship, subject, index, CompositeEdit.inverses(cascade));
    }

    @Override
    public String description() {
        return "Remove relationship " + subject;
    }
}
