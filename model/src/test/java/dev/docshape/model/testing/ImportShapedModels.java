package dev.docshape.model.testing;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A model shaped like {@code import sql} of the benchmark's schema (the benchmarks' {@code ImportBenchmark} DDL):
 * n tables, each with a cascading foreign key to the table at half its number and, from the fourth, a plain one to
 * the table three before; every relationship referenced (one collection per table), no patterns. The advisor then
 * has about one suggestion per table, each estimated on the same base design.
 */
public final class ImportShapedModels {
    private ImportShapedModels() {
    }

    public static Project relational(int tables) {
        List<Entity> entities = new ArrayList<>(tables);
        for (int t = 0; t < tables; t++) {
            entities.add(new Entity("table_" + t, "table_" + t, List.of(Field.string("name", 100), Field.string("code", 8),
                    Field.string("notes", 200)), 1_000, 0, null));
        }
        List<Relationship> relationships = new ArrayList<>();
        Map<String, Mapping> mappings = new LinkedHashMap<>();
        for (int t = 1; t < tables; t++) {
            relationships.add(new Relationship("table_" + t + "-parentId", "table_" + (t / 2), "table_" + t, "table_" + t + "s",
                    "parent", Cardinality.ONE_TO_MANY, 10, 1_000, 1, true, Volatility.STABLE));
            if (t > 2) {
                relationships.add(new Relationship("table_" + t + "-otherId", "table_" + (t - 3), "table_" + t, "others" + t,
                        "other", Cardinality.ONE_TO_MANY, 10, null, 1, false, Volatility.STABLE));
            }
        }
        for (Relationship r : relationships) mappings.put(r.id(), Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID));
        Design design = new Design("relational", mappings, Set.of());
        return new Project("import-shaped-" + tables, "like import sql of " + tables + " tables",
                new DataModel(entities, relationships, List.of()), List.of(design), "relational");
    }
}
