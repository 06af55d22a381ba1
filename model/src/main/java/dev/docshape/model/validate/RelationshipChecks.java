package dev.docshape.model.validate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Thresholds;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Relationships name existing entities, have unique ids, and counts that can be true for their
 * cardinality; their counts agree with the entity counts.
 */
final class RelationshipChecks {
    /** "Few" stops here: a one-to-few relationship with a larger (or no) maximum is a one-to-many. */
    static final int FEW = Thresholds.FEW;
    /** Entity counts and relationship counts that disagree by more than this factor get a warning. */
    static final double COUNT_DISAGREEMENT = 10;

    private RelationshipChecks() {
    }

    static void check(DataModel model, Problems problems) {
        Map<String, Integer> ids = new HashMap<>();
        Map<String, Integer> namesByParent = new HashMap<>();
        List<Relationship> relationships = model.relationships();
        for (int i = 0; i < relationships.size(); i++) {
            Relationship r = relationships.get(i);
            String path = "relationships[" + i + "]";
            String subject = subject(model, r);
            Integer sameId = ids.putIfAbsent(r.id(), i);
            if (sameId != null) {
                problems.error(path + ".id", "relationship id '" + r.id() + "' is already used by relationships[" + sameId + "]");
            }
            Optional<Entity> parent = model.entity(r.parent());
            Optional<Entity> child = model.entity(r.child());
            if (parent.isEmpty()) {
                problems.error(path + ".parent", subject + " names parent entity '" + r.parent() + "', which does not exist");
            }
            if (child.isEmpty()) {
                problems.error(path + ".child", subject + " names child entity '" + r.child() + "', which does not exist");
            }
            Integer sameName = namesByParent.putIfAbsent(r.parent() + "\u0000" + r.name(), i);
            if (sameName != null) {
                problems.error(path + ".name", subject + " has the same name as relationships[" + sameName
                        + "] of the same parent: both would be the field '" + r.name() + "'");
            }
            parent.filter(p -> p.field(r.name()).isPresent()).ifPresent(p -> problems.warning(path + ".name",
                    subject + ": the field '" + r.name() + "' holding the children clashes with " + p.name() + "'s own field"));
            if (r.inverseName() != null) {
                child.filter(c -> c.field(r.inverseName()).isPresent()).ifPresent(c -> problems.warning(path + ".inverseName",
                        subject + ": the field '" + r.inverseName() + "' holding the parent clashes with " + c.name() + "'s own field"));
            }
            counts(r, path, subject, problems);
            flags(r, path, subject, problems);
            if (parent.isPresent() && child.isPresent()) agreement(r, parent.get(), child.get(), path, subject, problems);
        }
    }

    static String subject(DataModel model, Relationship r) {
        return "relationship '" + r.id() + "'" + model.entity(r.parent()).map(p -> " (" + p.name() + "." + r.name() + ")").orElse("");
    }

    private static void counts(Relationship r, String path, String subject, Problems problems) {
        double avg = r.avgCount();
        Integer max = r.maxCount();
        if (!Double.isFinite(avg)) {
            problems.error(path + ".avgCount", subject + ": the average count is not a number");
        } else if (avg < 0) {
            problems.error(path + ".avgCount", subject + ": the average count " + Numbers.plain(avg) + " is negative");
        }
        if (max != null && max < 0) {
            problems.error(path + ".maxCount", subject + ": the maximum count " + max + " is negative");
        }
        int min = r.minCount();
        if (min > 0 && Double.isFinite(avg) && min > avg) {
            problems.error(path + ".minCount", subject + ": the minimum count " + min + " is more than the average "
                    + Numbers.plain(avg) + " (minimum <= average <= maximum)");
        } else if (min > 0 && max != null && min > max) {
            problems.error(path + ".minCount", subject + ": the minimum count " + min + " is more than the maximum " + max);
        }
        if (min > 0 && r.presence() < 1) {
            // every parent has children, so every parent's document holds them (decision 0573)
            problems.error(path + ".presence", subject + ": every parent has at least " + min + " children, so every parent holds"
                    + " them: the share of parents holding them must be 100 %, not " + Numbers.percent(r.presence()));
        }
        if (r.cardinality() == Cardinality.ONE_TO_ONE) {
            if (max == null || max != 1) {
                problems.error(path + ".maxCount", subject + " is one-to-one, so a parent has at most 1 child, not "
                        + (max == null ? "an unbounded number" : max));
            }
            if (avg > 1) {
                problems.error(path + ".avgCount", subject + " is one-to-one, but its average count is " + Numbers.plain(avg));
            }
        } else if (max != null && max >= 0 && avg > max) {
            problems.error(path + ".avgCount", subject + ": the average count " + Numbers.plain(avg)
                    + " is more than the maximum " + max);
        }
        if (r.cardinality() == Cardinality.ONE_TO_FEW) {
            if (max == null) {
                problems.warning(path + ".maxCount", subject + " is one-to-few but unbounded: give it a maximum, or make it one-to-many");
            } else if (max > FEW) {
                problems.warning(path + ".maxCount", subject + " is one-to-few with up to " + max
                        + " children, more than a few (" + FEW + "): make it one-to-many");
            }
        }
        double sharedBy = r.sharedBy();
        if (!Double.isFinite(sharedBy) || sharedBy < 0) {
            problems.error(path + ".sharedBy", subject + ": parents per child must be a number of at least 0, not " + sharedBy);
        } else if (sharedBy < 1) {
            problems.warning(path + ".sharedBy", subject + ": each child has " + Numbers.plain(sharedBy)
                    + " parents on average, so most children have none; use 1 when every child has one parent");
        }
    }

    private static void flags(Relationship r, String path, String subject, Problems problems) {
        if (!r.contains()) return;
        if (r.isManyToMany()) {
            problems.warning(path + ".contains", subject + " is many-to-many, so its children cannot be contained by one parent");
        } else if (r.sharedBy() > 1) {
            problems.warning(path + ".contains", subject + ": a contained child belongs to one parent, but this one is shared by "
                    + Numbers.plain(r.sharedBy()));
        }
    }

    /** parent count x children per parent / parents per child should be about the child count. */
    private static void agreement(Relationship r, Entity parent, Entity child, String path, String subject, Problems problems) {
        if (parent.count() <= 0 || child.count() <= 0 || !(r.avgCount() > 0) || !(r.sharedBy() > 0)
                || !Double.isFinite(r.avgCount()) || !Double.isFinite(r.sharedBy())) {
            return;
        }
        double implied = parent.count() * r.avgCount() / r.sharedBy();
        double ratio = Math.max(implied, child.count()) / Math.min(implied, child.count());
        if (ratio > COUNT_DISAGREEMENT) {
            problems.warning(path, subject + " implies about " + Numbers.grouped(Math.round(implied)) + " " + child.name()
                    + " (" + Numbers.grouped(parent.count()) + " " + parent.name() + " x " + Numbers.plain(r.avgCount())
                    + " each / " + Numbers.plain(r.sharedBy()) + " parents per child), but " + child.name()
                    + " has a count of " + Numbers.grouped(child.count()));
        }
    }
}
