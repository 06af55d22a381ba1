package dev.docshape.app.analysis.export;

import dev.docshape.app.text.Words;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.ui.dialogs.DialogService;
import dev.docshape.app.ui.tasks.JobState;
import dev.docshape.model.Project;
import dev.docshape.renderer.diagram.DiagramExporter;
import dev.docshape.renderer.View;
import dev.docshape.renderer.report.ReviewReport;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.export.ExportPart;
import dev.docshape.storage.export.Exporter;
import dev.docshape.storage.migrate.Migration;
import dev.docshape.storage.migrate.MigrationFile;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.codegen.DocumentTypeLanguage;
import dev.docshape.storage.query.QueryLanguage;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.Optional;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The export menu items: the active design's JSON templates (with JSON Schemas, MongoDB
 * validators, the mongosh script, sample documents and Cosmos DB indexing policies), its diagrams (entity and document
 * views, SVG and PNG), its application code (Mongoose, TypeScript, Java, Pydantic) and its query
 * templates. Each asks for a folder (starting in the one used last), writes on the job thread and
 * then says what it wrote.
 */
public final class ExportCommands {
    /** PNG diagrams are drawn at this many pixels per point. */
    static final double PNG_SCALE = dev.docshape.renderer.diagram.DiagramRenderer.DEFAULT_PNG_SCALE;

    private final AnalysisModel analysis;
    private final Supplier<SampleOptions> sampleOptions;
    private final Supplier<Path> initialFolder;
    private Supplier<Path> projectFile = () -> null;
    /** The export being written; one at a time (the menu items are off meanwhile). */
    private final JobState job;
    private final ObjectProperty<Path> lastFolder = new SimpleObjectProperty<>(this, "lastFolder");
    private final ObjectProperty<DocumentTypeLanguage> codeLanguage = new SimpleObjectProperty<>(this, "codeLanguage", DocumentTypeLanguage.TYPESCRIPT);
    private final ObjectProperty<Set<ExportPart>> parts = new SimpleObjectProperty<>(this, "parts", ExportPart.all());
    private final ObjectProperty<QueryLanguage> queryLanguage = new SimpleObjectProperty<>(this, "queryLanguage", QueryLanguage.MONGOSH);

    /**
     * @param sampleOptions the options of the sample documents written with the templates
     * @param initialFolder where the folder chooser starts (the project's folder), or null
     */
    public ExportCommands(AnalysisModel analysis, Supplier<SampleOptions> sampleOptions, Supplier<Path> initialFolder) {
        this.analysis = analysis;
        this.sampleOptions = sampleOptions;
        this.initialFolder = initialFolder;
        this.job = new JobState(analysis.services().tasks(), "");
    }

    /**
     * Asks for the parts to write (ticked as last time), then the folder, and writes those parts there
     * (docs/exports.md "Parts").
     */
    public void exportTemplates() {
        String title = "Export JSON Templates";
        List<DialogService.Tick> offered = Arrays.stream(ExportPart.values()).map(p -> new DialogService.Tick(p.title(), p.files())).toList();
        Set<String> ticked = parts.get().stream().map(ExportPart::title).collect(Collectors.toSet());
        Optional<List<String>> chosen = analysis.services().dialogs().chooseSeveral(new DialogService.Checklist(title,
                "Write these parts of design '" + analysis.project().activeDesign() + "':", offered, ticked, "Export",
                "Tick at least one part to export."));
        if (chosen.isEmpty()) return;
        Set<String> titles = Set.copyOf(chosen.get());
        Set<ExportPart> picked = EnumSet.noneOf(ExportPart.class);
        for (ExportPart part : ExportPart.values()) if (titles.contains(part.title())) picked.add(part);
        parts.set(Collections.unmodifiableSet(picked));
        chooseFolder(title).ifPresent(folder -> {
            Project project = analysis.project();
            SampleOptions options = sampleOptions.get();
            run(title, () -> summary(Exporter.export(project, null, options, folder, picked, null)));
        });
    }

