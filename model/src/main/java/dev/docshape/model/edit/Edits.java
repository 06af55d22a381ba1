package dev.docshape.model.edit;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Descriptions;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.FieldValues;
import dev.docshape.model.naming.Names;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.ValueRange;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.Partitioning;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.AccessPattern;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * Makes edits from the current project, so callers never look up the values an edit replaces:
 * {@code Edits.renameEntity(project, "person", "Customer")}. Every edit made here has been checked
 * against {@code project}: it applies, or the factory throws an {@link InvalidEditException}
 * naming the problem (unknown id, duplicate id or name).
 * <p>
 * Names that are not identifiers (entity names, relationship names) are checked here, not when an
 * edit applies, so that undo and redo stay exact even in a project that already breaks them.
 */
public final class Edits {
    private Edits() {
    }

    /** Starts a multi-step edit that undoes as one ("Paste", "Auto-layout", "Delete selection"). */
    public static CompositeBuilder compose(Project project, String description) {
        Names.requireName(description, "edit description");
        return new CompositeBuilder(project, description);
    }

    // ---- the project

    /** Renames the project; a blank name is refused. Its id stays, so its sample store stays bound to it. */
    public static ProjectRenamed renameProject(Project project, String newName) {
        Require.that(newName != null && !newName.isBlank(), "a project name must not be empty");
        return checked(project, new ProjectRenamed(project.name(), newName));
    }

    /** Replaces the project's description; null or blank clears it. */
    public static ProjectDescriptionChanged describeProject(Project project, String newDescription) {
        String text = newDescription == null || newDescription.isBlank() ? "" : newDescription;
        return checked(project, new ProjectDescriptionChanged(project.description(), text));
    }

    // ---- entities

    public static EntityAdded addEntity(Project project, Entity entity) {
        Objects.requireNonNull(entity, "entity");
        Require.entityNameFree(project, entity.name(), null);
        return checked(project, new EntityAdded(entity, project.model().entities().size()));
    }

    /** Removes the entity with its relationships, their mappings, the patterns and pattern parts that need it. */
    public static EntityRemoved removeEntity(Project project, String entityId) {
        Entity entity = Require.entity(project, entityId);
        int index = Require.entityIndex(project, entityId);
        return checked(project, new EntityRemoved(entity, index, Cascades.entityRemoval(project, entityId)));
    }

    public static EntityRenamed renameEntity(Project project, String entityId, String newName) {
        Require.entityNameFree(project, newName, entityId);
        return checked(project, new EntityRenamed(entityId, Require.entity(project, entityId).name(), newName));
    }

    public static EntityMoved moveEntity(Project project, String entityId, Position to) {
        Entity entity = Require.entity(project, entityId);
        return checked(project, new EntityMoved(entityId, entity.name(), entity.position(), to));
    }

    /** Moves several entities as one step (auto-layout, dragging a selection). */
    public static CompositeEdit moveEntities(Project project, String description, Map<String, Position> positions) {
        CompositeBuilder steps = compose(project, description);
        positions.forEach((id, to) -> steps.then(p -> moveEntity(p, id, to)));
        return steps.build();
    }

    public static PropertyChanged<Entity, Long> setEntityCount(Project project, String entityId, long count) {
        return set(project, Owner.entity(project, entityId), Properties.ENTITY_COUNT, count);
    }

    public static PropertyChanged<Entity, Double> setEntityUpdateRate(Project project, String entityId, double perDay) {
        return set(project, Owner.entity(project, entityId), Properties.ENTITY_UPDATE_RATE, perDay);
    }

    /** Marks the entity a value object, whose embedded instances hold no id, or gives them one again (decision 0543). */
    public static PropertyChanged<Entity, Boolean> setValueObject(Project project, String entityId, boolean valueObject) {
        return set(project, Owner.entity(project, entityId), Properties.ENTITY_VALUE_OBJECT, valueObject);
    }

