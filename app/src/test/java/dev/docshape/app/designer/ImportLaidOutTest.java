package dev.docshape.app.designer;

import dev.docshape.app.cli.DocShapeCli;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.layout.LayoutService;
import dev.docshape.app.designer.layout.RendererLayoutService;
import dev.docshape.app.designer.testing.CardOverlaps;
import dev.docshape.app.designer.testing.LabelOverlaps;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.app.testing.FxWait;
import dev.docshape.app.ui.dialogs.DialogService.SaveChoice;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.storage.file.ProjectFiles;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * An imported model opens in the designer laid out as Automatic Layout lays it out (real graphviz, the cards' drawn
 * sizes): no card over another, no caption or badge over a card or another label, whether it came through the import
 * wizard or from {@code docshape import} and File > Open (decision 0559). Sources: the storage tests' six DDLs, the
 * issue tracker's MySQL dump and the two workloads' exported documents. Screenshots go to
 * {@code target/screenshots/imported-SOURCE.png}.
 */
class ImportLaidOutTest extends ImportTestBase {
    private static final Path DDL = Path.of("..", "storage", "src", "test", "resources", "ddl");
    private static final String UNREAD = "is not shown (a zoom too small to read, decision 0514)";

    private final ProjectStore files = new FileProjectStore();

    @Override
    protected LayoutService layout() {
        return new RendererLayoutService();
    }

    /** File > Open reads the file the command line wrote. */
    @Override
    protected ProjectStore store() {
        return files;
    }

    @Test
    void everyImportThroughTheWizardOpensWithCardsAndLabelsClearOfEachOther() throws Exception {
        List<String> problems = new ArrayList<>();
        boolean first = true;
        for (Path sql : sqlSources()) {
            problems.addAll(imported("SQL Schema…", List.of(sql), name(sql), first));
            first = false;
        }
        for (String folder : List.of("ride-hailing-documents", "iot-fleet-documents")) {
            problems.addAll(imported("JSON Documents…", documents(folder), folder, false));
        }
        assertEquals(List.of(), problems);
    }

    /**
     * The layout is made once, for the design shown; a card is taller in a design that gives it copies, counts or a
     * "lives in" line: no design of the import shows a card over another (decision 0568).
     */
    @Test
    void everyDesignOfAnImportShowsItsCardsApart() throws Exception {
        List<String> problems = new ArrayList<>();
        imported("SQL Schema…", List.of(WORKLOADS.resolve("issue-tracker.sql")), "issue-tracker", true);
        problems.addAll(inEveryDesign("issue-tracker"));
        for (String folder : List.of("ride-hailing-documents", "iot-fleet-documents")) {
            imported("JSON Documents…", documents(folder), folder, false);
            problems.addAll(inEveryDesign(folder));
        }
        assertEquals(List.of(), problems);
    }

    /**
     * A card much taller in another design than in the one shown as the diagram is laid out: the posts copy fourteen
     * of their author's fields in design "copies", and the layout, made in "default", leaves room for that.
     */
    @Test
    void aCardTallerInAnotherDesignHasRoomThere() throws Exception {
        List<Field> authorFields = new ArrayList<>();
        for (int i = 1; i <= 14; i++) authorFields.add(Field.string("detail" + i, 20));
        Project blog = Models.blog();
        List<Entity> piled = new ArrayList<>();
        for (Entity e : blog.model().entities()) {
            Entity wider = e.id().equals("author") ? e.withFields(authorFields) : e;
            piled.add(wider.withPosition(new Position(0, 0)));
        }
        blog = blog.withModel(blog.model().withEntities(piled));
        Design copies = new Design("copies", blog.active().mappings(), Set.of()).withMapping("author-posts",
                new Mapping(new ExtendedReference(Holder.CHILD, authorFields.stream().map(Field::name).toList()), false));
        Path file = home.resolve("copies.docshape");
        ProjectFiles.save(blog.withDesigns(List.of(blog.active(), copies), blog.activeDesign()), file);
        List<String> problems = new ArrayList<>(opened(file, "copies-default"));
        problems.addAll(inEveryDesign("copies"));
        Shots.save(this, canvas(), "imported-copies-in-copies");
        assertEquals(List.of(), problems);
    }

