package dev.docshape.renderer.dot;

import dev.docshape.model.DataModel;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;

import dev.docshape.renderer.style.CollectionTints;
import dev.docshape.renderer.style.Palette;

import java.util.ArrayList;
import java.util.List;

/**
 * A collection drawn as an HTML-like table: its name, then its document's fields, with every
 * embedded entity as a solid nested table and every extended-reference copy as a dashed one.
 * Reference fields get a PORT so that edges start at the field that holds the id.
 */
final class CollectionTable {
    private static final String EMBED_BORDER = Palette.EMBEDDED;
    private static final String EMBED_FILL = Palette.SURFACE;
    private static final String EMBED_HEADER = Palette.EMBEDDED_SOFT;
    private static final String COPY_BORDER = Palette.REFERENCED;
    private static final String COPY_FILL = Palette.REFERENCED_SOFT;
    private static final String REFERENCE_COLOUR = Palette.REFERENCED;
    private static final String TYPE_COLOUR = Palette.FG_SUBTLE;
    private static final String INDENT = "&#160;&#160;&#160;";

    /**
     * A field that points at other documents.
     *
     * @param port  the PORT of its cell
     * @param path  field names from the document root to it
     * @param field the field (role REFERENCE or COPIED)
     */
    record Reference(String port, List<String> path, ShapeField field) {
    }

    private final DataModel model;
    private final Duplicates duplicates;
    private final java.util.Set<String> hostsOthers;
    private final StringBuilder html = new StringBuilder();
    private final List<Reference> references = new ArrayList<>();

    private CollectionTable(DataModel model, Duplicates duplicates, java.util.Set<String> hostsOthers) {
        this.model = model;
        this.duplicates = duplicates;
        this.hostsOthers = hostsOthers;
    }

    /**
     * The table of {@code collection}; its reference fields are added to {@code references}.
     *
     * @param duplicates  the design's duplicates and feeds, which say what a duplicate collection keeps
     * @param hostsOthers the entities in whose collections others are embedded (their cards are tinted)
     */
    static String of(DataModel model, Duplicates duplicates, CollectionShape collection, List<Reference> references,
                     java.util.Set<String> hostsOthers) {
        CollectionTable table = new CollectionTable(model, duplicates, hostsOthers);
        table.html.append("<TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"4\" STYLE=\"rounded\" COLOR=\"")
                .append(EntityTable.BORDER_COLOUR).append("\" BGCOLOR=\"").append(Palette.SURFACE).append("\">")
                .append("<TR><TD COLSPAN=\"2\" CELLPADDING=\"7\" BGCOLOR=\"").append(table.header(collection)).append("\"><FONT POINT-SIZE=\"14\"><B>")
                .append(DotText.html(collection.name())).append("</B></FONT><BR/><FONT POINT-SIZE=\"11\" COLOR=\"").append(Palette.FG_MUTED).append("\">")
                .append(DotText.html(table.caption(collection))).append("</FONT></TD></TR>");
        table.fields(collection.document().fields(), List.of(), 0);
        table.html.append("</TABLE>");
        references.addAll(table.references);
        return table.html.toString();
    }

    /** The header colour of the canvas's card of the collection's owner: its group's tint when it hosts embedded entities. */
    private String header(CollectionShape collection) {
        String root = collection.rootEntity();
        return root != null && hostsOthers.contains(root) ? Palette.TINTS.get(CollectionTints.tintOf(root)).soft() : EntityTable.HEADER_FILL;
    }

    private String caption(CollectionShape collection) {
        return switch (collection.kind()) {
            case ENTITY -> entityName(collection.rootEntity()) + " documents";
            case DUPLICATE -> "duplicate of " + entityName(collection.rootEntity()) + " documents";
            case FEED -> feedWords(collection.rootEntity());
            case BUCKET -> "buckets of " + entityName(collection.rootEntity());
            case JOIN -> "joining documents of " + relationshipName(collection.relationship());
        };
    }

    /** "latest 15 Post by createdAt", "latest 10 Post of each User by createdAt". */
    private String feedWords(String entityId) {
        Duplicates.Duplicate d = duplicates.feedOf(entityId);
        if (d == null) return "feed of " + entityName(entityId) + " documents";
        String parent = d.isPerParent() ? model.relationship(d.parent()).map(r -> entityName(r.parent())).orElse(null) : null;
        return d.words(entityName(entityId), parent);
    }

