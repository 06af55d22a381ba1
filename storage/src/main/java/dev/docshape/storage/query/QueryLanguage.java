package dev.docshape.storage.query;

import dev.docshape.model.query.QueryTemplate;

import java.util.List;
import java.util.Locale;

/** The languages query templates are written in. */
public enum QueryLanguage {
    MONGOSH("mongosh", "queries.js", new JsRenderer(false)),
    NODE("node", "queries.node.js", new JsRenderer(true)),
    JAVA("java", JavaRenderer.CLASS_NAME + ".java", new JavaRenderer()),
    COSMOS_SQL("cosmos-sql", "queries.sql", new CosmosSqlRenderer());

    private final String label;
    private final String fileName;
    private final TemplateRenderer renderer;

    QueryLanguage(String label, String fileName, TemplateRenderer renderer) {
        this.label = label;
        this.fileName = fileName;
        this.renderer = renderer;
    }

    public String label() {
        return label;
    }

    /** The name of the file the templates are saved in: the name the code itself expects ({@code load("queries.js")}, the Java class). */
    public String fileName() {
        return fileName;
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
