package dev.docshape.model.edit;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldValues;
import dev.docshape.model.JsonStrings;
import dev.docshape.model.Labels;
import dev.docshape.model.Numbers;
import dev.docshape.model.Partitioning;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueRange;
import dev.docshape.model.Volatility;

import java.util.List;

/** The scalar properties that {@link PropertyChanged} edits set, each with its checks and its words. */
public final class Properties {
    private Properties() {
    }

    /**
     * Children per parent of a relationship, set together.
     *
     * @param avg the average
     * @param max the maximum; null = unbounded
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

    public static final Property<Entity, Long> ENTITY_COUNT = Property.<Entity, Long>of("the count",
                    Entity::count, Entity::withCount,
                    (entity, to) -> "Set count of " + entity.name() + " to " + to)
            .refusing(to -> to < 0 ? "count must not be negative, was " + to : null);

    public static final Property<Entity, Double> ENTITY_UPDATE_RATE = Property.<Entity, Double>of("the update rate",
                    Entity::updatesPerDay, Entity::withUpdatesPerDay,
                    (entity, to) -> "Set update rate of " + entity.name() + " to " + Numbers.plain(to) + " per day")
            .refusing(to -> atLeastZero(to) ? null : "update rate must be a number of at least 0, was " + to);

    /** A value object's embedded instances hold no id (decision 0543). */
    public static final Property<Entity, Boolean> ENTITY_VALUE_OBJECT = Property.of("the value-object flag",
            Entity::valueObject, Entity::withValueObject,
            (entity, to) -> to ? "Embed " + entity.name() + " without an id" : "Give embedded " + entity.name() + " an id");

    public static final Property<Entity, String> ENTITY_DESCRIPTION = Property.of("the description",
            Entity::description, Entity::withDescription,
            (entity, to) -> to == null ? "Remove the description of " + entity.name() : "Describe " + entity.name());

    public static final Property<Field, String> FIELD_DESCRIPTION = Property.of("the description",
            Field::description, Field::withDescription,
            (field, to) -> to == null ? "Remove the description of " + field.name() : "Describe " + field.name());

    public static final Property<Field, Integer> FIELD_AVG_SIZE = Property.<Field, Integer>of("the average size",
                    Field::avgSize, Field::withAvgSize,
                    (field, to) -> "Set average size of " + field.name() + " to " + to + " bytes")
            .refusing(to -> to < 0 ? "average size must not be negative, was " + to : null);

    public static final Property<Field, Boolean> FIELD_REQUIRED = Property.of("the required flag",
            Field::required, Field::withRequired,
            (field, to) -> "Make " + field.name() + (to ? " required" : " optional"));

    /** Null lets the field change as often as its entity. */
    public static final Property<Field, Double> FIELD_UPDATE_RATE = Property.<Field, Double>of("the update rate",
                    Field::updatesPerDay, Field::withUpdatesPerDay,
                    (field, to) -> to == null ? "Let " + field.name() + " change as often as " + field.entityName()
                            : "Set " + field.name() + " to change " + Numbers.plain(to) + " times a day")
            .refusing(to -> to == null || (to >= 0 && to < Double.POSITIVE_INFINITY) ? null
                    : "changes per day must be a finite number, not negative, was " + to);

    /** Null declares none; a boolean takes only 2 (decision 0401, docs/counting-rules.md "Ties in an order"). */
    public static final Property<Field, Integer> FIELD_DISTINCT_VALUES = Property.<Field, Integer>of("the distinct values",
                    Field::distinctValues, Field::withDistinctValues,
                    (field, to) -> to == null ? "Declare no distinct values of " + field.name()
                            : "Declare " + to + " distinct values of " + field.name())
            .refusing(to -> to == null || to >= 2 ? null : "distinct values must be at least 2, was " + to);

    /** Null declares none; a range on a field other than a number is refused by the field (decision 0537). */
    public static final Property<Field, ValueRange> FIELD_RANGE = Property.of("the range",
            Field::range, Field::withRange,
            (field, to) -> to == null ? "Declare no range of " + field.name() : "Set range of " + field.name() + " to " + to.describe());

    /** The share of the entity's instances that hold the field (decision 0534). */
    public static final Property<Field, Double> FIELD_PRESENCE = Property.<Field, Double>of("the presence",
                    Field::presence, Field::withPresence,
                    (field, to) -> "Set presence of " + field.name() + " to " + Numbers.percent(to))
            .refusing(to -> to != null && to > 0 && to <= 1 ? null : "presence must be above 0 and at most 1, was " + to);

    /**
     * The one value a string or boolean field holds (decision 0538); null declares none. A value of the wrong kind, or a
     * constant beside declared distinct values, is refused by the field.
     */
    public static final Property<Field, Object> FIELD_CONSTANT = Property.of("the constant",
            Field::constant, Field::withConstant,
            (field, to) -> to == null ? "Declare no constant of " + field.name() : "Set constant of " + field.name() + " to " + JsonStrings.constant(to));