    private void fields(List<ShapeField> fields, List<String> path, int depth) {
        for (ShapeField field : fields) {
            List<String> fieldPath = append(path, field.name());
            if (field.holdsObjects() && (field.role() == Role.EMBEDDED || field.role() == Role.SUBSET)) {
                nested(field, fieldPath, false);
            } else if (field.role() == Role.COPIED) {
                nested(field, fieldPath, true);
            } else if (field.role() == Role.REFERENCE) {
                String port = reference(fieldPath, field);
                row(field.name(), "ref " + entityName(field.entity()) + (field.kind() == ShapeField.Kind.ARRAY ? "[]" : ""),
                        REFERENCE_COLOUR, depth, port);
            } else {
                // A document's own identifier is stored as _id in MongoDB (the export writes it so).
                String label = path.isEmpty() && field.role() == Role.ID ? "_id" : field.name();
                row(label, typeText(field), TYPE_COLOUR, depth, null);
                if (field.kind() == ShapeField.Kind.OBJECT) fields(field.children(), fieldPath, depth + 1);
            }
        }
    }

    /** An embedded entity (solid) or the copies of an extended reference (dashed), as a table in a cell. */
    private void nested(ShapeField field, List<String> path, boolean copy) {
        String port = copy ? reference(path, field) : null;
        html.append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\" CELLPADDING=\"4\"");
        if (port != null) html.append(" PORT=\"").append(port).append('"');
        html.append("><TABLE BORDER=\"1\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"2\" COLOR=\"")
                .append(copy ? COPY_BORDER : EMBED_BORDER).append("\" BGCOLOR=\"").append(copy ? COPY_FILL : EMBED_FILL)
                .append('"').append(copy ? " STYLE=\"dashed\"" : "").append('>')
                .append("<TR><TD COLSPAN=\"2\" ALIGN=\"LEFT\"").append(copy ? "" : " BGCOLOR=\"" + EMBED_HEADER + "\"")
                .append("><B>").append(DotText.html(field.name())).append("</B>&#160;:&#160;")
                .append(DotText.html(nestedType(field, copy))).append("</TD></TR>");
        fields(field.children(), path, 0);
        html.append("</TABLE></TD></TR>");
    }

    private String nestedType(ShapeField field, boolean copy) {
        String type = (copy ? "copies of " : "") + entityName(field.entity());
        if (field.kind() != ShapeField.Kind.ARRAY) return type;
        if (field.role() == Role.SUBSET) return type + "[] (" + field.maxItems() + " most recent)";
        return type + "[]" + (field.maxItems() != null ? " (max " + field.maxItems() + ")" : "");
    }

    private void row(String name, String type, String colour, int depth, String port) {
        html.append("<TR><TD ALIGN=\"LEFT\">").append(INDENT.repeat(depth)).append(DotText.html(name))
                .append("</TD><TD ALIGN=\"LEFT\"");
        if (port != null) html.append(" PORT=\"").append(port).append('"');
        html.append("><FONT COLOR=\"").append(colour).append("\">").append(DotText.html(type)).append("</FONT></TD></TR>");
    }

    private String reference(List<String> path, ShapeField field) {
        String port = "p" + references.size();
        references.add(new Reference(port, path, field));
        return port;
    }

    private static String typeText(ShapeField field) {
        String scalar = field.scalarType() == null ? "object" : EntityTable.word(field.scalarType());
        return switch (field.kind()) {
            case SCALAR -> scalar;
            case OBJECT -> "object";
            case ARRAY -> scalar + "[]";
        };
    }

    private String entityName(String entityId) {
        if (entityId == null) return "?";
        return model.entity(entityId).map(Entity::name).orElse(entityId);
    }

    private String relationshipName(String relationshipId) {
        if (relationshipId == null) return "?";
        return model.relationship(relationshipId).map(r -> r.name()).orElse(relationshipId);
    }

    private static List<String> append(List<String> path, String name) {
        List<String> longer = new ArrayList<>(path);
        longer.add(name);
        return longer;
    }
}
