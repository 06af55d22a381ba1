package dev.docshape.storage.query;

import dev.docshape.model.Design;
import dev.docshape.model.Project;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.query.Operation;
import dev.docshape.model.query.QueryTemplate;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cosmos DB SQL does not look into arrays by itself: a filter through an array field must iterate it
 * ({@code EXISTS(SELECT VALUE x FROM x IN c["lines"] WHERE ...)}); {@code c["lines"]["product"]} reads nothing.
 */
class CosmosArrayPathsTest {

    @Test
    void filtersThroughArraysIterateThemInEveryExample() throws Exception {
        int throughArrays = 0;
        try (Stream<Path> files = Files.list(Path.of("..", "examples"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".docshape")).sorted().toList()) {
                Project project = ProjectFiles.load(f);
                for (Design design : project.designs()) {
                    var estimate = Estimator.estimate(project.model(), design, Profile.cosmos());
                    List<QueryTemplate> templates = QueryTemplates.of(project.model(), design, Projector.project(project.model(), design), estimate);
                    for (QueryTemplate t : templates) {
                        String sql = QueryLanguage.COSMOS_SQL.render("t", List.of(t));
                        for (Operation op : t.operations()) {
                            Set<String> arrays = t.arrayPaths(op.collection());
                            for (String key : op.filter().fields().keySet()) {
                                for (String array : arrays) {
                                    if (!key.startsWith(array + ".") && !key.equals(array)) continue;
                                    throughArrays++;
                                    String where = f.getFileName() + " / " + design.name() + " / " + t.patternName() + ": " + key + "\n" + sql;
                                    assertTrue(sql.contains(" IN " + CosmosSqlRenderer.property(array)), where);
                                    if (!key.equals(array)) {
                                        String next = key.substring(array.length() + 1).split("\\.")[0];
                                        assertFalse(sql.contains(CosmosSqlRenderer.property(array + "." + next)),
                                                "no property read through the array: " + where);
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(throughArrays > 0, "the examples have filters through arrays (copies kept inside arrays)");
    }
}
