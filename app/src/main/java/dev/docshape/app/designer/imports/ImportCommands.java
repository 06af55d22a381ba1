package dev.docshape.app.designer.imports;

import dev.docshape.app.designer.files.FileCommands;
import dev.docshape.app.ui.dialogs.DialogService;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.storage.imports.json.JsonImport;
import dev.docshape.storage.imports.sql.SqlDialect;
import dev.docshape.storage.imports.sql.SqlImport;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * File > Import: SQL Schema, JSON Documents and MongoDB Database. Each asks for its input (a SQL script also for the
 * database it was written for, "Detect automatically" offered first: decision 0575), reads it
 * in the background with progress and Cancel in the import wizard, lets the user review what was
 * found, and opens the model as a new, unsaved project (asking about unsaved work first, as Open
 * does). A failure is one dialog naming the file and line or the collection; nothing is made.
 */
public final class ImportCommands {
    static final DialogService.FileKind SQL = new DialogService.FileKind("SQL scripts (*.sql, *.ddl)", List.of("*.sql", "*.ddl"));
    static final DialogService.FileKind JSON = new DialogService.FileKind("JSON documents (*.json, *.ndjson, *.jsonl, *.gz)",
            List.of("*.json", "*.ndjson", "*.jsonl", "*.json.gz", "*.ndjson.gz", "*.jsonl.gz"));

    private final FileCommands files;
    private final DialogService dialogs;
    private final TaskRunner tasks;
    private Consumer<ImportWizardViewModel> showWizard = wizard -> { };
    private Consumer<MongoConnectViewModel> showMongoWizard = wizard -> { };
    private Path lastFolder;

    public ImportCommands(FileCommands files, DialogService dialogs, TaskRunner tasks) {
        this.files = Objects.requireNonNull(files, "files");
        this.dialogs = Objects.requireNonNull(dialogs, "dialogs");
        this.tasks = Objects.requireNonNull(tasks, "tasks");
    }

    /** How the window shows a wizard (the view opens its window). */
    public void setWizardViews(Consumer<ImportWizardViewModel> fileWizard, Consumer<MongoConnectViewModel> mongoWizard) {
        this.showWizard = Objects.requireNonNull(fileWizard, "fileWizard");
        this.showMongoWizard = Objects.requireNonNull(mongoWizard, "mongoWizard");
    }

    public void importSql() {
        List<Path> chosen = dialogs.chooseFilesToImport("Import SQL Schema", lastFolder, SQL, false);
        if (chosen.isEmpty()) return;
        Path file = chosen.get(0);
        remember(file);
        List<String> titles = java.util.Arrays.stream(SqlDialect.values()).map(ImportCommands::title).toList();
        Optional<SqlDialect> dialect = dialogs.chooseOne("Import SQL Schema", file.getFileName() + " was written for", titles,
                title(SqlDialect.AUTO)).map(t -> SqlDialect.values()[titles.indexOf(t)]);
        if (dialect.isEmpty()) return;
        String name = baseName(file);
        ImportWizardViewModel wizard = wizard("Import SQL Schema", "Cannot import " + file.getFileName());
        showWizard.accept(wizard);
        wizard.run("Reading " + file.getFileName() + "…", progress -> ImportReview.of(String.valueOf(file.getFileName()),
                SqlImport.read(file, dialect.get(), name, progress::update)));
    }

    /** A dialect as the SQL import's choice names it. */
    static String title(SqlDialect dialect) {
        return switch (dialect) {
            case AUTO -> "Detect automatically";
            case MYSQL -> "MySQL or MariaDB";
            case POSTGRESQL -> "PostgreSQL";
            case SQLSERVER -> "SQL Server";
            case ORACLE -> "Oracle";
        };
    }

    public void importJson() {
        List<Path> chosen = dialogs.chooseFilesToImport("Import JSON Documents", lastFolder, JSON, true);
        if (chosen.isEmpty()) return;
        remember(chosen.get(0));
        String source = chosen.size() <= 3 ? String.join(", ", chosen.stream().map(p -> String.valueOf(p.getFileName())).toList())
                : chosen.size() + " files";
        String name = chosen.size() == 1 ? baseName(chosen.get(0)) : folderName(chosen.get(0));
        ImportWizardViewModel wizard = wizard("Import JSON Documents", "Cannot import " + source);
        showWizard.accept(wizard);
        wizard.run("Reading " + source + "…", progress -> ImportReview.of(source, JsonImport.infer(chosen, progress::update), name));
    }

    public void importMongo() {
        ImportWizardViewModel wizard = wizard("Import MongoDB Database", "Cannot import the database");
        showMongoWizard.accept(new MongoConnectViewModel(wizard, tasks));
    }

    private ImportWizardViewModel wizard(String title, String failureTitle) {
        ImportWizardViewModel wizard = new ImportWizardViewModel(title, tasks);
        wizard.setOnFailure(message -> dialogs.showError(failureTitle, message));
        wizard.setOnCreate(files::openImported);
        return wizard;
    }

    private void remember(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) lastFolder = parent;
    }

    /** {@code shop.sql} and {@code orders.ndjson.gz} give {@code shop} and {@code orders}. */
    static String baseName(Path file) {
        String name = String.valueOf(file.getFileName());
        int dot = name.indexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return base.isBlank() ? "Imported" : base;
    }

    private static String folderName(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null || parent.getFileName() == null ? "Imported" : parent.getFileName().toString();
    }
}