    /** Asks for the language, then the folder, and writes one file per collection (or one module) there. */
    public void exportCode() {
        chooseLanguageThenWrite("Export Application Code", "Write the design's collections as", DocumentTypeLanguage.values(),
                CodeExport::displayName, CodeExport::byDisplayName, codeLanguage, CodeExport::writeCode);
    }

    /** Asks for the language, then the folder, and writes the operations of every access pattern into one file. */
    public void exportQueries() {
        chooseLanguageThenWrite("Export Query Templates", "Write the operations of every access pattern in", QueryLanguage.values(),
                QueryLanguage::label, QueryLanguage::byLabel, queryLanguage, CodeExport::writeQueries);
    }

    private interface LanguageWriter<L> {
        String write(Project project, L language, Path folder) throws Exception;
    }

    /** Asks for one of the languages (offering the one chosen last, which it remembers), then the folder, and writes there. */
    private <L> void chooseLanguageThenWrite(String title, String question, L[] languages, Function<L, String> label,
                                             Function<String, L> byLabel, ObjectProperty<L> last, LanguageWriter<L> writer) {
        List<String> labels = Arrays.stream(languages).map(label).toList();
        Optional<L> language = analysis.services().dialogs().chooseOne(title, question, labels, label.apply(last.get())).map(byLabel);
        if (language.isEmpty()) return;
        last.set(language.get());
        chooseFolder(title).ifPresent(folder -> {
            Project project = analysis.project();
            run(title, () -> writer.write(project, language.get(), folder));
        });
    }

    /**
     * Asks where to write the design review report (starting in the export folder used last) and writes it:
     * every design, under the profile the panels show (docs/exports.md "Design review report").
     */
    public void exportReport() {
        String title = "Export Report";
        Project project = analysis.project();
        Profile profile = analysis.profileProperty().get();
        Path start = lastFolder.get() != null ? lastFolder.get() : initialFolder.get();
        analysis.services().dialogs().chooseFileToWrite(title, start, fileBase(project.name()) + "-review.html", "HTML pages (*.html)", "html")
                .ifPresent(file -> {
                    if (file.toAbsolutePath().getParent() != null) lastFolder.set(file.toAbsolutePath().getParent());
                    run(title, () -> {
                        ReviewReport.write(project, profile, file);
                        return "Wrote the design review of " + project.designs().size()
                                + (project.designs().size() == 1 ? " design" : " designs") + " to " + file
                                + ".\nOpen it in a web browser; it prints as well.";
                    });
                });
    }

    /** The folder chooser, starting in the folder used last (or the project's); remembers the answer. */
    private Optional<Path> chooseFolder(String title) {
        Path start = lastFolder.get() != null ? lastFolder.get() : initialFolder.get();
        Optional<Path> folder = analysis.services().dialogs().chooseFolder(title, start);
        folder.ifPresent(lastFolder::set);
        return folder;
    }

    public void exportDiagrams() {
        chooseFolder("Export Diagrams").ifPresent(folder -> {
            Project project = analysis.project();
            run("Export Diagrams", () -> {
                List<Path> written = new ArrayList<>();
                String base = fileBase(documentName(project)) + "-" + fileBase(project.activeDesign());
                for (View view : View.values()) {
                    for (String ext : List.of("svg", "png")) {
                        Path out = folder.resolve(base + "-" + view.word() + "." + ext);
                        DiagramExporter.export(project, view, out, PNG_SCALE);
                        written.add(out);
                    }
                }
                return "Wrote " + written.size() + " diagrams of design " + project.activeDesign() + " to " + folder + ":\n"
                        + String.join("\n", written.stream().map(p -> "  " + p.getFileName()).toList());
            });
        });
    }

    /**
     * Asks where to save the mongosh script that migrates a database from design {@code from} (the
     * compared snapshot) to the design being edited, and writes it; nothing when {@code from} is null.
     */
    public void migrationScript(String from) {
        Project project = analysis.project();
        String to = project.activeDesign();
        if (from == null || from.equals(to)) return;
        DialogService dialogs = analysis.services().dialogs();
        String suggested = "migrate-" + fileBase(from) + "-to-" + fileBase(to) + ".js";
        dialogs.chooseFileToWrite("Migration Script", initialFolder.get(), suggested, "mongosh scripts (*.js)", "js").ifPresent(file -> {
            SampleOptions options = sampleOptions.get();
            run("Migration Script", () -> migrationSummary(MigrationFile.write(project, from, to, options, file, null)));
        });
    }

