package dev.docshape.model.validate;

import dev.docshape.model.Project;

import java.util.List;
import java.util.Objects;

/**
 * Checks a project for what records alone cannot: references that resolve (relationships to
 * entities, designs to relationships, patterns to entities, relationships and fields), unique ids
 * and names, counts that fit their cardinality, mappings that fit their relationship, embedding
 * cycles. Used by the designer's problem list, the {@code validate} command and the project loader.
 * <p>
 * Thresholds are judgement and documented where they are: "few" ends at
 * {@value RelationshipChecks#FEW} children; entity counts that disagree with the relationship
 * counts by more than a factor {@code 10} are a warning.
 */
public final class ModelValidator {
    private ModelValidator() {
    }

    /** Every problem found, errors and warnings, in model order (entities, relationships, designs, patterns). */
    public static List<Problem> validate(Project project) {
        Objects.requireNonNull(project, "project");
        Problems problems = new Problems();
        EntityChecks.check(project.model(), problems);
        RelationshipChecks.check(project.model(), problems);
        DesignChecks.check(project, problems);
        PartitionKeyChecks.check(project, problems);
        DuplicateChecks.check(project, problems);
        PatternChecks.check(project.model(), problems);
        TargetNameChecks.check(project.model(), problems);
        return problems.list();
    }

    /** True when {@code problems} holds at least one error. */
    public static boolean hasErrors(List<Problem> problems) {
        return problems.stream().anyMatch(Problem::isError);
    }
}
