package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;

import java.util.List;
import java.util.Objects;

/**
 * Adds a relationship between two existing entities.
 *
 * @param subject the relationship as the menu names it ("Person.addresses")
 * @param index   its position in the relationship list
 * @param restore edits applied after it is added: when this undoes a removal, they put back its
 *                mappings and the pattern parts that followed it
 */
public record RelationshipAdded(Relationship relationship, String subject, int index, List<Edit> restore)
        implements Edit {

    public RelationshipAdded {
        Objects.requireNonNull(relationship, "relationship");
        Names.requireName(subject, "relationship subject");
        restore = List.copyOf(restore == null ? List.of() : restore);
    }

    @Override
    public Project apply(Project project) {
        Relationship r = relationship;
        Require.that(project.model().relationship(r.id()).isEmpty(), "a relationship with id '" + r.id() + "' already exists");
        Require.entity(project, r.parent());
        Require.entity(project, r.child());
        List<Relationship> relationships = project.model().relationships();
        Require.position(index, relationships.size(), "relationship " + subject);
        Project added = project.withModel(project.model().withRelationships(Lists.insert(relationships, index, r)));
        return CompositeEdit.applyAll(added, restore);
    }

    @Override
    public Edit invert() {
        return new RelationshipRemoved(relationship, subject, index, CompositeEdit.inverses(restore));
    }

    @Override
    public String description() {
        return "Add relationship " + subject;
    }
}
