package dev.docshape.renderer.dot;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.renderer.style.Palette;
import dev.docshape.renderer.style.RelationshipWords;

/**
 * The label on a relationship's edge, as on the canvas: its name and {@code 1:N · avg 2 · max 5}
 * in the muted text colour, and under them the mapping's badge (its word in the line colour on
 * the soft fill, framed).
 */
public final class RelationshipLabel {
    private RelationshipLabel() {
    }

    /** The label as an HTML-like table. */
    public static String of(Relationship relationship, Mapping mapping) {
        boolean embeds = EdgeStyle.of(mapping.strategy()).embeds();
        String line = Palette.line(embeds);
        StringBuilder html = new StringBuilder("<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"1\" CELLPADDING=\"0\">");
        for (String text : RelationshipWords.caption(relationship).split("\n")) {
            html.append("<TR><TD><FONT POINT-SIZE=\"11\" COLOR=\"").append(Palette.FG_MUTED).append("\">")
                    .append(DotText.html(text)).append("</FONT></TD></TR>");
        }
        html.append("<TR><TD><TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\" STYLE=\"rounded\" COLOR=\"")
                .append(line).append("\" BGCOLOR=\"").append(Palette.badgeFill(embeds)).append("\"><TR><TD><FONT POINT-SIZE=\"11\" COLOR=\"")
                .append(line).append("\"><B>").append(DotText.html(RelationshipWords.badge(mapping)))
                .append("</B></FONT></TD></TR></TABLE></TD></TR></TABLE>");
        return html.toString();
    }

    /** {@code 1:1}, {@code 1:few (max 5)}, {@code 1:N}, {@code N:M}. */
    public static String cardinality(Relationship relationship) {
        String kind = RelationshipWords.cardinality(relationship.cardinality());
        boolean showMax = relationship.maxCount() != null && relationship.cardinality() != Cardinality.ONE_TO_ONE;
        return showMax ? kind + " (max " + relationship.maxCount() + ")" : kind;
    }
}
