package dev.docshape.renderer.dot;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;

import dev.docshape.renderer.style.Palette;

import java.util.List;
import java.util.Locale;

/**
 * An entity drawn as the canvas's card: a rounded frame, its name in bold on the header (tinted
 * with its collection group's colour), then one row per field, names in the text colour and
 * types in the subtle one. An entity that lives inside another's collection is tinted all over,
 * framed in the group's strong colour and says where it lives.
 */
public final class EntityTable {
    static final String BORDER_COLOUR = Palette.BORDER;
    static final String HEADER_FILL = Palette.ENTITY_HEADER;
    private static final String TYPE_COLOUR = Palette.FG_SUBTLE;
    private static final String INDENT = "&#160;&#160;&#160;";

    /**
     * How a card is coloured.
     *
     * @param tint     its colour group, or null for none
     * @param hostName the name of the entity whose collection it lives in, or null when it has its own
     */
    public record Look(Palette.Tint tint, String hostName) {
        public static final Look PLAIN = new Look(null, null);

        /** The look of a card in colour group {@code tint} (an index into {@link Palette#TINTS}, or null). */
        public static Look of(Integer tint, String hostName) {
            return new Look(tint == null ? null : Palette.TINTS.get(tint), hostName);
        }

        String frame() {
            return hostName != null && tint != null ? tint.strong() : BORDER_COLOUR;
        }

        String fill() {
            return hostName != null && tint != null ? tint.soft() : Palette.SURFACE;
        }

        String header() {
            return tint == null ? HEADER_FILL : tint.soft();
        }
    }

    private EntityTable() {
    }

    /** The complete card, for an entity that is drawn on its own. */
    public static String of(Entity entity, Look look) {
        return "<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\" STYLE=\"rounded\" COLOR=\""
                + look.frame() + "\" BGCOLOR=\"" + look.fill() + "\">" + rows(entity, null, look) + "</TABLE>";
    }

    /**
     * The header and field rows of {@code entity}, two columns wide.
     *
     * @param port a PORT name for the header cell, so edges can start at this entity; null for none
     */
    public static String rows(Entity entity, String port, Look look) {
        StringBuilder html = new StringBuilder();
        html.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\" CELLPADDING=\"7\" BGCOLOR=\"").append(look.header()).append('"');
        if (port != null) html.append(" PORT=\"").append(DotText.html(port)).append('"');
        html.append("><FONT POINT-SIZE=\"14\" COLOR=\"").append(Palette.FG).append("\"><B>").append(DotText.html(entity.name()))
                .append("</B></FONT></TD></TR>");
        if (look.hostName() != null && look.tint() != null) {
            html.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><FONT POINT-SIZE=\"11\" COLOR=\"").append(look.tint().strong())
                    .append("\"><B>lives in ").append(DotText.html(look.hostName())).append("</B></FONT></TD></TR>");
        }
        if (entity.fields().isEmpty()) {
            html.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"><FONT COLOR=\"").append(TYPE_COLOUR).append("\"><I>no fields</I></FONT></TD></TR>");
        }
        appendFields(html, entity.fields(), 0);
        return html.toString();
    }

    private static void appendFields(StringBuilder html, List<Field> fields, int depth) {
        for (Field field : fields) {
            html.append("<TR><TD ALIGN=\"LEFT\"><FONT POINT-SIZE=\"12.5\" COLOR=\"").append(Palette.FG).append("\">")
                    .append(INDENT.repeat(depth)).append(DotText.html(field.name()))
                    .append("</FONT></TD><TD ALIGN=\"RIGHT\"><FONT POINT-SIZE=\"12.5\" COLOR=\"").append(TYPE_COLOUR).append("\">")
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