    /** Describes the entity in words (decision 0556); null or blank removes its description. */
    public static PropertyChanged<Entity, String> setEntityDescription(Project project, String entityId, String text) {
        return set(project, Owner.entity(project, entityId), Properties.ENTITY_DESCRIPTION, Descriptions.require("entity " + entityId, text));
    }

    // ---- fields

    public static FieldAdded addField(Project project, String entityId, Field field) {
        Entity entity = Require.entity(project, entityId);
        return checked(project, new FieldAdded(entityId, entity.name(), field, entity.fields().size()));
    }

    /** Removes the field and drops its name from patterns and extended references. */
    public static FieldRemoved removeField(Project project, String entityId, String fieldName) {
        Entity entity = Require.entity(project, entityId);
        int index = Require.fieldIndex(entity, fieldName);
        return checked(project, new FieldRemoved(entityId, entity.name(), entity.fields().get(index), index,
                Cascades.fieldReferences(project, entityId, Cascades.removing(fieldName))));
    }

    /** Renames the field and its name in patterns and extended references. */
    public static FieldRenamed renameField(Project project, String entityId, String fieldName, String newName) {
        Entity entity = Require.entity(project, entityId);
        Require.fieldIndex(entity, fieldName);
        Names.requireName(newName, "new field name");
        return checked(project, new FieldRenamed(entityId, entity.name(), fieldName, newName,
                Cascades.fieldReferences(project, entityId, Cascades.renaming(fieldName, newName))));
    }

    public static FieldRetyped retypeField(Project project, String entityId, String fieldName, FieldType newType) {
        Entity entity = Require.entity(project, entityId);
        Field field = Require.field(entity, fieldName);
        return checked(project, new FieldRetyped(entityId, entity.name(), field, field.withType(newType)));
    }

    /** Moves the field to position {@code toIndex} of its entity's field list. */
    public static FieldMoved moveField(Project project, String entityId, String fieldName, int toIndex) {
        Entity entity = Require.entity(project, entityId);
        return checked(project, new FieldMoved(entityId, entity.name(), fieldName, Require.fieldIndex(entity, fieldName), toIndex));
    }

    public static PropertyChanged<Field, Integer> setFieldAvgSize(Project project, String entityId, String fieldName, int avgSize) {
        return set(project, Owner.field(project, entityId, fieldName), Properties.FIELD_AVG_SIZE, avgSize);
    }

    /** Sets how often the field changes per day; null lets it follow its entity's rate. */
    public static PropertyChanged<Field, Double> setFieldUpdatesPerDay(Project project, String entityId, String fieldName, Double rate) {
        return set(project, Owner.field(project, entityId, fieldName), Properties.FIELD_UPDATE_RATE, rate);
    }

    /** Declares a number of distinct values; on a field listing another number of values, in one step that drops them first. */
    public static Edit setFieldDistinctValues(Project project, String entityId, String fieldName, Integer count) {
        Owner<Field> owner = Owner.field(project, entityId, fieldName);
        Field field = owner.find(project);
        if (field.values() == null || Objects.equals(count, field.distinctValues())) {
            return set(project, owner, Properties.FIELD_DISTINCT_VALUES, count);
        }
        return compose(project, Properties.FIELD_DISTINCT_VALUES.label().apply(owner, count))
                .then(p -> set(p, Owner.field(p, entityId, fieldName), Properties.FIELD_VALUES, null))
                .then(p -> set(p, Owner.field(p, entityId, fieldName), Properties.FIELD_DISTINCT_VALUES, count))
                .build();
    }

    /** Declares the range a number field's values keep; null declares none. */
    public static PropertyChanged<Field, ValueRange> setFieldRange(Project project, String entityId, String fieldName, ValueRange range) {
        return set(project, Owner.field(project, entityId, fieldName), Properties.FIELD_RANGE, range);
    }

