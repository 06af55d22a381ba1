package dev.docshape.storage.query;

import dev.docshape.model.query.QueryTemplate;

import java.util.List;

/** Writes query templates in one language. */
interface TemplateRenderer {
    String render(String title, List<QueryTemplate> templates);
}
