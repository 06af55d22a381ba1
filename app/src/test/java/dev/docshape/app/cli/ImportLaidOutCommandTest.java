package dev.docshape.app.cli;

import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.renderer.NodeBox;
import dev.docshape.renderer.View;
import dev.docshape.renderer.diagram.LayoutEngine;
import dev.docshape.storage.file.ProjectFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@code docshape import} writes a file whose cards are laid out, so it opens laid out in any version of the designer
 * (decision 0568): read back, every entity has a place of its own, and the cards as the renderer draws them, at their
 * largest in any of the designs, lie over no other card there.
 */
class ImportLaidOutCommandTest {
    private static final Path WORKLOADS = Path.of("..", "examples", "workloads");

    @Test
    void anImportedSchemaIsWrittenLaidOut(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("issue-tracker.docshape");
        CliRun.ok("import", "sql", WORKLOADS.resolve("issue-tracker.sql").toString(), "--out", out.toString());
        assertEquals(List.of(), problems(ProjectFiles.load(out)));
    }

    @Test
    void importedDocumentsAreWrittenLaidOut(@TempDir Path dir) throws Exception {
        for (String folder : List.of("ride-hailing-documents", "iot-fleet-documents")) {
            Path out = dir.resolve(folder + ".docshape");
            List<String> args = new ArrayList<>(List.of("import", "json"));
            try (Stream<Path> files = Files.list(WORKLOADS.resolve(folder))) {
                files.filter(f -> f.toString().endsWith(".json")).sorted().forEach(f -> args.add(f.toString()));
            }
            args.addAll(List.of("--out", out.toString()));
            CliRun.ok(args.toArray(String[]::new));
            assertEquals(List.of(), problems(ProjectFiles.load(out)), folder);
        }
    }

    /**
     * graphviz cannot run (the engine forced to {@code dot} through {@code DOCSHAPE_ENGINE}, and no {@code dot} on the
     * PATH): the file is written all the same, its cards on a grid, and one line on stderr says what failed and where
     * the cards went (decision 0576).
     */
    @Test
    void aLayoutThatFailsLeavesTheCardsOnAGridAndSaysSo(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("issue-tracker.docshape");
        Process child = ChildCli.start(Map.of("DOCSHAPE_ENGINE", "dot", "PATH", dir.resolve("no-graphviz").toString()),
                "import", "sql", WORKLOADS.resolve("issue-tracker.sql").toString(), "--out", out.toString());
        List<String> errors = new ArrayList<>();
        try (var lines = ChildCli.errors(child)) {
            lines.lines().forEach(errors::add);
        }
        assertEquals(0, child.waitFor(), "the file is written: " + errors);
        // besides the progress a slow import shows after its first second
        assertEquals(List.of("docshape import sql: the layout failed (Graphviz (dot) is not installed or not on the PATH); "
                + "the 7 entities were put on a grid"), errors.stream().filter(line -> line.startsWith("docshape")).toList(), "stderr: " + errors);
        assertEquals(List.of(), problems(ProjectFiles.load(out)));
    }

    /** Entities sharing a place, and cards over cards in each design, as the renderer draws the cards. */
    private static List<String> problems(Project project) throws IOException {
        List<String> problems = new ArrayList<>();
        var places = new HashSet<>();
        for (Entity e : project.model().entities()) {
            if (!places.add(e.position())) problems.add(e.name() + " shares its place " + e.position() + " with another");
        }
        for (Design design : project.designs()) {
            Map<String, NodeBox> drawn = LayoutEngine.layout(project.model(), design, View.ENTITY).nodes();
            List<NodeBox> cards = project.model().entities().stream().map(e -> new NodeBox(e.name(), e.position().x(),
                    e.position().y(), drawn.get(e.id()).width(), drawn.get(e.id()).height())).toList();
            for (int i = 0; i < cards.size(); i++) {
                for (int j = i + 1; j < cards.size(); j++) {
                    if (cards.get(i).overlaps(cards.get(j))) {
                        problems.add(design.name() + ": " + cards.get(i).id() + " over " + cards.get(j).id());
                    }
                }
            }
        }
        return problems;
    }
}