    static String migrationSummary(MigrationFile.Written w) {
        Migration m = w.migration();
        if (!m.supported()) {
            return "Design " + m.from() + " cannot be migrated to design " + m.to() + "; " + w.file().getFileName()
                    + " only lists why:\n" + String.join("\n", m.unsupported().stream().map(r -> "  - " + r).toList());
        }
        return "Wrote " + w.file() + ": " + m.steps().size() + " steps from design " + m.from() + " to design " + m.to() + ".\n"
                + "Rebuilt: " + names(m.rebuilt()) + ". Left as they are: " + names(m.kept()) + ". Dropped: " + names(m.dropped()) + ".\n"
                + Words.capitalized(w.estimate()) + ".\n"
                + "Run it with: mongosh \"mongodb://HOST/DATABASE\" " + w.file().getFileName();
    }

    private static String names(List<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", names);
    }

    private interface Work {
        String run() throws Exception;
    }

    private void run(String title, Work work) {
        DialogService dialogs = analysis.services().dialogs();
        job.start(title + "…", progress -> work.run(), text -> dialogs.showInformation(title, text), () -> { },
                message -> dialogs.showError(title, "Nothing more was written: " + message));
    }

    static String summary(Exporter.Result r) {
        StringBuilder s = new StringBuilder();
        int files = 0;
        List<String> lines = new ArrayList<>();
        for (var entry : r.collections().entrySet()) {
            List<String> names = new ArrayList<>();
            var f = entry.getValue();
            for (Path p : java.util.Arrays.asList(f.template(), f.schema(), f.validator(), f.indexingPolicy(), f.ndjson())) {
                if (p != null) names.add(p.getFileName().toString());
            }
            files += names.size();
            lines.add("  " + entry.getKey() + ": " + String.join(", ", names)
                    + String.format(Locale.ROOT, " (%,d sample documents)", f.documents()));
        }
        if (r.script() != null) {
            files++;
            lines.add("  " + r.script().getFileName() + " (creates the collections with their validators in mongosh)");
        }
        s.append("Wrote ").append(files).append(" files to ").append(r.folder()).append(":\n").append(String.join("\n", lines));
        for (String warning : r.warnings()) s.append("\nWarning: ").append(warning);
        return s.toString();
    }

    /** A file-name-safe form of a project or design name. */
    /** Where the project is saved, for naming exports after it; null while unsaved. */
    public void setProjectFile(Supplier<Path> projectFile) {
        this.projectFile = projectFile;
    }

    /**
     * The name exports are called by: the project's name, or, while that is still the name every
     * new project starts with, the name of the file it is saved in.
     */
    String documentName(Project project) {
        Path file = projectFile.get();
        if (!Project.UNTITLED.equals(project.name()) || file == null || file.getFileName() == null) return project.name();
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    static String fileBase(String name) {
        String safe = name.trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9._-]+", "-").replaceAll("(^-+|-+$)", "");
        return safe.isEmpty() ? "untitled" : safe;
    }

    /** The folder the last export went to (null before the first); the window remembers it. */
    public ObjectProperty<Path> lastFolderProperty() {
        return lastFolder;
    }

    /** The parts of the JSON templates exported last (every part before the first export); the window remembers them. */
    public ObjectProperty<Set<ExportPart>> partsProperty() {
        return parts;
    }

    /** The language application code was exported in last. */
    public ObjectProperty<DocumentTypeLanguage> codeLanguageProperty() {
        return codeLanguage;
    }

    /** The language query templates were exported in last. */
    public ObjectProperty<QueryLanguage> queryLanguageProperty() {
        return queryLanguage;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return job.runningProperty();
    }
}
