package dev.docshape.model.edit;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.Duplicates;
import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.pattern.AccessPattern;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Works out what else changes when something is removed or renamed, as a list of edits made one
 * after the other against the project, so every recorded position is right.
 */
final class Cascades {
    private Cascades() {
    }

    /** Before a relationship goes: its mappings in every design, then the pattern parts that need it. */
    static List<Edit> relationshipRemoval(Project project, String relationshipId) {
        Relationship relationship = Require.relationship(project, relationshipId);
        String subject = Describe.relationship(project.model(), relationship);
        CompositeBuilder steps = new CompositeBuilder(project, "cascade");
        for (Design design : project.designs()) {
            Mapping mapping = design.mappings().get(relationshipId);
            if (mapping != null) {
                steps.add(new RelationshipMappingChanged(design.name(), relationshipId, subject, mapping, null,
                        Lists.indexOfKey(design.mappings(), relationshipId)));
            }
            // a feed per parent of the relationship keeps the latest of all instead (docs/counting-rules.md "Ordering and feeds")
            Duplicates.Duplicate feed = design.duplicates().feedOf(relationship.child());
            if (feed != null && relationshipId.equals(feed.parent())) {
                steps.add(new PropertyChanged<>(new Owner.OfDesign(design.name()), Properties.DUPLICATES.worded("Keep the feed over all documents"),
                        design.duplicates(), design.duplicates().with(feed.withParent(null))));
            }
        }
        for (AccessPattern pattern : project.model().patterns()) {
            Optional<AccessPattern> pruned = PatternRewrites.withoutRelationship(pattern, relationshipId);
            if (pruned.isEmpty()) {
                steps.add(new AccessPatternRemoved(pattern, Require.patternIndex(steps.current(), pattern.id())));
            } else if (!pruned.get().equals(pattern)) {
                steps.add(new AccessPatternReplaced(pattern, pruned.get()));
            }
        }
        return steps.steps();
    }

    /**
     * Before an entity goes: its relationships (each with its own cascade), the patterns that start
     * from it, and its standalone marks, partition keys and duplicates in every design.
     */
    static List<Edit> entityRemoval(Project project, String entityId) {
        String name = Require.entity(project, entityId).name();
        CompositeBuilder steps = new CompositeBuilder(project, "cascade");
        for (Relationship relationship : project.model().relationshipsOf(entityId)) {
            steps.then(p -> relationshipRemoved(p, relationship.id()));
        }
        for (AccessPattern original : project.model().patterns()) {
            if (!original.entity().equals(entityId)) continue;
            // the relationship cascades may have pruned or removed it already
            Project current = steps.current();
            current.model().pattern(original.id()).ifPresent(pattern ->
                    steps.add(new AccessPatternRemoved(pattern, Require.patternIndex(current, pattern.id()))));
        }
        for (Design design : project.designs()) {
            if (design.standalone().contains(entityId)) {
                steps.add(new StandaloneChanged(design.name(), entityId, name, true, false,
                        Lists.indexOf(design.standalone(), entityId)));
            }
            if (design.partitioning().keyOf(entityId) != null) {
                steps.add(new PropertyChanged<>(new Owner.OfDesign(design.name()), Properties.PARTITIONING.worded("Stop partitioning " + name),
                        design.partitioning(), design.partitioning().withKey(entityId, null)));
            }
            if (!design.duplicates().copiesOf(entityId).isEmpty()) {
                steps.add(new PropertyChanged<>(new Owner.OfDesign(design.name()), Properties.DUPLICATES.worded("Remove the copies of " + name),
                        design.duplicates(), design.duplicates().without(entityId)));
            }
        }
        return steps.steps();
    }

    static RelationshipRemoved relationshipRemoved(Project project, String relationshipId) {
        Relationship relationship = Require.relationship(project, relationshipId);
        return new RelationshipRemoved(relationship, Describe.relationship(project.model(), relationship),
                Require.relationshipIndex(project, relationshipId), relationshipRemoval(project, relationshipId));
    }

