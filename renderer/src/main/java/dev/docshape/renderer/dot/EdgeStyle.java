package dev.docshape.renderer.dot;

import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

/**
 * How an edge shows its mapping. Line style and arrow shapes carry the meaning, so it reads in
 * black and white; colour only repeats it:
 * <ul>
 *   <li>embedded: thick solid line, filled diamond at the parent (the parent holds the children);</li>
 *   <li>subset: thick solid line, hollow diamond at the parent (it holds some of them), and at the
 *       child an open arrow (the rest referenced) or a hollow box (the rest in buckets);</li>
 *   <li>referenced: thin dashed line, an open arrow at the side whose id is stored
 *       (child holds parent id: at the parent; parent holds child ids: at the child; both: both ends);</li>
 *   <li>extended reference: a double dashed line (the reference plus its copied fields), arrow as for a reference;</li>
 *   <li>bucket: dotted line, a hollow box at the child (children grouped in bucket documents).</li>
 * </ul>
 * Edges always run parent to child so that layout ranks parents above children; {@code dir} and
 * the arrows say which side points at which.
 */
public enum EdgeStyle {
    EMBEDDED("#1b5e9b"),
    SUBSET("#2e7d6b"),
    REFERENCED("#b35c00"),
    EXTENDED_REFERENCE("#7b3fa0"),
    BUCKET("#5f6b73");

    private final String colour;

    EdgeStyle(String colour) {
        this.colour = colour;
    }

    public static EdgeStyle of(Strategy strategy) {
        if (strategy instanceof Embed) return EMBEDDED;
        if (strategy instanceof Subset) return SUBSET;
        if (strategy instanceof Reference) return REFERENCED;
        if (strategy instanceof ExtendedReference) return EXTENDED_REFERENCE;
        if (strategy instanceof Bucket) return BUCKET;
        throw new IllegalArgumentException("no edge style for strategy " + strategy);
    }

    /** The style word also written as the edge's SVG class ({@code embedded}, {@code referenced}, ...). */
    public String word() {
        return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    public String colour() {
        return colour;
    }

    /** The DOT attributes for an edge mapped by {@code mapping}. */
    public static DotAttributes attributes(Mapping mapping) {
        Strategy strategy = mapping.strategy();
        EdgeStyle style = of(strategy);
        DotAttributes a = new DotAttributes().put("class", style.word()).put("color", style.colour)
                .put("fontcolor", style.colour);
        switch (style) {
            case EMBEDDED -> a.put("style", "solid").put("penwidth", "2.2")
                    .put("dir", "both").put("arrowtail", "diamond").put("arrowhead", "none");
            case SUBSET -> a.put("style", "solid").put("penwidth", "2.2").put("dir", "both")
                    .put("arrowtail", "odiamond")
                    .put("arrowhead", ((Subset) strategy).rest() == Subset.Rest.BUCKETED ? "obox" : "vee");
            case REFERENCED -> a.put("style", "dashed").put("penwidth", "1.2")
                    .putAll(pointers(((Reference) strategy).placement()));
            case EXTENDED_REFERENCE -> a.put("style", "dashed").put("penwidth", "1.2")
                    .put("color", style.colour + ":invis:" + style.colour)
                    .putAll(pointers(((ExtendedReference) strategy).holder() == Holder.CHILD
                            ? Placement.CHILD_HOLDS_PARENT_ID : Placement.PARENT_HOLDS_CHILD_IDS));
            case BUCKET -> a.put("style", "dotted").put("penwidth", "1.8")
                    .put("dir", "forward").put("arrowhead", "obox");
        }
        return a;
    }

    private static DotAttributes pointers(Placement placement) {
        DotAttributes a = new DotAttributes();
        return switch (placement) {
            case CHILD_HOLDS_PARENT_ID -> a.put("dir", "back").put("arrowtail", "vee");
            case PARENT_HOLDS_CHILD_IDS -> a.put("dir", "forward").put("arrowhead", "vee");
            case IDS_ON_BOTH_SIDES, JOINING_DOCUMENTS -> a.put("dir", "both").put("arrowtail", "vee").put("arrowhead", "vee");
        };
    }
}
