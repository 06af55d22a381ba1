package dev.docshape.renderer.report;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;

/**
 * The report's glossary: each described entity, and each described field under its entity, with what the model says
 * of it in words (a table's or a column's comment; decision 0556). A model without descriptions has none.
 */
final class Glossary {
    static final String ID = "glossary";

    private Glossary() {
    }

    /** Whether the model describes any entity or field. */
    static boolean applies(DataModel model) {
        for (Entity e : model.entities()) {
            if (e.description() != null) return true;
            for (Field f : e.fields()) if (f.description() != null) return true;
        }
        return false;
    }

    static void write(StringBuilder h, DataModel model) {
        if (!applies(model)) return;
        h.append("<section id=\"").append(ID).append("\">\n<h2>Glossary</h2>\n<dl class=\"glossary\">\n");
        for (Entity e : model.entities()) {
            boolean fields = e.fields().stream().anyMatch(f -> f.description() != null);
            if (e.description() == null && !fields) continue;
            h.append("<dt>").append(Html.name(e.name())).append("</dt>\n");
            if (e.description() != null) h.append("<dd>").append(Html.text(e.description())).append("</dd>\n");
            if (!fields) continue;
            h.append("<dd><dl>\n");
            for (Field f : e.fields()) {
                if (f.description() == null) continue;
                h.append("<dt>").append(Html.name(f.name())).append("</dt><dd>").append(Html.text(f.description())).append("</dd>\n");
            }
            h.append("</dl></dd>\n");
        }
        h.append("</dl>\n</section>\n");
    }
}