    /**
     * Lists the values a string or number field takes (decision 0555) in one undo step: none when null or empty, for a
     * string or a boolean one value as its constant, else the values. Whatever the field declared before (values, a
     * number of distinct values, a constant) is dropped first, so undoing the step gives it back.
     */
    public static CompositeEdit setFieldValues(Project project, String entityId, String fieldName, List<?> values) {
        Owner<Field> owner = Owner.field(project, entityId, fieldName);
        Field field = owner.find(project);
        boolean none = values == null || values.isEmpty();
        boolean one = !none && values.size() == 1 && Field.constantApplies(field.type());
        List<Object> listed = none || one ? null : FieldValues.require(fieldName, field.type(), values);
        String description = one ? Properties.FIELD_CONSTANT.label().apply(owner, values.get(0))
                : !none || field.constant() == null ? Properties.FIELD_VALUES.label().apply(owner, listed)
                : Properties.FIELD_CONSTANT.label().apply(owner, null);
        CompositeBuilder steps = compose(project, description);
        if (field.values() != null) {
            steps.then(p -> set(p, Owner.field(p, entityId, fieldName), Properties.FIELD_VALUES, null));
        } else if (field.distinctValues() != null && !none) {
            steps.then(p -> set(p, Owner.field(p, entityId, fieldName), Properties.FIELD_DISTINCT_VALUES, null));
        }
        if (field.constant() != null) steps.then(p -> set(p, Owner.field(p, entityId, fieldName), Properties.FIELD_CONSTANT, null));
        if (one) steps.then(p -> set(p, Owner.field(p, entityId, fieldName), Properties.FIELD_CONSTANT, values.get(0)));
        if (listed != null) steps.then(p -> set(p, Owner.field(p, entityId, fieldName), Properties.FIELD_VALUES, listed));
        return steps.build();
    }

    /** Declares the one value a string or boolean field holds (a String or a Boolean); null declares none. */
    public static PropertyChanged<Field, Object> setFieldConstant(Project project, String entityId, String fieldName, Object value) {
        return set(project, Owner.field(project, entityId, fieldName), Properties.FIELD_CONSTANT, value);
    }

    /** Describes the field in words (decision 0556); null or blank removes its description. */
    public static PropertyChanged<Field, String> setFieldDescription(Project project, String entityId, String fieldName, String text) {
        return set(project, Owner.field(project, entityId, fieldName), Properties.FIELD_DESCRIPTION,
                Descriptions.require("field " + fieldName, text));
    }

    /** Sets the share of the owner's instances holding the field; refused on a required field (decision 0534). */
    public static PropertyChanged<Field, Double> setFieldPresence(Project project, String entityId, String fieldName, double share) {
        Owner<Field> field = Owner.field(project, entityId, fieldName);
        if (field.find(project).required()) {
            throw new InvalidEditException("field " + fieldName + ": a required field is in every instance; make it optional first");
        }
        return set(project, field, Properties.FIELD_PRESENCE, share);
    }

    public static PropertyChanged<Field, Boolean> setFieldRequired(Project project, String entityId, String fieldName, boolean required) {
        return set(project, Owner.field(project, entityId, fieldName), Properties.FIELD_REQUIRED, required);
    }

    // ---- relationships

    public static RelationshipAdded addRelationship(Project project, Relationship relationship) {
        Objects.requireNonNull(relationship, "relationship");
        Require.relationshipNameFree(project, relationship.parent(), relationship.name(), relationship.id());
        return checked(project, new RelationshipAdded(relationship, Describe.relationship(project.model(), relationship),
                project.model().relationships().size(), null));
    }

    /** Removes the relationship with its mappings in every design and the pattern parts that follow it. */
    public static RelationshipRemoved removeRelationship(Project project, String relationshipId) {
        return checked(project, Cascades.relationshipRemoved(project, relationshipId));
    }

    public static PropertyChanged<Relationship, String> renameRelationship(Project project, String relationshipId, String newName) {
        Relationship r = Require.relationship(project, relationshipId);
        Require.relationshipNameFree(project, r.parent(), newName, relationshipId);
        Names.requireName(newName, "new relationship name");
        return set(project, Owner.relationship(project, relationshipId), Properties.RELATIONSHIP_NAME, newName);
    }