    private List<String> inEveryDesign(String source) {
        List<String> problems = new ArrayList<>();
        for (String design : project().designs().stream().map(Design::name).toList()) {
            if (!design.equals(project().activeDesign())) choose(lookup("#design-picker").query(), design);
            WaitForAsyncUtils.waitForFxEvents();
            problems.addAll(CardOverlaps.of(this, source + ", design " + design));
        }
        return problems;
    }

    @Test
    void aProjectWrittenByTheCommandLineImportOpensWithCardsAndLabelsClearOfEachOther() throws Exception {
        List<String> problems = new ArrayList<>();
        Path sqlOut = home.resolve("issue-tracker.docshape");
        cli("import", "sql", WORKLOADS.resolve("issue-tracker.sql").toString(), "--out", sqlOut.toString());
        problems.addAll(openedAsWritten(sqlOut, "cli-issue-tracker"));
        Path jsonOut = home.resolve("ride-hailing.docshape");
        List<String> json = new ArrayList<>(List.of("import", "json"));
        documents("ride-hailing-documents").forEach(p -> json.add(p.toString()));
        json.addAll(List.of("--out", jsonOut.toString()));
        cli(json.toArray(String[]::new));
        problems.addAll(openedAsWritten(jsonOut, "cli-ride-hailing"));
        assertEquals(List.of(), problems);
    }

    private List<String> imported(String menuItem, List<Path> files, String source, boolean first) throws Exception {
        dialogs.importAnswers.add(files);
        if (menuItem.startsWith("SQL")) dialogs.answerChoice("Detect automatically");
        if (!first) dialogs.saveAnswers.add(SaveChoice.DISCARD);
        menu(menuItem);
        FxWait.until("the review of " + source, () -> lookup("#review-create").tryQuery().map(n -> !n.isDisabled()).orElse(false));
        Node create = lookup("#review-create").query();
        clickOn(create);
        return checked(source);
    }

    private List<String> opened(Path file, String source) throws Exception {
        if (vm.document().isModified()) dialogs.saveAnswers.add(SaveChoice.DISCARD);
        dialogs.openAnswers.add(file);
        push(KeyCode.SHORTCUT, KeyCode.O);
        return checked(source);
    }

    /** Opens a file of the command line: laid out by the command (decision 0568), so opening it moves nothing. */
    private List<String> openedAsWritten(Path file, String source) throws Exception {
        List<String> problems = new ArrayList<>(opened(file, source));
        if (vm.document().isModified()) problems.add(source + ": opening it moved its cards (the file had no layout)");
        return problems;
    }

    /** What is wrong with the diagram shown once the import is in and laid out. */
    private List<String> checked(String source) throws IOException {
        WaitForAsyncUtils.waitForFxEvents();
        FxWait.until("the layout of " + source, () -> !vm.autoLayout().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(project().model().entities().isEmpty(), source + " imported");
        Shots.save(this, canvas(), "imported-" + source);
        List<String> problems = new ArrayList<>(CardOverlaps.of(this, source));
        List<String> labels = LabelOverlaps.of(this, source);
        if (labels.stream().anyMatch(p -> p.endsWith(UNREAD))) {
            // a diagram too large to read whole at the window's size shows no labels once fitted (decision 0514):
            // they are checked where the user reads them, at 100 %
            interact(() -> canvas().resetZoom());
            WaitForAsyncUtils.waitForFxEvents();
            Shots.save(this, canvas(), "imported-" + source + "-100");
            labels = LabelOverlaps.of(this, source + " at 100 %");
        }
        problems.addAll(labels.stream().filter(p -> !p.endsWith(UNREAD)).toList());
        return problems;
    }

    private static List<Path> sqlSources() throws IOException {
        List<Path> files = new ArrayList<>();
        try (Stream<Path> ddl = Files.list(DDL)) {
            ddl.filter(f -> f.toString().endsWith(".sql")).sorted().forEach(files::add);
        }
        files.add(WORKLOADS.resolve("issue-tracker.sql"));
        assertEquals(7, files.size(), "the six DDLs and the dump: " + files);
        return files;
    }

    private static String name(Path file) {
        return file.getFileName().toString().replace(".sql", "");
    }

    private static void cli(String... args) {
        StringWriter err = new StringWriter();
        int status = DocShapeCli.run(args, new PrintWriter(new StringWriter()), new PrintWriter(err));
        assertEquals(0, status, err.toString());
    }
}
