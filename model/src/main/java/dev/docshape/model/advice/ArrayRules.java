package dev.docshape.model.advice;

import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Arrays the design lets grow without bound, found in the projected documents:
 * <ul>
 *   <li>{@code unbounded-embedded-array} (ERROR): embedded children or copies of an unbounded
 *       relationship (S2's comments): the document has no maximum size and will pass the limit.
 *       Suggests the most recent children the reads ask for plus buckets of the page size they
 *       load, or a reference;</li>
 *   <li>{@code growing-id-array} (WARNING): an unbounded array of ids (S4's publisher holding its
 *       book ids): every new child rewrites the parent, which grows forever. Suggests the child
 *       holding the parent's id (joining documents for a many-to-many).</li>
 * </ul>
 */
final class ArrayRules {
    private ArrayRules() {
    }

    /** Adds the findings; returns the collections they explain (so size rules need not repeat them). */
    static Set<String> check(AdviceContext context, List<Finding> out) {
        Set<String> explained = new LinkedHashSet<>();
        Set<String> reported = new LinkedHashSet<>();
        for (CollectionShape collection : context.before.projection().collections()) {
            Optional<CollectionEstimate> estimate = context.before.collection(collection.name());
            for (ShapeField field : collection.document().unboundedRelationshipArrays()) {
                Optional<Relationship> r = context.model.relationship(field.relationship());
                if (r.isEmpty() || !context.resolves(r.get())) continue;
                boolean ids = field.role() == ShapeField.Role.REFERENCE;
                if (!reported.add((ids ? "ids:" : "embedded:") + r.get().id())) {
                    explained.add(collection.name());
                    continue;
                }
                out.add(ids ? growing(context, r.get(), collection, estimate) : embedded(context, r.get(), field, collection, estimate));
                explained.add(collection.name());
            }
        }
        return explained;
    }

    private static Finding embedded(AdviceContext context, Relationship r, ShapeField field, CollectionShape collection,
                                    Optional<CollectionEstimate> estimate) {
        boolean copies = field.role() == ShapeField.Role.COPIED;
        Suggestion suggestion = copies ? Suggestions.reference(context, r) : Suggestions.bounded(context, r);
        String what = copies ? "copies of " + context.name(field.entity()) : context.name(r.child());
        String message = collection.name() + " documents embed " + what + " through " + context.subject(r)
                + ", which has no maximum (" + Facts.atLeast(r) + Numbers.plain(r.avgCount()) + " on average): the documents have no maximum size"
                + " and will pass the " + Numbers.bytes(context.profile.maxDocumentBytes()) + " limit; "
                + suggestion.description();
        return finding(context, Rules.UNBOUNDED_EMBEDDED_ARRAY, Severity.ERROR, r, collection, estimate, message, suggestion);
    }

    private static Finding growing(AdviceContext context, Relationship r, CollectionShape collection,
                                   Optional<CollectionEstimate> estimate) {
        Placement placement = r.isManyToMany() ? Placement.JOINING_DOCUMENTS : Placement.CHILD_HOLDS_PARENT_ID;
        Suggestion suggestion = Suggestions.reference(context, r, placement);
        String message = collection.name() + " documents hold an array of " + context.name(r.child()) + " ids for "
                + context.subject(r) + ", which has no maximum (" + Facts.atLeast(r) + Numbers.plain(r.avgCount()) + " on average): the array grows "
                + "forever and every new " + context.one(r.child()) + " rewrites its " + context.one(r.parent()) + "; "
                + suggestion.description();
        return finding(context, Rules.GROWING_ID_ARRAY, Severity.WARNING, r, collection, estimate, message, suggestion);
    }

    private static Finding finding(AdviceContext context, String rule, Severity severity, Relationship r,
                                   CollectionShape collection, Optional<CollectionEstimate> estimate, String message,
                                   Suggestion suggestion) {
        Facts facts = new Facts(context).relationship(r).updates(r.child());
        estimate.ifPresent(facts::collection);
        boolean safe = context.harmless(suggestion);
        String gain = safe ? context.effect(suggestion).summary() : "";
        return context.finding(rule, severity, Subject.relationship(r.id()), message + (gain.isEmpty() ? "" : " (" + gain + ")"),
                facts.evidence(), safe ? suggestion : null);
    }
}
