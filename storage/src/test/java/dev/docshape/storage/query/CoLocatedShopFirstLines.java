package dev.docshape.storage.query;

import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.storage.file.ProjectFiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The shop with order lines co-located with their order (design "co-located"), plus a read of an order with its first 3 lines. */
public final class CoLocatedShopFirstLines {
    private CoLocatedShopFirstLines() {
    }

    public static Project project() throws Exception {
        Project project = ProjectFiles.load(Path.of(CoLocatedShopFirstLines.class.getResource("/workloads/shop-co-located.docshape").toURI()));
        List<AccessPattern> patterns = new ArrayList<>(project.model().patterns());
        patterns.add(new ReadPattern("order-first-lines", "an order with its first 3 lines", 10, "order", Selection.BY_ID, null, 1, 1,
                List.of(), List.of(new Include("order-lines", List.of(), 3, List.of(), List.of())), List.of()));
        return project.withModel(project.model().withPatterns(patterns));
    }
}
