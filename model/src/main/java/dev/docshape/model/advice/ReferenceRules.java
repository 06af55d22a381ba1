package dev.docshape.model.advice;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.naming.Nouns;

import java.util.List;

/**
 * The "reference when" rules of docs/counting-rules.md#the-advisors-rules and the placement rules after them, for the mapping
 * a relationship has now (unbounded arrays are {@link ArrayRules}' business):
 * <ul>
 *   <li>{@code volatile-shared-embedded}: data that changes often, embedded or copied into many
 *       documents (S3): one change rewrites every copy; reference it;</li>
 *   <li>{@code reference-many-to-many}: a many-to-many embedded whole copies each child into
 *       every parent; reference with ids on both sides;</li>
 *   <li>{@code reference-one-to-many}: a one-to-many embedded whole whose children can be many
 *       (more than {@value Thresholds#LARGE}, or {@value Thresholds#FEW} on average);</li>
 *   <li>{@code joining-documents}: a bounded many-to-many referenced through joining documents
 *       (S5) costs an extra request per read; ids on both sides remove it.</li>
 * </ul>
 */
final class ReferenceRules {
    private ReferenceRules() {
    }

    static void check(AdviceContext context, Relationship r, List<Finding> out) {
        Mapping mapping = context.design.mappingFor(r);
        if (mapping.strategy().embedsChildren()) {
            volatileEmbedded(context, r, out);
            if (mapping.strategy() instanceof Embed && !r.unbounded()) {
                if (r.isManyToMany()) manyToManyEmbedded(context, r, out);
                else if (r.cardinality() == Cardinality.ONE_TO_MANY
                        && (r.maxCount() > Thresholds.LARGE || r.avgCount() > Thresholds.FEW)) {
                    oneToManyEmbedded(context, r, out);
                }
            }
        } else if (mapping.strategy() instanceof ExtendedReference copies && !copies.copiedFields().isEmpty()) {
            volatileCopied(context, r, copies, out);
        } else if (mapping.strategy() instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS
                && r.isManyToMany() && !r.unbounded()) {
            joiningDocuments(context, r, out);
        }
    }

    /** True when a whole copy of the entity changes often: the relationship says so, or the entity or any of its fields does. */
    private static boolean changesOften(AdviceContext context, String entityId, boolean relationshipChild, Relationship r) {
        return (relationshipChild && r.volatility() == Volatility.FREQUENT)
                || context.wholeRate(entityId).perDay() >= Thresholds.FREQUENT_UPDATES_PER_DAY;
    }

    /**
     * True when the copied fields change often: the fastest of them (each at its own rate, else the
     * entity's) at least {@value Thresholds#FREQUENT_UPDATES_PER_DAY} times a day; the relationship's
     * word counts only when none of the copied fields states a rate of its own.
     */
    private static boolean copiesChangeOften(AdviceContext context, String entityId, List<String> copied,
                                             boolean relationshipChild, Relationship r) {
        if (context.fieldsRate(entityId, copied).perDay() >= Thresholds.FREQUENT_UPDATES_PER_DAY) return true;
        return relationshipChild && r.volatility() == Volatility.FREQUENT && !context.anyOwnRate(entityId, copied);
    }

    private static void volatileEmbedded(AdviceContext context, Relationship r, List<Finding> out) {
        boolean shared = r.isManyToMany() || r.sharedBy() > 1;
        if (!shared || !changesOften(context, r.child(), true, r)) return;
        String child = context.name(r.child());
        String parent = context.name(r.parent());
        volatileFinding(context, r, child + " changes often and each " + context.one(r.child()) + " has " + Numbers.grouped(r.sharedBy()) + " parents ("
                + parent + ") on average, yet " + context.subject(r) + " embeds a copy in each: one change of " + Nouns.withArticle(context.one(r.child()))
                + " rewrites every copy", Suggestions.reference(context, r), out,
                new Facts(context).relationship(r).updates(r.child()));
    }

