package dev.docshape.model.advice;

import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.DocumentSizer;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.ShapeField;

import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Document sizes and nesting against the profile's limits (the estimator's collection status):
 * <ul>
 *   <li>{@code size-over-limit} (ERROR): the maximum (or average) document is larger than the limit,
 *       or can grow without bound for a reason no array rule explains;</li>
 *   <li>{@code size-near-limit} (WARNING): the maximum document is at least the profile's warn
 *       fraction (half) of the limit;</li>
 *   <li>{@code nesting-depth}: nesting beyond the limit (ERROR) or at the warn fraction of it (WARNING).</li>
 * </ul>
 * Size findings suggest referencing the embedded relationship that adds most to the maximum size.
 */
final class SizeRules {
    private SizeRules() {
    }

    static void check(AdviceContext context, Set<String> explained, List<Finding> out) {
        for (CollectionEstimate c : context.before.collections()) {
            Optional<CollectionShape> shape = context.before.projection().collection(c.name());
            depth(context, c, out);
            long limit = c.limitBytes();
            boolean overBytes = c.maxBytes() == null || c.maxBytes() > limit || c.avgBytes() > limit;
            boolean nearBytes = !overBytes && c.maxBytes() >= context.profile.warnFraction() * limit;
            if (overBytes && c.maxBytes() == null && explained.contains(c.name())) continue;
            if (!overBytes && !nearBytes) continue;
            Suggestion suggestion = shape.flatMap(s -> largestEmbedded(context, s)).map(r -> Suggestions.reference(context, r))
                    .orElse(null);
            if (suggestion != null && !context.harmless(suggestion)) suggestion = null;
            String size = c.maxBytes() == null ? "can grow without bound"
                    : "can reach " + Numbers.bytes(c.maxBytes()) + " (" + Numbers.bytes(c.avgBytes()) + " on average)";
            String message = c.name() + " documents " + size + (overBytes ? ", over" : ", near") + " the "
                    + Numbers.bytes(limit) + " limit of " + context.profile.name()
                    + (suggestion == null ? "" : "; " + suggestion.description());
            String gain = suggestion == null ? "" : context.effect(suggestion).summary();
            out.add(context.finding(overBytes ? Rules.SIZE_OVER_LIMIT : Rules.SIZE_NEAR_LIMIT, overBytes ? Severity.ERROR : Severity.WARNING,
                    Subject.collection(c.name()), message + (gain.isEmpty() ? "" : " (" + gain + ")"),
                    new Facts(context).collection(c).evidence(), suggestion));
        }
    }

    private static void depth(AdviceContext context, CollectionEstimate c, List<Finding> out) {
        boolean over = c.nestingDepth() > c.depthLimit();
        boolean near = c.nestingDepth() >= context.profile.warnFraction() * c.depthLimit();
        if (!over && !near) return;
        String message = c.name() + " documents nest " + c.nestingDepth() + " levels deep, " + (over ? "over" : "near")
                + " the limit of " + c.depthLimit() + ": embed fewer levels, reference the deepest ones";
        out.add(context.finding(Rules.NESTING_DEPTH, over ? Severity.ERROR : Severity.WARNING, Subject.collection(c.name()), message,
                new Facts(context).collection(c).evidence(), null));
    }

    /** The relationship whose embedded field adds most to the document's maximum (or average) size. */
    private static Optional<Relationship> largestEmbedded(AdviceContext context, CollectionShape shape) {
        Relationship best = null;
        double bestBytes = 0;
        for (ShapeField f : shape.document().fields()) {
            boolean embedded = f.role() == ShapeField.Role.EMBEDDED || f.role() == ShapeField.Role.SUBSET
                    || f.role() == ShapeField.Role.COPIED;
            if (!embedded || f.relationship() == null) continue;
            Optional<Relationship> r = context.model.relationship(f.relationship());
            if (r.isEmpty()) continue;
            DocumentSizer.DocumentSize size = DocumentSizer.size(new DocumentShape(List.of(f)), context.profile);
            double bytes = size.maxBytes() != null ? size.maxBytes() : size.avgBytes();
            if (bytes > bestBytes) {
                bestBytes = bytes;
                best = r.get();
            }
        }
        return Optional.ofNullable(best);
    }
}
