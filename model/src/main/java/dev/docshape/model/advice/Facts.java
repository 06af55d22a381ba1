package dev.docshape.model.advice;

import dev.docshape.model.Labels;
import dev.docshape.model.Numbers;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.mapping.MappingText;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Builds the {@link Evidence} of a finding, typed values and the same in words. */
final class Facts {
    private final AdviceContext context;
    private Relationship relationship;
    private CollectionEstimate collection;
    private PatternEstimate pattern;
    private double updatesPerDay;
    private final List<String> patterns = new ArrayList<>();
    private final List<String> lines = new ArrayList<>();

    Facts(AdviceContext context) {
        this.context = context;
    }

    /** Cardinality, counts, parents per child, flags, the current mapping and the patterns that touch it. */
    Facts relationship(Relationship r) {
        relationship = r;
        lines.add("cardinality: " + Labels.cardinality(r.cardinality()));
        lines.add("children per " + context.one(r.parent()) + ": " + atLeast(r) + Numbers.plain(r.avgCount()) + " on average, "
                + (r.unbounded() ? "no maximum" : "at most " + r.maxCount()));
        if (r.sharedBy() != 1) lines.add(context.name(r.child()) + " shared by " + Numbers.plain(r.sharedBy()) + " parents on average");
        if (r.contains()) lines.add(context.one(r.parent()) + " contains its " + context.name(r.child()));
        lines.add(context.name(r.child()) + " volatility: " + Labels.words(r.volatility()));
        lines.add("mapped now as " + MappingText.describe(context.design.mappingFor(r)));
        List<String> touching = context.patternsTouching(r.id());
        patterns.addAll(touching);
        if (!touching.isEmpty()) lines.add("patterns: " + names(touching));
        return this;
    }

    /**
     * "at least 2, " when a parent always has children (minCount): a new parent's document is created with them
     * (docs/counting-rules.md "Writes and write amplification"); empty otherwise.
     */
    static String atLeast(Relationship r) {
        return r.minCount() > 0 ? "at least " + r.minCount() + ", " : "";
    }

    /**
     * How often any part of the data concerned changes, as the rules judge it: declared, or given by the update
     * patterns named (docs/advisor-rules.md "Update rates", decision 0557).
     */
    Facts updates(String entityId) {
        Rate rate = context.wholeRate(entityId);
        updatesPerDay = rate.perDay();
        if (rate.perDay() > 0) lines.add(context.name(entityId) + " changes " + rate.words());
        return this;
    }

    /**
     * How often the copied {@code fields} of the entity change, the rate a rule about copies judges them on ("name,
     * color of label change at most 0.144 times a day (pattern 'rename label')"); {@code bound} is "at most" or "up to".
     */
    Facts copies(String entityId, List<String> fields, Rate rate, String bound) {
        updatesPerDay = rate.perDay();
        lines.add(String.join(", ", fields) + " of " + context.name(entityId) + " change " + bound + " " + rate.words());
        return this;
    }

    /** Document sizes and nesting against the limits. */
    Facts collection(CollectionEstimate c) {
        collection = c;
        lines.add(c.name() + " documents: " + Numbers.bytes(c.avgBytes()) + " on average, "
                + (c.maxBytes() == null ? "no maximum" : "at most " + Numbers.bytes(c.maxBytes()))
                + "; limit " + Numbers.bytes(c.limitBytes()));
        lines.add(c.name() + " nesting depth: " + c.nestingDepth() + " of " + c.depthLimit());
        return this;
    }

    /** Round trips of a pattern, batched and naive. */
    Facts pattern(PatternEstimate p, double frequency) {
        pattern = p;
        patterns.add(p.patternId());
        lines.add("'" + p.name() + "': " + p.roundTrips() + " round trips batched, " + Numbers.plain(p.roundTripsNaive())
                + " naive, " + Numbers.plain(frequency) + " times a second");
        return this;
    }

    Facts line(String fact) {
        lines.add(fact);
        return this;
    }

    Evidence evidence() {
        return new Evidence(Optional.ofNullable(relationship), Optional.ofNullable(collection), Optional.ofNullable(pattern),
                updatesPerDay, patterns.stream().distinct().toList(), lines);
    }

    private String names(List<String> patternIds) {
        List<String> names = new ArrayList<>();
        for (String id : patternIds) context.model.pattern(id).ifPresent(p -> names.add("'" + p.name() + "'"));
        return String.join(", ", names);
    }
}