    public static PropertyChanged<Relationship, Cardinality> setCardinality(Project project, String relationshipId, Cardinality cardinality) {
        return set(project, Owner.relationship(project, relationshipId), Properties.CARDINALITY, cardinality);
    }

    /** Sets the average and maximum children per parent, keeping the minimum; a null maximum means unbounded. */
    public static PropertyChanged<Relationship, Properties.Counts> setCounts(Project project, String relationshipId, double avg, Integer max) {
        return setCounts(project, relationshipId, Require.relationship(project, relationshipId).minCount(), avg, max);
    }

    /** Sets the minimum, average and maximum children per parent; a null maximum means unbounded. */
    public static PropertyChanged<Relationship, Properties.Counts> setCounts(Project project, String relationshipId, int min, double avg, Integer max) {
        return set(project, Owner.relationship(project, relationshipId), Properties.COUNTS, new Properties.Counts(avg, max, min));
    }

    public static PropertyChanged<Relationship, Double> setSharedBy(Project project, String relationshipId, double sharedBy) {
        return set(project, Owner.relationship(project, relationshipId), Properties.SHARED_BY, sharedBy);
    }

    public static PropertyChanged<Relationship, Double> setPresence(Project project, String relationshipId, double share) {
        return set(project, Owner.relationship(project, relationshipId), Properties.PRESENCE, share);
    }

    public static PropertyChanged<Relationship, Double> setInversePresence(Project project, String relationshipId, double share) {
        return set(project, Owner.relationship(project, relationshipId), Properties.INVERSE_PRESENCE, share);
    }

    public static PropertyChanged<Relationship, Boolean> setContains(Project project, String relationshipId, boolean contains) {
        return set(project, Owner.relationship(project, relationshipId), Properties.CONTAINS, contains);
    }

    public static PropertyChanged<Relationship, Volatility> setVolatility(Project project, String relationshipId, Volatility volatility) {
        return set(project, Owner.relationship(project, relationshipId), Properties.VOLATILITY, volatility);
    }

    // ---- designs

    /** Sets the mapping of a relationship in a design; null falls back to the design's default. */
    public static RelationshipMappingChanged setMapping(Project project, String designName, String relationshipId, Mapping mapping) {
        Design design = Require.design(project, designName);
        Relationship r = Require.relationship(project, relationshipId);
        int index = Lists.indexOfKey(design.mappings(), relationshipId);
        return checked(project, new RelationshipMappingChanged(designName, relationshipId, subject(project, r),
                design.mappings().get(relationshipId), mapping, index < 0 ? design.mappings().size() : index));
    }

    /** Keeps (or stops keeping) a count of the children in each parent, on the relationship's current mapping. */
    public static CompositeEdit setPrecomputedCount(Project project, String designName, String relationshipId, boolean keep) {
        Design design = Require.design(project, designName);
        Relationship r = Require.relationship(project, relationshipId);
        String parent = Require.entity(project, r.parent()).name();
        String description = (keep ? "Keep a count of " : "Stop keeping a count of ") + r.name() + " in " + parent;
        return compose(project, description)
                .then(p -> setMapping(p, designName, relationshipId, design.mappingFor(r).withPrecomputedCount(keep)))
                .build();
    }

    public static StandaloneChanged setStandalone(Project project, String designName, String entityId, boolean standalone) {
        Design design = Require.design(project, designName);
        Entity entity = Require.entity(project, entityId);
        int index = Lists.indexOf(design.standalone(), entityId);
        return checked(project, new StandaloneChanged(designName, entityId, entity.name(), design.standalone().contains(entityId),
                standalone, index < 0 ? design.standalone().size() : index));
    }

