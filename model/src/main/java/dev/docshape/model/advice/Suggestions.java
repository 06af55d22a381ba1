package dev.docshape.model.advice;

import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.MappingText;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

/** The mappings the rules suggest, keeping the relationship's pre-computed count. */
final class Suggestions {
    private Suggestions() {
    }

    static Suggestion of(AdviceContext context, Relationship r, Strategy strategy) {
        Mapping mapping = new Mapping(strategy, context.design.mappingFor(r).precomputedCount());
        return new Suggestion(r.id(), mapping, "map " + context.subject(r) + " as " + MappingText.describe(mapping));
    }

    static Suggestion embed(AdviceContext context, Relationship r) {
        return of(context, r, new Embed());
    }

    static Suggestion reference(AdviceContext context, Relationship r, Placement placement) {
        return of(context, r, new Reference(placement));
    }

    /**
     * A reference that keeps every document bounded: ids on both sides for a bounded many-to-many,
     * the parent holding the id(s) of a shared child, otherwise each child holding its parent's
     * id; joining documents when even the id arrays would be unbounded.
     */
    static Suggestion reference(AdviceContext context, Relationship r) {
        boolean shared = r.isManyToMany() || r.sharedBy() > 1;
        if (!shared) return reference(context, r, Placement.CHILD_HOLDS_PARENT_ID);
        if (r.unbounded()) return reference(context, r, Placement.JOINING_DOCUMENTS);
        return reference(context, r, r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.PARENT_HOLDS_CHILD_IDS);
    }

    /**
     * For children read a few at a time: embed the most recent ones the reads ask for and put the
     * rest in buckets of the page size the reads load; a plain reference when no read limits them.
     */
    static Suggestion bounded(AdviceContext context, Relationship r) {
        int recent = context.includeLimit(r.id());
        if (recent == 0 || r.isManyToMany()) return reference(context, r);
        int page = context.pageSize(r.id());
        return of(context, r, new Subset(recent, Subset.Rest.BUCKETED, page > 0 ? page : Thresholds.DEFAULT_BUCKET_SIZE));
    }
}