    /**
     * The values a string or number field takes (decision 0555), its distinct values their number; null lists none and
     * declares no number either. Values of the wrong kind, duplicates or fewer than 2 are refused by the field.
     */
    public static final Property<Field, List<Object>> FIELD_VALUES = Property.of("the values",
            Field::values, Field::withValues,
            (field, to) -> to == null ? "List no values of " + field.name() : "Set values of " + field.name() + " to " + FieldValues.listed(to));

    /** Its name is the field that holds the children in the parent's document. */
    public static final Property<Relationship, String> RELATIONSHIP_NAME = Property.<Relationship, String>of("the name",
                    Relationship::name, Relationship::withName,
                    (relationship, to) -> "Rename relationship " + relationship.name() + " to " + to)
            .refusing(to -> to == null || to.isBlank() ? "a new relationship name must not be empty" : null);

    public static final Property<Relationship, Cardinality> CARDINALITY = Property.<Relationship, Cardinality>of("the cardinality",
                    Relationship::cardinality, Relationship::withCardinality,
                    (relationship, to) -> "Change cardinality of " + relationship.name() + " to " + Labels.cardinality(to))
            .refusing(to -> to == null ? "a cardinality must be given" : null);

    public static final Property<Relationship, Counts> COUNTS = Property.<Relationship, Counts>of("the counts",
                    Counts::of, (r, to) -> r.withCounts(to.min(), to.avg(), to.max()),
                    (relationship, to) -> "Set counts of " + relationship.name() + " to "
                            + (to.min() > 0 ? "at least " + to.min() + ", " : "") + Numbers.plain(to.avg())
                            + " on average, at most " + Labels.max(to.max()))
            .refusing(Properties::countsProblem);

    public static final Property<Relationship, Double> SHARED_BY = Property.<Relationship, Double>of("the parents per child",
                    Relationship::sharedBy, Relationship::withSharedBy,
                    (relationship, to) -> "Set " + relationship.name() + " shared by " + Numbers.plain(to) + " parents")
            .refusing(to -> atLeastZero(to) ? null : "parents per child must be a number of at least 0, was " + to);

    /** The share of the parents whose documents hold the relationship's field, an array left out where empty (decision 0573). */
    public static final Property<Relationship, Double> PRESENCE = Property.<Relationship, Double>of("the share of parents holding it",
                    Relationship::presence, Relationship::withPresence,
                    (relationship, to) -> "Set " + relationship.name() + " held by " + Numbers.percent(to) + " of the parents")
            .refusing(to -> to != null && to > 0 && to <= 1 ? null : "the share of parents must be above 0 and at most 1, was " + to);

    /** The share of the children that have a parent, its id held in their documents (decision 0573). */
    public static final Property<Relationship, Double> INVERSE_PRESENCE = Property.<Relationship, Double>of("the share of children with a parent",
                    Relationship::inversePresence, Relationship::withInversePresence,
                    (relationship, to) -> "Set " + relationship.name() + " with a parent in " + Numbers.percent(to) + " of the children")
            .refusing(to -> to != null && to > 0 && to <= 1 ? null : "the share of children must be above 0 and at most 1, was " + to);

    public static final Property<Relationship, Boolean> CONTAINS = Property.of("the containment flag",
            Relationship::contains, Relationship::withContains,
            (relationship, to) -> "Mark " + relationship.name() + (to ? " as contained" : " as not contained"));

    public static final Property<Relationship, Volatility> VOLATILITY = Property.<Relationship, Volatility>of("the volatility",
                    Relationship::volatility, Relationship::withVolatility,
                    (relationship, to) -> "Set volatility of " + relationship.name() + " to " + Labels.words(to))
            .refusing(to -> to == null ? "a volatility must be given" : null);

    /**
     * How a design partitions its collections, set as a whole so that undo restores it exactly; the
     * edits word each change ({@link Property#worded}).
     */
    public static final Property<Design, Partitioning> PARTITIONING = Property.<Design, Partitioning>of("the partitioning",
                    Design::partitioning, Design::withPartitioning,
                    (design, to) -> "Change the partitioning of design " + design.name())
            .refusing(to -> to == null ? "a partitioning must be given" : null);

    /** A design's duplicate collections (docs/counting-rules.md "Duplicate collections"), set as a whole like the partitioning. */
    public static final Property<Design, Duplicates> DUPLICATES = Property.<Design, Duplicates>of("the duplicate collections",
                    Design::duplicates, Design::withDuplicates,
                    (design, to) -> "Change the duplicate collections of design " + design.name())
            .refusing(to -> to == null ? "duplicate collections must be given" : null);

    private static boolean atLeastZero(Double value) {
        return value != null && value >= 0 && !Double.isInfinite(value);
    }

    private static String countsProblem(Counts to) {
        if (to == null) return "counts must be given";
        if (!atLeastZero(to.avg())) return "average count must be a number of at least 0, was " + to.avg();
        if (to.max() != null && to.max() < 0) return "maximum count must not be negative, was " + to.max();
        if (to.min() < 0 || to.min() > to.avg() || (to.max() != null && to.min() > to.max())) {
            return "the minimum count " + to.min() + " must be between 0 and the average " + Numbers.plain(to.avg())
                    + (to.max() != null ? " and the maximum " + to.max() : "");
        }
        return null;
    }
}
