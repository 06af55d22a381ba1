package dev.docshape.model.edit;

import dev.docshape.model.Labels;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Numbers;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;

import java.util.Objects;

/**
 * Sets the minimum, average and maximum number of children per parent of a relationship.
 *
 * @param subject the relationship as the menu names it ("Person.addresses")
 */
public record RelationshipCountsChanged(String relationshipId, String subject, Counts from, Counts to) implements Edit {

    /**
     * Children per parent.
     *
     * @param avg the average
     * @param max the maximum; null = unbounded
     * @param min the minimum
     */
    public record Counts(double avg, Integer max, int min) {
        /** Counts with no minimum. */
        public Counts(double avg, Integer max) {
            this(avg, max, 0);
        }

        public static Counts of(Relationship relationship) {
            return new Counts(relationship.avgCount(), relationship.maxCount(), relationship.minCount());
        }
    }

    public RelationshipCountsChanged {
        Names.requireName(relationshipId, "relationship id");
        Names.requireName(subject, "relationship subject");
        Objects.requireNonNull(from, "old counts");
        Objects.requireNonNull(to, "new counts");
        if (!(to.avg() >= 0) || Double.isInfinite(to.avg())) {
            throw new InvalidEditException("relationship " + subject + ": average count must be a number of at least 0, was " + to.avg());
        }
        if (to.max() != null && to.max() < 0) {
            throw new InvalidEditException("relationship " + subject + ": maximum count must not be negative, was " + to.max());
        }
        if (to.min() < 0 || to.min() > to.avg() || (to.max() != null && to.min() > to.max())) {
            throw new InvalidEditException("relationship " + subject + ": the minimum count " + to.min()
                    + " must be between 0 and the average " + Numbers.plain(to.avg()) + (to.max() != null ? " and the maximum " + to.max() : ""));
        }
    }

    @Override
    public Project apply(Project project) {
        Require.unchanged("the counts of relationship " + subject, from, Counts.of(Require.relationship(project, relationshipId)));
        return project.withModel(project.model().updateRelationship(relationshipId, r -> r.withCounts(to.min(), to.avg(), to.max())));
    }

    @Override
    public Edit invert() {
        return new RelationshipCountsChanged(relationshipId, subject, to, from);
    }

    @Override
    public String description() {
        return "Set counts of " + subject + " to " + (to.min() > 0 ? "at least " + to.min() + ", " : "")
                + Numbers.plain(to.avg()) + " on average, at most " + Labels.max(to.max());
    }
}
