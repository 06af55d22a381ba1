package dev.docshape.renderer.dot;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.renderer.style.Palette;

/**
 * How an edge shows its mapping, as the designer's canvas draws it (palette in
 * {@link Palette}): when the children live inside the parent (embedded, subset) a thick solid
 * line in the embedded colour with a filled diamond at the parent; otherwise a thin dashed line in
 * the referenced colour. The ends carry the cardinality as crow's feet ("many") and bars ("one"),
 * so the drawing reads in black and white; the badge on the line names the mapping.
 * Edges always run parent to child so that layout ranks parents above children.
 */
public enum EdgeStyle {
    EMBEDDED,
    SUBSET,
    REFERENCED,
    EXTENDED_REFERENCE,
    BUCKET;

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

    /** Whether the children live inside the parent's documents: the canvas's embedded look. */
    public boolean embeds() {
        return this == EMBEDDED || this == SUBSET;
    }

    /** The line colour, the canvas's. */
    public String colour() {
        return Palette.line(embeds());
    }

    /** The DOT attributes for {@code relationship}'s edge, mapped by {@code mapping}. */
    public static DotAttributes attributes(Relationship relationship, Mapping mapping) {
        EdgeStyle style = of(mapping.strategy());
        Cardinality c = relationship.cardinality();
        String parentEnd = style.embeds() ? "diamond" : c == Cardinality.MANY_TO_MANY ? "crow" : "tee";
        String childEnd = c == Cardinality.ONE_TO_ONE ? "tee" : "crow";
        return new DotAttributes().put("class", style.word()).put("color", style.colour())
                .put("fontcolor", Palette.FG_MUTED)
                .put("style", style.embeds() ? "solid" : "dashed").put("penwidth", style.embeds() ? "2.4" : "1.6")
                .put("dir", "both").put("arrowtail", parentEnd).put("arrowhead", childEnd).put("arrowsize", "0.9");
    }
}
