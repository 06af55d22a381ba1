package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;

/** The models whose computed sizes are compared with the nodes' (decisions 0385, 0296): every example and the synthetic 500-entity model. */
final class SizedModels {
    private SizedModels() {
    }

    static Map<String, Project> all() {
        List<ExampleCatalog.Example> examples = ExampleCatalog.locate(new FileProjectStore()).examples();
        assertFalse(examples.isEmpty(), "no examples found");
        Map<String, Project> models = new LinkedHashMap<>();
        for (ExampleCatalog.Example e : examples) models.put(e.name(), load(e));
        models.put("synthetic 500", SyntheticModels.generate(500, 1_000, 200, 42));
        return models;
    }

    private static Project load(ExampleCatalog.Example example) {
        try {
            return new FileProjectStore().load(example.file());
        } catch (java.io.IOException e) {
            throw new AssertionError(example.file() + ": " + e.getMessage(), e);
        }
    }
}
