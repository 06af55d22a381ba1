package dev.docshape.model.advice;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.mapping.MappingText;

import java.util.List;

/**
 * The "embed when" rules of docs/counting-rules.md#the-advisors-rules, for relationships the design does not embed. Every
 * suggestion embeds a bounded relationship whose children are not shared by many parents (or
 * rarely change), and only when embedding puts no document nearer a limit and the whole workload
 * costs no more (docs/advisor-rules.md, "The whole workload"). One finding per
 * relationship: the first rule that applies, in the order below.
 * <ol>
 *   <li>{@code embed-contained}: the parent contains the child (an address belongs to its person);</li>
 *   <li>{@code embed-one-to-few}: one-to-few, at most {@value Thresholds#FEW} children;</li>
 *   <li>{@code embed-bounded}: a one-to-many that will not grow beyond {@value Thresholds#FEW}, read
 *       with its parent;</li>
 *   <li>{@code embed-integral}: the children are read with their parent at least as often as the
 *       parent is read without them (a patron and its address);</li>
 *   <li>{@code embed-rarely-changes}: shared children that practically never change, read with their
 *       parent (a contact detail's type): copies would rarely need rewriting.</li>
 * </ol>
 */
final class EmbedRules {
    private EmbedRules() {
    }

    static void check(AdviceContext context, Relationship r, List<Finding> out) {
        if (context.design.mappingFor(r).strategy().embedsChildren() || r.unbounded() || r.isManyToMany()) return;
        String parent = context.name(r.parent());
        String child = context.name(r.child());
        boolean own = r.sharedBy() <= 1;
        boolean fewAtMost = r.maxCount() <= Thresholds.FEW;
        double with = context.readsWith(r);
        double without = context.readsWithout(r);
        String rule;
        String reason;
        if (own && r.contains()) {
            rule = Rules.EMBED_CONTAINED;
            reason = context.one(r.parent()) + " contains its " + child + " (at most " + r.maxCount() + " each)";
        } else if (own && r.cardinality() == Cardinality.ONE_TO_FEW && fewAtMost) {
            rule = Rules.EMBED_ONE_TO_FEW;
            reason = "it is one-to-few: at most " + r.maxCount() + " " + child + " per " + context.one(r.parent());
        } else if (own && r.cardinality() == Cardinality.ONE_TO_MANY && fewAtMost && with > 0) {
            rule = Rules.EMBED_BOUNDED;
            reason = "it will not grow beyond " + r.maxCount() + " " + child + " per " + context.one(r.parent()) + " and is read with " + parent;
        } else if (own && with > 0 && with >= without) {
            rule = Rules.EMBED_INTEGRAL;
            reason = child + " is read with " + parent + " (" + Numbers.plain(with) + " reads a second, against "
                    + Numbers.plain(without) + " reads of " + parent + " without it)";
        } else if (!own && r.volatility() == Volatility.STABLE && context.wholeRate(r.child()).perDay() < Thresholds.FREQUENT_UPDATES_PER_DAY
                && fewAtMost && with > 0) {
            rule = Rules.EMBED_RARELY_CHANGES;
            reason = child + " practically never changes and is read with " + parent
                    + ", so the copies in each " + context.one(r.parent()) + " would rarely need rewriting";
        } else {
            return;
        }
        Suggestion suggestion = Suggestions.embed(context, r);
        // an optimisation must pay: never offer one that makes the whole workload cost more
        if (!context.harmless(suggestion) || context.workload(suggestion).costsMore()) return;
        Effect effect = context.effect(suggestion);
        String gain = effect.summary();
        String message = context.subject(r) + " is " + mappedAs(context, r) + ", but " + reason + ": embed it"
                + (gain.isEmpty() ? "" : " (" + gain + ")");
        Evidence evidence = new Facts(context).relationship(r).updates(r.child()).evidence();
        out.add(context.finding(rule, Severity.INFO, Subject.relationship(r.id()), message, evidence, suggestion));
    }

    static String mappedAs(AdviceContext context, Relationship r) {
        return MappingText.describe(context.design.mappingFor(r));
    }
}