    private static void volatileCopied(AdviceContext context, Relationship r, ExtendedReference copies, List<Finding> out) {
        boolean copiesParent = copies.holder() == Holder.CHILD;
        String source = copiesParent ? r.parent() : r.child();
        double copiesPerInstance = copiesParent ? r.avgCount() : r.sharedBy();
        if (copiesPerInstance <= 1 || !copiesChangeOften(context, source, copies.copiedFields(), !copiesParent, r)) return;
        Placement placement = r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES
                : copiesParent ? Placement.CHILD_HOLDS_PARENT_ID : Placement.PARENT_HOLDS_CHILD_IDS;
        String name = context.name(source);
        volatileFinding(context, r, name + " changes often, yet " + context.subject(r) + " copies " + String.join(", ", copies.copiedFields())
                + " of it into " + Numbers.plain(copiesPerInstance) + " documents on average: one change of " + Nouns.withArticle(context.one(source))
                + " rewrites every copy", Suggestions.reference(context, r, placement), out,
                new Facts(context).relationship(r).updates(source)
                        .copies(source, copies.copiedFields(), context.fieldsRate(source, copies.copiedFields()), "up to"));
    }

    /** The warning, with the evidence of how often the copied data changes ({@code facts}). */
    private static void volatileFinding(AdviceContext context, Relationship r, String why, Suggestion suggestion,
                                        List<Finding> out, Facts facts) {
        boolean safe = context.harmless(suggestion);
        String gain = safe ? context.effect(suggestion).summary() : "";
        String message = why + "; reference it instead" + (gain.isEmpty() ? "" : " (" + gain + ")");
        Evidence evidence = facts.evidence();
        out.add(context.finding(Rules.VOLATILE_SHARED_EMBEDDED, Severity.WARNING, Subject.relationship(r.id()), message, evidence,
                safe ? suggestion : null));
    }

    private static void manyToManyEmbedded(AdviceContext context, Relationship r, List<Finding> out) {
        Suggestion suggestion = Suggestions.reference(context, r);
        String child = context.name(r.child());
        String message = context.subject(r) + " is many-to-many but embedded: each " + context.one(r.child()) + " is copied into the "
                + Numbers.grouped(r.sharedBy()) + " " + context.name(r.parent()) + " parents it has on average; reference it";
        add(context, Rules.REFERENCE_MANY_TO_MANY, Severity.WARNING, r, message, suggestion, out);
    }

    private static void oneToManyEmbedded(AdviceContext context, Relationship r, List<Finding> out) {
        Suggestion suggestion = Suggestions.bounded(context, r);
        String message = context.subject(r) + " embeds a one-to-many of up to " + r.maxCount() + " " + context.name(r.child())
                + " (" + Facts.atLeast(r) + Numbers.plain(r.avgCount()) + " on average) whole: every read and write of a "
                + context.one(r.parent()) + " moves them all; " + suggestion.description();
        add(context, Rules.REFERENCE_ONE_TO_MANY, Severity.WARNING, r, message, suggestion, out);
    }

    private static void joiningDocuments(AdviceContext context, Relationship r, List<Finding> out) {
        Suggestion suggestion = Suggestions.reference(context, r, Placement.IDS_ON_BOTH_SIDES);
        boolean read = context.readsWith(r) > 0;
        String message = context.subject(r) + " uses joining documents: reading across it costs a query for the joining "
                + "documents and another for the targets; arrays of ids on both sides remove the first";
        add(context, Rules.JOINING_DOCUMENTS, read ? Severity.WARNING : Severity.INFO, r, message, suggestion, out);
    }

    private static void add(AdviceContext context, String rule, Severity severity, Relationship r, String message,
                            Suggestion suggestion, List<Finding> out) {
        boolean safe = context.harmless(suggestion);
        String gain = safe ? context.effect(suggestion).summary() : "";
        Evidence evidence = new Facts(context).relationship(r).updates(r.child()).evidence();
        out.add(context.finding(rule, severity, Subject.relationship(r.id()),
                message + (gain.isEmpty() ? "" : " (" + gain + ")"), evidence, safe ? suggestion : null));
    }
}
