package dev.docshape.storage.query;

import dev.docshape.model.Labelled;
import dev.docshape.model.query.QueryTemplate;

import java.util.List;

/** The languages query templates are written in. */
public enum QueryLanguage implements Labelled {
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

    @Override
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
        return Labelled.byLabel(QueryLanguage.class, label).orElseThrow(() -> new IllegalArgumentException(
                "unknown language '" + label + "': use " + Labelled.choices(QueryLanguage.class)));
    }
}
