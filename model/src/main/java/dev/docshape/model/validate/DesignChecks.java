package dev.docshape.model.validate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.DefaultedMappings;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Designs have unique names; their mappings name existing relationships and fit them; copied
 * fields exist; standalone entities exist; nothing embeds itself through a cycle.
 */
final class DesignChecks {
    private DesignChecks() {
    }

    static void check(Project project, Problems problems) {
        DataModel model = project.model();
        Map<String, Integer> names = new HashMap<>();
        List<Design> designs = project.designs();
        for (int i = 0; i < designs.size(); i++) {
            Design design = designs.get(i);
            Integer same = names.putIfAbsent(design.name(), i);
            if (same != null) {
                problems.error("designs[" + i + "].name", "two designs are named '" + design.name() + "' (designs[" + same + "] and this one)");
                continue;
            }
            String path = "designs" + Problems.quoted(design.name());
            design.mappings().forEach((relationshipId, mapping) ->
                    mapping(model, design, relationshipId, mapping, path + ".mappings" + Problems.quoted(relationshipId), problems));
            DefaultedMappings defaulted = DefaultedMappings.of(model, design);
            if (defaulted.count() > 0) {
                problems.warning(path + ".mappings", defaulted.sentence() + "; give " + (defaulted.count() == 1 ? "it" : "them")
                        + " a mapping to make the choice yours");
            }
            for (String entityId : design.standalone()) {
                if (model.entity(entityId).isEmpty()) {
                    problems.error(path + ".standalone" + Problems.quoted(entityId), "design '" + design.name()
                            + "' gives entity '" + entityId + "' a collection of its own, but there is no such entity");
                }
            }
            List<List<Relationship>> cycles = EmbeddingCycles.find(model, design);
            for (List<Relationship> cycle : cycles) {
                problems.error(path + ".mappings" + Problems.quoted(cycle.get(0).id()), "design '" + design.name()
                        + "' embeds in a cycle (" + EmbeddingCycles.describe(model, cycle) + "): documents would nest without end");
            }
            if (cycles.isEmpty()) embeddingSize(model, design, path, problems);
        }
    }

    /** Documents nested deeper than the database allows, or with more embedded objects than can be built. */
    private static void embeddingSize(DataModel model, Design design, String path, Problems problems) {
        EmbeddingSize.largest(model, design).ifPresent(largest -> {
            if (largest.levels() > EmbeddingSize.MAX_NESTING_LEVELS) {
                problems.error(path + ".mappings", "design '" + design.name() + "' nests the documents of '"
                        + EmbeddingSize.name(model, largest.deepestRoot()) + "' " + largest.levels()
                        + " levels deep; MongoDB allows " + EmbeddingSize.MAX_NESTING_LEVELS + ": reference some of these relationships");
            } else if (largest.objects() > EmbeddingSize.MAX_EMBEDDED_OBJECTS) {
                problems.error(path + ".mappings", "design '" + design.name() + "' gives the documents of '"
                        + EmbeddingSize.name(model, largest.root()) + "' " + dev.docshape.model.Numbers.grouped(Math.floor(largest.objects()))
                        + " embedded objects in one structure (the embeddings branch at every level); the limit is "
                        + dev.docshape.model.Numbers.grouped(EmbeddingSize.MAX_EMBEDDED_OBJECTS) + ": reference some of these relationships");
            }
        });
    }

    private static void mapping(DataModel model, Design design, String relationshipId, Mapping mapping, String path,
                                Problems problems) {
        Optional<Relationship> found = model.relationship(relationshipId);
        if (found.isEmpty()) {
            problems.error(path, "design '" + design.name() + "' maps relationship '" + relationshipId + "', which does not exist");
            return;
        }
        Relationship r = found.get();
        String subject = RelationshipChecks.subject(model, r);
        if (mapping.strategy() instanceof ExtendedReference reference) {
            copiedFields(model, r, reference, path, subject, problems);
        }
        order(model, r, mapping.strategy(), path, subject, problems);
        boolean partial = mapping.strategy() instanceof Subset || mapping.strategy() instanceof Bucket;
        if (partial && r.cardinality() == Cardinality.ONE_TO_ONE) {
            problems.warning(path, subject + " is one-to-one: a " + mapping.strategy().label()
                    + " of a single child makes no sense; embed or reference it");
        }
        if (mapping.strategy() instanceof Subset subset && r.maxCount() != null && subset.size() >= r.maxCount()
                && r.cardinality() != Cardinality.ONE_TO_ONE) {
            problems.warning(path, subject + ": the subset of " + subset.size() + " already holds every child (at most "
                    + r.maxCount() + "); embed them instead");
        }
    }

    /** A subset or bucket kept in order orders by a field of the child (docs/counting-rules.md "Ordering and feeds"). */
    private static void order(DataModel model, Relationship r, Strategy strategy, String path, String subject,
                              Problems problems) {
        Ordering order = strategy instanceof Subset subset ? subset.order()
                : strategy instanceof Bucket bucket ? bucket.order() : null;
        if (order == null) return;
        Optional<Entity> child = model.entity(r.child());
        if (child.isEmpty()) return; // reported with the relationship
        if (!FieldNames.exists(child.get(), order.field())) {
            problems.error(path + ".order", subject + ": the " + strategy.label() + " is ordered by " + child.get().name()
                    + "." + order.field() + ", but " + child.get().name() + " has no field '" + order.field() + "'");
        }
    }

    private static void copiedFields(DataModel model, Relationship r, ExtendedReference reference, String path,
                                     String subject, Problems problems) {
        String sourceId = reference.holder() == Holder.CHILD ? r.parent() : r.child();
        Optional<Entity> source = model.entity(sourceId);
        if (source.isEmpty()) return; // reported with the relationship
        List<String> copied = reference.copiedFields();
        if (copied.isEmpty()) {
            problems.warning(path + ".copiedFields", subject + ": the extended reference copies no fields of "
                    + source.get().name() + ", so it is a plain reference; pick the fields to copy, or reference it");
        }
        for (int k = 0; k < copied.size(); k++) {
            if (!FieldNames.exists(source.get(), copied.get(k))) {
                problems.error(path + ".copiedFields[" + k + "]", subject + ": the extended reference copies "
                        + source.get().name() + "." + copied.get(k) + ", but " + source.get().name() + " has no field '"
                        + copied.get(k) + "'");
            }
        }
    }
}