    /**
     * The edits that apply {@code change} to every list naming fields of entity {@code entityId}: in
     * access patterns, and in the copied fields of extended references that copy from it.
     */
    static List<Edit> fieldReferences(Project project, String entityId, UnaryOperator<List<String>> change) {
        DataModel model = project.model();
        List<Edit> edits = new ArrayList<>();
        for (AccessPattern pattern : model.patterns()) {
            AccessPattern changed = PatternRewrites.withFieldNames(pattern, model, entityId, change);
            if (!changed.equals(pattern)) edits.add(new AccessPatternReplaced(pattern, changed));
        }
        for (Design design : project.designs()) {
            for (Map.Entry<String, Mapping> entry : design.mappings().entrySet()) {
                Optional<Mapping> changed = withCopiedFields(model, entry.getKey(), entry.getValue(), entityId, change);
                if (changed.isPresent()) {
                    Relationship relationship = model.requireRelationship(entry.getKey());
                    edits.add(new RelationshipMappingChanged(design.name(), entry.getKey(),
                            Describe.relationship(model, relationship), entry.getValue(), changed.get(),
                            Lists.indexOfKey(design.mappings(), entry.getKey())));
                }
            }
            feedOrder(design, entityId, change).ifPresent(edits::add);
        }
        return edits;
    }

    /** The entity's feed ordered by the changed field: renamed with it, or removed with it (docs/counting-rules.md "Ordering and feeds"). */
    private static Optional<Edit> feedOrder(Design design, String entityId, UnaryOperator<List<String>> change) {
        Duplicates.Duplicate feed = design.duplicates().feedOf(entityId);
        if (feed == null) return Optional.empty();
        Ordering order = PatternRewrites.withFieldName(feed.order(), change);
        if (feed.order().equals(order)) return Optional.empty();
        Duplicates to = order == null ? design.duplicates().without(entityId, true)
                : design.duplicates().with(new Duplicates.Duplicate(entityId, feed.partitionKey(), feed.keep(), order, feed.parent()));
        return Optional.of(new PropertyChanged<>(new Owner.OfDesign(design.name()), Properties.DUPLICATES.worded("Change the feed's order"),
                design.duplicates(), to));
    }

    /** The mapping with {@code change} applied to the fields it names of entity {@code entityId}: copied fields, an order. */
    private static Optional<Mapping> withCopiedFields(DataModel model, String relationshipId, Mapping mapping,
                                                      String entityId, UnaryOperator<List<String>> change) {
        Optional<Relationship> relationship = model.relationship(relationshipId);
        if (relationship.isEmpty()) return Optional.empty();
        Strategy changed = mapping.strategy();
        if (mapping.strategy() instanceof ExtendedReference reference) {
            String copiedFrom = reference.holder() == Holder.CHILD ? relationship.get().parent() : relationship.get().child();
            if (copiedFrom.equals(entityId)) changed = new ExtendedReference(reference.holder(), change.apply(reference.copiedFields()));
        } else if (relationship.get().child().equals(entityId)) {
            if (mapping.strategy() instanceof Subset subset) {
                changed = subset.withOrder(PatternRewrites.withFieldName(subset.order(), change));
            } else if (mapping.strategy() instanceof Bucket bucket) {
                changed = bucket.withOrder(PatternRewrites.withFieldName(bucket.order(), change));
            }
        }
        return changed.equals(mapping.strategy()) ? Optional.empty() : Optional.of(mapping.withStrategy(changed));
    }

    static UnaryOperator<List<String>> renaming(String from, String to) {
        return names -> names.stream().map(n -> n.equals(from) ? to : n).toList();
    }

    static UnaryOperator<List<String>> removing(String name) {
        return names -> names.stream().filter(n -> !n.equals(name)).toList();
    }
}
