package dev.docshape.model.edit;

import dev.docshape.model.naming.Names;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;

import java.util.Map;
import java.util.Objects;

/**
 * Sets how a relationship is mapped in one design. A null mapping means "none set": the design
 * falls back to {@link Design#defaultFor}.
 *
 * @param design         the design's name
 * @param relationshipId the relationship
 * @param subject        the relationship as the menu names it ("Post.comments")
 * @param from           the mapping set before, or null
 * @param to             the mapping set after, or null to fall back to the default
 * @param index          where the relationship's entry sits in the design's mapping order, so
 *                       undoing a reset puts it back in place; -1 = at the end
 */
public record RelationshipMappingChanged(String design, String relationshipId, String subject, Mapping from,
                                         Mapping to, int index) implements Edit {

    public RelationshipMappingChanged {
        Names.requireName(design, "design name");
        Names.requireName(relationshipId, "relationship id");
        Names.requireName(subject, "relationship subject");
    }

    /** A mapping change named by the relationship's id, with a new entry added at the end. */
    public RelationshipMappingChanged(String design, String relationshipId, Mapping from, Mapping to) {
        this(design, relationshipId, relationshipId, from, to, -1);
    }

    @Override
    public Project apply(Project project) {
        Design target = Require.design(project, design);
        Mapping current = target.mappings().get(relationshipId);
        if (!Objects.equals(from, current)) {
            throw new InvalidEditException("the edit expected " + subject + " in design '" + design + "' to be "
                    + shown(from) + ", but it is " + shown(current));
        }
        if (to != null) Require.relationship(project, relationshipId);
        Map<String, Mapping> mappings;
        if (to == null || current != null) {
            mappings = target.withMapping(relationshipId, to).mappings();
        } else {
            mappings = Lists.putAt(target.mappings(), index, relationshipId, to);
        }
        Design changed = new Design(target.name(), mappings, target.standalone(), target.partitioning(), target.duplicates());
        return project.updateDesign(design, d -> changed);
    }

    private static String shown(Mapping mapping) {
        return mapping == null ? "unset (the default)" : Describe.mapping(mapping);
    }

    @Override
    public Edit invert() {
        return new RelationshipMappingChanged(design, relationshipId, subject, to, from, index);
    }

    @Override
    public String description() {
        return to == null ? "Reset mapping of " + subject + " to the default" : "Map " + subject + " as " + Describe.mapping(to);
    }
}
