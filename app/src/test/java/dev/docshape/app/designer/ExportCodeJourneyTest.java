package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.model.Project;
import dev.docshape.storage.export.ExportPart;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projector;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * File > Export > Application Code… and Query Templates…: the language asked, the folder chosen
 * (and offered again next time, also after a restart), the files written and compiled.
 */
class ExportCodeJourneyTest extends DesignerTestBase {
    @TempDir
    Path out;

    private Project opened;

    private void openS4() {
        opened = Examples.load("s4-publisher-books.docshape");
        show(opened);
    }

    /** Opens S4 and runs the export, choosing {@code language} and the test's output folder when asked. */
    private void exportFromS4(DesignerAction action, String language) {
        openS4();
        dialogs.answerChoice(language).answerFolder(out);
        fileExport(action);
    }

    @Test
    void javaRecordsAreWrittenPerCollectionAndCompile() throws Exception {
        exportFromS4(DesignerAction.EXPORT_CODE, "Java");

        assertEquals(List.of(), dialogs.errors, "no error");
        assertTrue(dialogs.information.get(0).startsWith("Export Application Code: Wrote "), dialogs.information.get(0));
        List<Path> java;
        try (Stream<Path> files = Files.list(out)) {
            java = files.filter(p -> p.toString().endsWith(".java")).toList();
        }
        var collections = Projector.project(opened.model(), opened.active()).collections();
        for (CollectionShape c : collections) {
            assertTrue(java.stream().anyMatch(p -> Files.isRegularFile(p) && read(p).contains("record ")
                    && read(p).contains(c.name())), c.name() + " has a record in " + java);
        }
        compile(java);
    }

    /** As if an earlier session had exported Pydantic models into {@code remembered}. */
    @Override
    protected void prepare() {
        try {
            Path remembered = Files.createDirectories(home.resolve("remembered"));
            Settings settings = Settings.load(home);
            settings.setChoice(RememberedChoices.EXPORT_FOLDER, remembered.toString());
            settings.setChoice(RememberedChoices.CODE_LANGUAGE, "pydantic");
            settings.setChoice(RememberedChoices.EXPORT_PARTS, "jsonschema,cosmos");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void theLanguageAndTheFolderUsedLastAreOfferedAfterARestart() throws Exception {
        exportFromS4(DesignerAction.EXPORT_CODE, "TypeScript");
        var choice = dialogs.shown.stream().filter(s -> s.kind().equals("choice")).findFirst().orElseThrow();
        assertTrue(choice.message().endsWith("(suggested: Pydantic)"), choice.message());
        var folder = dialogs.shown.stream().filter(s -> s.kind().equals("folder")).findFirst().orElseThrow();
        assertEquals(home.resolve("remembered").toString(), folder.message(), "the folder chooser starts in the folder used last");
        try (Stream<Path> files = Files.list(out)) {
            assertTrue(files.anyMatch(p -> p.toString().endsWith(".ts")), "TypeScript written");
        }

        Settings settings = Settings.load(home);
        assertEquals(out.toString(), settings.choice(RememberedChoices.EXPORT_FOLDER, ""));
        assertEquals("typescript", settings.choice(RememberedChoices.CODE_LANGUAGE, ""));
    }

    /**
     * The parts of the JSON templates ticked last are ticked again after a restart, and the new choice is kept. The
     * command is in File > Export with the other exports, no longer in the Analysis menu.
     */
    @Test
    void theExportPartsTickedLastAreTickedAfterARestart() throws Exception {
        openS4();
        assertFalse(inMenu("menu-analysis", DesignerAction.EXPORT_TEMPLATES), "not in the Analysis menu");
        dialogs.checklistAnswers.add(java.util.Optional.of(List.of(ExportPart.SAMPLES.title())));
        dialogs.answerFolder(out);
        fileExport(DesignerAction.EXPORT_TEMPLATES);
        assertEquals(java.util.Set.of(ExportPart.JSON_SCHEMA.title(), ExportPart.COSMOS_DB.title()), dialogs.checklists.get(0).ticked());
        FxWait.until("a message after the export", () -> !dialogs.information.isEmpty() || !dialogs.errors.isEmpty());
        try (Stream<Path> files = Files.list(out)) {
            assertTrue(files.map(p -> p.getFileName().toString()).allMatch(n -> n.endsWith(".ndjson") || n.endsWith(".template.json")),
                    "only the sample documents are written");
        }
        assertEquals("samples", Settings.load(home).choice(RememberedChoices.EXPORT_PARTS, ""));
    }

    @Test
    void cancellingTheLanguageAsksNothingMoreAndWritesNothing() throws Exception {
        openS4();
        dialogs.answerChoice(null);
        fileExport(DesignerAction.EXPORT_QUERIES);
        assertTrue(dialogs.asked("choice"));
        assertTrue(!dialogs.asked("folder") && dialogs.information.isEmpty() && dialogs.errors.isEmpty(), dialogs.shown.toString());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void javaQueryTemplatesCompile() throws Exception {
        exportFromS4(DesignerAction.EXPORT_QUERIES, "java");
        assertEquals(List.of(), dialogs.errors, "no error");
        compile(List.of(out.resolve("QueryTemplates.java")));
    }

    @Test
    void queryTemplatesListOneOperationPerEstimatedRoundTrip() throws Exception {
        exportFromS4(DesignerAction.EXPORT_QUERIES, "mongosh");
        assertEquals(List.of(), dialogs.errors, "no error");
        String js = Files.readString(out.resolve("queries.js"));
        var estimate = Estimator.estimate(opened.model(), opened.active(), Profile.mongodb());
        int trips = estimate.patterns().stream().mapToInt(PatternEstimate::roundTrips).sum();
        assertEquals(trips, count(Pattern.compile("(?m)^  const step\\d+ = "), js), js);
        for (PatternEstimate p : estimate.patterns()) assertTrue(js.contains("\n// " + p.name() + " ("), p.name());
        assertTrue(dialogs.information.get(0).contains("(" + trips + " round trips)"), dialogs.information.get(0));
    }

    private static int count(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        int n = 0;
        while (m.find()) n++;
        return n;
    }

    private static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void compile(List<Path> sources) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertNotNull(javac, "the JDK's compiler");
        Path classes = Files.createDirectories(out.resolve("classes"));
        String driver = System.getProperty("java.class.path");
        List<String> args = new ArrayList<>(List.of("-classpath", driver, "-d", classes.toString()));
        sources.forEach(s -> args.add(s.toString()));
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        assertEquals(0, javac.run(null, null, errors, args.toArray(String[]::new)), () -> "javac: " + errors);
        assertNotNull(Document.class);
    }
}
