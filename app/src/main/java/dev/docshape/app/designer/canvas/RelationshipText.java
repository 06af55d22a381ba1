package dev.docshape.app.designer.canvas;

import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.renderer.style.RelationshipWords;
import dev.docshape.model.mapping.Subset;

import java.util.Locale;

/** The canvas's longer words for a relationship (tooltips); the short ones shared with the exported diagrams are {@link RelationshipWords}. */
public final class RelationshipText {
    private RelationshipText() {
    }

    /** A sentence for tooltips: the relationship and its mapping in full. */
    public static String describe(Relationship r, Mapping m) {
        Strategy s = m.strategy();
        String how;
        if (s instanceof Embed) {
            how = "Embedded: the children live inside the parent document.";
        } else if (s instanceof Reference ref) {
            how = "Referenced: " + placement(ref.placement()) + "."
                    + (ref.coLocated() ? " Co-located: the children's documents sit in the parent's collection." : "");
        } else if (s instanceof ExtendedReference ext) {
            how = "Extended reference: the " + ext.holder().name().toLowerCase(Locale.ROOT) + " keeps the id and "
                    + (ext.copiedFields().isEmpty() ? "no fields" : String.join(", ", ext.copiedFields())) + ".";
        } else if (s instanceof Subset subset) {
            how = "Subset: the " + subset.size() + " most recent children are embedded, the rest "
                    + (subset.rest() == Subset.Rest.BUCKETED ? "in buckets of " + subset.bucketSize() : "referenced") + ".";
        } else {
            how = "Bucket: children grouped in documents of " + ((Bucket) s).size() + ".";
        }
        String count = m.precomputedCount() ? " The parent keeps a pre-computed count." : "";
        return r.name() + " (" + RelationshipWords.cardinality(r.cardinality()) + ", " + RelationshipWords.counts(r) + ")\n" + how + count;
    }

    public static String placement(Placement p) {
        return switch (p) {
            case CHILD_HOLDS_PARENT_ID -> "each child holds its parent's id";
            case PARENT_HOLDS_CHILD_IDS -> "the parent holds an array of child ids";
            case IDS_ON_BOTH_SIDES -> "arrays of ids on both sides";
            case JOINING_DOCUMENTS -> "separate joining documents";
        };
    }
}