    /**
     * Makes {@code field} (a top-level field of the entity's documents, {@code id} included) the
     * partition key of the entity's collection in one design; null or blank stops partitioning it.
     */
    public static PropertyChanged<Design, Partitioning> setPartitionKey(Project project, String designName, String entityId, String field) {
        Require.design(project, designName);
        Entity entity = Require.entity(project, entityId);
        boolean none = field == null || field.isBlank();
        String description = none ? "Stop partitioning " + entity.name()
                : "Partition " + entity.name() + " by " + field;
        return setDesign(project, designName, Properties.PARTITIONING.worded(description), p -> p.withKey(entityId, field));
    }

    /** Sets how many partitions (shards) the partitioned collections of one design spread over. */
    public static PropertyChanged<Design, Partitioning> setPartitions(Project project, String designName, int partitions) {
        return setDesign(project, designName, Properties.PARTITIONING.worded("Spread over " + partitions + " partitions"),
                p -> p.withPartitions(partitions));
    }

    /** Adds an empty design (every relationship on its default mapping) at the end. */
    public static DesignAdded addDesign(Project project, String name) {
        return checked(project, new DesignAdded(Design.named(name), project.designs().size(),
                project.activeDesign(), project.activeDesign()));
    }

    /** Copies a design under a new name, right after it, and makes the copy active. */
    public static CompositeEdit duplicateDesign(Project project, String sourceName, String newName) {
        Design source = Require.design(project, sourceName);
        int index = Require.designIndex(project, sourceName) + 1;
        return compose(project, "Duplicate design " + sourceName + " as " + newName)
                .add(new DesignAdded(source.withName(newName), index, project.activeDesign(), newName))
                .build();
    }

    /** Removes a design; when it is the active one, the design before it (or else after it) becomes active. */
    public static DesignRemoved removeDesign(Project project, String name) {
        int index = Require.designIndex(project, name);
        Require.that(project.designs().size() > 1, "design '" + name + "' is the project's only design");
        String active = project.activeDesign();
        if (active.equals(name)) active = project.designs().get(index > 0 ? index - 1 : 1).name();
        return checked(project, new DesignRemoved(project.designs().get(index), index, project.activeDesign(), active));
    }

    public static DesignRenamed renameDesign(Project project, String name, String newName) {
        return checked(project, new DesignRenamed(name, newName));
    }

    public static ActiveDesignChanged setActiveDesign(Project project, String name) {
        return checked(project, new ActiveDesignChanged(project.activeDesign(), name));
    }

    // ---- access patterns

    public static AccessPatternAdded addPattern(Project project, AccessPattern pattern) {
        return checked(project, new AccessPatternAdded(pattern, project.model().patterns().size()));
    }

    public static AccessPatternRemoved removePattern(Project project, String patternId) {
        return checked(project, new AccessPatternRemoved(Require.pattern(project, patternId), Require.patternIndex(project, patternId)));
    }

    /** Replaces the pattern {@code patternId} by {@code changed}, in the same position. */
    public static AccessPatternReplaced replacePattern(Project project, String patternId, AccessPattern changed) {
        Objects.requireNonNull(changed, "changed access pattern");
        return checked(project, new AccessPatternReplaced(Require.pattern(project, patternId), changed));
    }

    private static String subject(Project project, Relationship relationship) {
        return Describe.relationship(project.model(), relationship);
    }

    static <V> PropertyChanged<Design, V> setDesign(Project project, String designName, Property<Design, V> property,
                                                    UnaryOperator<V> change) {
        Owner<Design> owner = Owner.design(project, designName);
        return set(project, owner, property, change.apply(property.get().apply(owner.find(project))));
    }

    private static <O, V> PropertyChanged<O, V> set(Project project, Owner<O> owner, Property<O, V> property, V to) {
        return checked(project, new PropertyChanged<>(owner, property, property.get().apply(owner.find(project)), to));
    }

    /** Applies the edit once, so an impossible edit fails here, where it is made, with its message. */
    private static <E extends Edit> E checked(Project project, E edit) {
        edit.apply(project);
        return edit;
    }
}
