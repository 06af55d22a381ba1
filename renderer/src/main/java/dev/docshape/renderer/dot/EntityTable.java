package dev.docshape.renderer.dot;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;

import java.util.List;
import java.util.Locale;

/** An entity drawn as an HTML-like table: its name as the header, then one row per field. */
public final class EntityTable {
    static final String BORDER_COLOUR = "#34495e";
    static final String HEADER_FILL = "#e3ebf5";
    private static final String TYPE_COLOUR = "#5a6570";
    private static final String INDENT = "&#160;&#160;&#160;";

    private EntityTable() {
    }

    /** The complete table, for an entity that is drawn on its own. */
    public static String of(Entity entity) {
        return "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\" COLOR=\"" + BORDER_COLOUR + "\">"
                + rows(entity, null) + "</TABLE>";
    }

    /**
     * The header and field rows of {@code entity}, two columns wide.
     *
     * @param port a PORT name for the header cell, so edges can start at this entity; null for none
     */
    public static String rows(Entity entity, String port) {
        StringBuilder html = new StringBuilder();
        html.append("<TR><TD COLSPAN=\"2\" BGCOLOR=\"").append(HEADER_FILL).append('"');
        if (port != null) html.append(" PORT=\"").append(DotText.html(port)).append('"');
        html.append("><B>").append(DotText.html(entity.name())).append("</B></TD></TR>");
        if (entity.fields().isEmpty()) {
            html.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><I>no fields</I></TD></TR>");
        }
        appendFields(html, entity.fields(), 0);
        return html.toString();
    }

    private static void appendFields(StringBuilder html, List<Field> fields, int depth) {
        for (Field field : fields) {
            html.append("<TR><TD ALIGN=\"LEFT\">").append(INDENT.repeat(depth)).append(DotText.html(field.name()))
                    .append("</TD><TD ALIGN=\"LEFT\"><FONT COLOR=\"").append(TYPE_COLOUR).append("\">")
                    .append(DotText.html(typeText(field))).append("</FONT></TD></TR>");
            if (field.type() == FieldType.OBJECT) appendFields(html, field.fields(), depth + 1);
        }
    }

    /** {@code string}, {@code int[]}, {@code object}; a trailing {@code ?} for optional fields is not shown. */
    static String typeText(Field field) {
        if (field.type() == FieldType.ARRAY) return word(field.itemType()) + "[]";
        return word(field.type());
    }

    static String word(FieldType type) {
        return switch (type) {
            case OBJECT_ID -> "objectId";
            default -> type.name().toLowerCase(Locale.ROOT);
        };
    }
}
