package dev.docshape.storage.query;

import dev.docshape.model.query.QueryTemplate;

import java.util.List;
import java.util.Locale;

/** The languages query templates are written in. */
public enum QueryLanguage {
    MONGOSH("mongosh", new JsRenderer(false)),
    NODE("node", new JsRenderer(true)),
    JAVA("java", new JavaRenderer()),
    COSMOS_SQL("cosmos-sql", new CosmosSqlRenderer());

    private final String label;
    private final TemplateRenderer renderer;

    QueryLanguage(String label, TemplateRenderer renderer) {
        this.label = label;
        this.renderer = renderer;
    }

    public String label() {
        return label;
    }

    /** The templates written in this language, under a title line (the project and design). */
    public String render(String title, List<QueryTemplate> templates) {
        return renderer.render(title, templates);
    }

    /** The language with this label ({@code mongosh}, {@code node}, {@code java}, {@code cosmos-sql}). */
    public static QueryLanguage byLabel(String label) {
        for (QueryLanguage l : values()) {
            if (l.label.equals(label.toLowerCase(Locale.ROOT))) return l;
        }
        throw new IllegalArgumentException("unknown language '" + label + "': use mongosh, node, java or cosmos-sql");
    }
}
