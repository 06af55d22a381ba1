package dev.docshape.renderer.style;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

import java.util.Locale;

/** The words a relationship is shown with, on the canvas and in the exported diagrams alike. */
public final class RelationshipWords {
    private RelationshipWords() {
    }

    public static String cardinality(Cardinality c) {
        return switch (c) {
            case ONE_TO_ONE -> "1:1";
            case ONE_TO_FEW -> "1:few";
            case ONE_TO_MANY -> "1:N";
            case MANY_TO_MANY -> "N:M";
        };
    }

    /** {@code avg 2 · max 5}, {@code min 1 · avg 3 · max 20}, or {@code avg 40 · unbounded}. */
    public static String counts(Relationship r) {
        String avg = (r.minCount() > 0 ? "min " + r.minCount() + " · " : "") + "avg " + number(r.avgCount());
        return r.unbounded() ? avg + " · unbounded" : avg + " · max " + r.maxCount();
    }

    /** The caption beside the line: the name, then {@code 1:N · avg 2 · max 5}. */
    public static String caption(Relationship r) {
        return r.name() + "\n" + cardinality(r.cardinality()) + " · " + counts(r);
    }

    /** The badge on the line: what the mapping is, in a word or two. */
    public static String badge(Mapping m) {
        Strategy s = m.strategy();
        String text;
        if (s instanceof Embed) text = "embedded";
        else if (s instanceof Reference ref) text = ref.coLocated() ? "co-located" : "referenced";
        else if (s instanceof ExtendedReference) text = "extended ref";
        else if (s instanceof Subset subset) text = "subset " + subset.size();
        else text = "bucket " + ((Bucket) s).size();
        return m.precomputedCount() ? text + " +count" : text;
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
    }
}
