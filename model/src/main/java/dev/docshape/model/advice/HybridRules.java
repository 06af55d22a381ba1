package dev.docshape.model.advice;

import dev.docshape.model.Entity;
import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.naming.Nouns;
import dev.docshape.model.pattern.FieldPaths;
import dev.docshape.model.projection.Naming;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The two hybrids of docs/counting-rules.md#the-advisors-rules that cut a read-heavy workload's
 * cost most, for relationships kept as plain references. Each is offered only when the estimator
 * says the whole workload costs less with it (docs/advisor-rules.md, "The whole workload").
 * <ul>
 *   <li>{@code extended-reference}: frequent reads follow the reference only to show at most
 *       {@value Thresholds#FEW_COPIED_FIELDS} fields of the other end, and those fields rarely
 *       change: copy them next to the id (a post keeping its author's name);</li>
 *   <li>{@code precomputed-count}: frequent reads count a parent's children: keep the count on the
 *       parent, updated with each child added or removed (a post's comment count).</li>
 * </ul>
 */
final class HybridRules {
    private HybridRules() {
    }

    static void check(AdviceContext context, Relationship r, List<Finding> out) {
        Mapping mapping = context.design.mappingFor(r);
        if (!(mapping.strategy() instanceof Reference) || r.parent().equals(r.child())) return;
        extendedReference(context, r, mapping, Holder.CHILD, out);
        if (!r.unbounded() && r.maxCount() <= Thresholds.FEW) extendedReference(context, r, mapping, Holder.PARENT, out);
        precomputedCount(context, r, mapping, out);
    }

    /**
     * Copies into the {@code holder}'s documents the few stable fields the reads starting there show of the other end. A
     * read showing a nested field ({@code address.city}) is served by a copy of the object holding it ({@code address},
     * decisions 0563, 0574): that object is what is copied, judged by how often it changes.
     */
    private static void extendedReference(AdviceContext context, Relationship r, Mapping mapping, Holder holder,
                                          List<Finding> out) {
        String from = holder == Holder.CHILD ? r.child() : r.parent();
        String target = r.otherEnd(from);
        Entity targetEntity = context.entity(target);
        Set<String> named = new LinkedHashSet<>();
        Set<String> patterns = new LinkedHashSet<>();
        double frequency = 0;
        for (ReadUses.Follow f : context.readUses().follows(r.id())) {
            if (!f.from().equals(from) || f.fields().isEmpty() || f.goesOn()) continue;
            for (String name : f.fields()) if (!name.equals("id")) named.add(name);
            patterns.add(f.patternId());
            frequency += f.frequency();
        }
        List<String> shown = shown(named);
        List<String> copied = copied(shown);
        if (frequency < Thresholds.FREQUENT_READS_PER_SECOND || copied.isEmpty() || copied.size() > Thresholds.FEW_COPIED_FIELDS) return;
        for (String name : copied) if (targetEntity.field(name).isEmpty()) return;
        Rate changes = context.fieldsRate(target, copied);
        boolean saidVolatile = holder == Holder.PARENT && r.volatility() == Volatility.FREQUENT && !context.anyOwnRate(target, copied);
        if (changes.perDay() >= Thresholds.FREQUENT_UPDATES_PER_DAY || saidVolatile) return;
        String fromName = context.name(from);
        String targetName = context.name(target);
        String copiedText = String.join(", ", copied);
        Suggestion suggestion = new Suggestion(r.id(), new Mapping(new ExtendedReference(holder, copied), mapping.precomputedCount()),
                "copy " + copiedText + " of " + targetName + " into each " + context.one(from)
                        + " that references it (extended reference of " + context.subject(r) + ")");
        if (!context.harmless(suggestion)) return;
        WorkloadChange workload = context.workload(suggestion);
        if (!workload.pays()) return;
        String shownText = String.join(", ", shown);
        String why = shown.equals(copied)
                ? shownText + " of " + targetName + ", which changes " + changes.words() + ": copy " + (copied.size() == 1 ? "it" : "them")
                : shownText + " of " + targetName + "; a copy of " + copiedText + " holds " + (shown.size() == 1 ? "it" : "them") + ", and "
                        + copiedText + (copied.size() == 1 ? " changes " : " change ") + changes.words() + ": copy " + copiedText;
        String message = names(context, patterns) + " (" + Numbers.plain(frequency) + " times a second) follow "
                + context.subject(r) + " from " + fromName + " only to show " + why
                + " into " + fromName + " as an extended reference" + effects(context, suggestion, workload);
        Evidence evidence = new Facts(context).relationship(r).updates(target).copies(target, copied, changes, "at most").evidence();
        out.add(context.finding(Rules.EXTENDED_REFERENCE, Severity.INFO, Subject.relationship(r.id()), message, evidence, suggestion));
    }

    /** The fields the reads show, less those nested in another they show whole ({@code address.city} beside {@code address}). */
    private static List<String> shown(Set<String> named) {
        List<String> shown = new ArrayList<>(named.size());
        for (String name : named) {
            boolean inAnother = false;
            for (String outer : FieldPaths.enclosing(name)) inAnother |= named.contains(outer);
            if (!inAnother) shown.add(name);
        }
        return shown;
    }

    /** The top fields to copy so that the copies hold every field shown: {@code address} for {@code address.city}. */
    private static List<String> copied(List<String> shown) {
        Set<String> copied = new LinkedHashSet<>();
        for (String name : shown) {
            int dot = name.indexOf('.');
            copied.add(dot < 0 ? name : name.substring(0, dot));
        }
        return List.copyOf(copied);
    }

    /** Keeps the number of children on the parent when frequent reads starting from the parent count them. */
    private static void precomputedCount(AdviceContext context, Relationship r, Mapping mapping, List<Finding> out) {
        if (mapping.precomputedCount()) return;
        Set<String> patterns = new LinkedHashSet<>();
        double frequency = 0;
        for (ReadUses.Count c : context.readUses().counts(r.id())) {
            if (!c.from().equals(r.parent())) continue;
            patterns.add(c.patternId());
            frequency += c.frequency();
        }
        if (frequency < Thresholds.FREQUENT_READS_PER_SECOND) return;
        String parent = context.one(r.parent());
        String child = Nouns.plural(context.name(r.child()));
        String field = Naming.countField(r.name());
        Suggestion suggestion = new Suggestion(r.id(), mapping.withPrecomputedCount(true),
                "keep the number of " + child + " on each " + parent + " (" + field + "), updated with every " + context.one(r.child())
                        + " added or removed");
        if (!context.harmless(suggestion)) return;
        WorkloadChange workload = context.workload(suggestion);
        if (!workload.pays()) return;
        String message = names(context, patterns) + " (" + Numbers.plain(frequency) + " times a second) count the " + child
                + " of " + Nouns.withArticle(parent) + " with a query each time: keep the count on " + parent + " as " + field
                + effects(context, suggestion, workload);
        Evidence evidence = new Facts(context).relationship(r).evidence();
        out.add(context.finding(Rules.PRECOMPUTED_COUNT, Severity.INFO, Subject.relationship(r.id()), message, evidence, suggestion));
    }

    static String effects(AdviceContext context, Suggestion suggestion, WorkloadChange workload) {
        String patterns = context.effect(suggestion).summary();
        return " (" + (patterns.isEmpty() ? "" : patterns + "; ") + workload.improvement() + ")";
    }

    static String names(AdviceContext context, Set<String> patternIds) {
        List<String> names = new ArrayList<>();
        for (String id : patternIds) context.model.pattern(id).ifPresent(p -> names.add("'" + p.name() + "'"));
        return names.size() == 1 ? names.get(0) + " runs" : String.join(", ", names) + " run";
    }
}
