package dev.docshape.storage.codegen;

import dev.docshape.model.DataModel;
import dev.docshape.model.Labelled;
import dev.docshape.model.projection.Projection;

import java.util.Map;

/**
 * The languages the document types of a design are generated in (Mongoose schemas, TypeScript, Java
 * records, Pydantic): code for the documents; the queries' languages are {@code QueryLanguage}.
 */
public enum DocumentTypeLanguage implements Labelled {
    MONGOOSE("mongoose", new MongooseGenerator()),
    TYPESCRIPT("typescript", new TypeScriptGenerator()),
    JAVA("java", new JavaRecordsGenerator()),
    PYDANTIC("pydantic", new PydanticGenerator());

    private final String label;
    private final CodeGenerator generator;

    DocumentTypeLanguage(String label, CodeGenerator generator) {
        this.label = label;
        this.generator = generator;
    }

    @Override
    public String label() {
        return label;
    }

    /** The files (name to content) for every collection of the projected design. */
    public Map<String, String> generate(String title, DataModel model, Projection projection) {
        return generator.generate(title, model, projection);
    }

    public static DocumentTypeLanguage byLabel(String label) {
        return Labelled.byLabel(DocumentTypeLanguage.class, label).orElseThrow(() -> new IllegalArgumentException(
                "unknown language '" + label + "': use " + Labelled.choices(DocumentTypeLanguage.class)));
    }
}
