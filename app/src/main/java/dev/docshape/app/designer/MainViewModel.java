package dev.docshape.app.designer;

import dev.docshape.app.designer.actions.ActionRegistry;
import dev.docshape.app.designer.canvas.Viewport;
import dev.docshape.app.ui.dialogs.DialogService;
import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.designer.document.ProjectDocument;
import dev.docshape.app.designer.document.SelectionCommands;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileCommands;
import dev.docshape.app.designer.imports.ImportCommands;
import dev.docshape.app.designer.files.RecoveryStore;
import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.inspector.InspectorViewModel;
import dev.docshape.app.designer.layout.AutoLayout;
import dev.docshape.model.Project;
import javafx.animation.PauseTransition;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import static dev.docshape.app.designer.actions.DesignerAction.*;

/**
 * The designer window's state and the commands behind its menus: the document and its undo
 * history, the selection, the diagram, the files, the theme and the status line. The view binds
 * to it; it never touches a node.
 */
public final class MainViewModel {
    /** What the status line says until there is news: the canvas gestures that are not visible. */
    static final String HINT = "Drag empty space to pan · Shift+drag to select several · double-click to add an entity";

    private final DesignerServices services;
    private final Settings settings;
    private final ProjectDocument document = new ProjectDocument(Project.created(Project.UNTITLED));
    private final SelectionModel selection = new SelectionModel();
    private final DiagramViewModel diagram;
    private final Viewport viewport = new Viewport();
    private final DesignEditor editor = new DesignEditor(document, selection);
    private final SelectionCommands selectionCommands = new SelectionCommands(editor, selection);
    private final FileCommands files;
    private final ImportCommands imports;
    private final InspectorViewModel inspector;
    private final AutoLayout autoLayout;
    private final ActionRegistry actions = new ActionRegistry();
    /** Asks for the child of a relationship from the one selected entity (set by the view: the canvas's finder). */
    private BiConsumer<String, Consumer<String>> childPicker = (parent, child) -> { };
    private final BooleanProperty darkTheme = new SimpleBooleanProperty(this, "darkTheme");
    private final BooleanProperty welcomeVisible = new SimpleBooleanProperty(this, "welcomeVisible");
    private final ObservableList<ExampleCatalog.Example> examples = FXCollections.observableArrayList();
    private final ReadOnlyBooleanWrapper examplesLoading = new ReadOnlyBooleanWrapper(this, "examplesLoading");
    private final StatusLine status = new StatusLine(HINT).clearedBy(document.openedProperty());
    private final StringBinding title;
    /** The file the start-up is opening, named in the title until it is in or failed (decision 0471); else empty. */
    private final StringProperty opening = new SimpleStringProperty(this, "opening", "");
    private final PauseTransition autosave;

    public MainViewModel(DesignerServices services) {
        this.services = services;
        this.settings = Settings.load(services.home());
        diagram = new DiagramViewModel(document.projectProperty(), selection, services.tasks());
        files = new FileCommands(document, services.store(), services.dialogs(), settings, services.tasks(),
                new RecoveryStore(services.home(), services.store()));
        imports = new ImportCommands(files, services.dialogs(), services.tasks());
        inspector = new InspectorViewModel(diagram, editor, document.projectProperty());
        autoLayout = new AutoLayout(document, diagram, editor, services.tasks(), services.layout());
        editor.setProblemReporter(this::warn);
        inspector.setProblemReporter(this::warn);
        files.setStatusReporter(this::inform);
        files.setProgressReporter(status::working);
        autoLayout.setStatusReporter(this::inform);
        // an edit ends a message; the layout an opened project waits for is part of opening it (decision 0576)
        document.revisionProperty().addListener(obs -> {
            if (!autoLayout.placingProperty().get()) status.clear();
        });
        files.setAfterOpen(() -> {
            selection.clear();
            welcomeVisible.set(false);
        });
        darkTheme.set("dark".equals(settings.theme()));
        darkTheme.addListener((obs, was, is) -> settings.setTheme(is ? "dark" : "light"));
        viewport.snapToGrid().set(settings.snapToGrid());
        viewport.snapToGrid().addListener((obs, was, is) -> settings.setSnapToGrid(is));
        title = Bindings.createStringBinding(() -> (document.isModified() ? "*" : "") + titleName() + " — DocShape",
                document.modifiedProperty(), document.fileProperty(), document.projectProperty(), opening);
        document.openedProperty().addListener((obs, was, is) -> opening.set(""));
        autosave = new PauseTransition(services.autosaveDelay());
        autosave.setOnFinished(e -> files.autosave());
        document.revisionProperty().addListener((obs, old, now) -> autosave.playFromStart());
        bindActions();
    }

    private void bindActions() {
        var hasEntities = Bindings.isNotEmpty(diagram.entities());
        var entitySelected = Bindings.isNotEmpty(selection.entities());
        actions.bind(NEW, files::newProject)
                .bind(OPEN, files::open)
                .bind(EXAMPLES, this::showWelcome)
                .bind(CLOSE_START_PAGE, () -> welcomeVisible.set(false), welcomeVisible)
                .bind(SAVE, files::save)
                .bind(SAVE_AS, files::saveAs)
                .bind(CLOSE, () -> files.close(() -> {
                    selection.clear();
                    showWelcome();
                }), welcomeVisible.not())
                .bind(IMPORT_SQL, imports::importSql)
                .bind(IMPORT_JSON, imports::importJson)
                .bind(IMPORT_MONGODB, imports::importMongo)
                .bind(UNDO, document::undo, document.canUndoProperty())
                .bindLabel(UNDO, labelled("Undo", document.undoDescriptionProperty()))
                .bind(REDO, document::redo, document.canRedoProperty())
                .bindLabel(REDO, labelled("Redo", document.redoDescriptionProperty()))
                .bind(CUT, selectionCommands::cut, entitySelected)
                .bind(COPY, selectionCommands::copy, entitySelected)
                .bind(PASTE, selectionCommands::paste, selectionCommands.canPasteProperty())
                .bind(DUPLICATE, selectionCommands::duplicate, entitySelected)
                .bind(DELETE, selectionCommands::delete, selection.emptyBinding().not())
                .bind(SELECT_ALL, selectionCommands::selectAll, hasEntities)
                .bind(CONNECT, () -> selectionCommands.connectSelected(childPicker), Bindings.createBooleanBinding(
                        () -> (selection.entities().size() == 1 || selection.entities().size() == 2) && selection.relationships().isEmpty(),
                        selection.entities(), selection.relationships()))
                .bind(FLIP, selectionCommands::flipSelected, Bindings.isNotEmpty(selection.relationships()))
                .bind(AUTO_LAYOUT, autoLayout::run, hasEntities.and(autoLayout.runningProperty().not()))
                .bindToggle(SNAP, viewport.snapToGrid())
                .bindToggle(MINIMAP, viewport.minimapVisible())
                .bindToggle(DARK_THEME, darkTheme);
    }

    private static StringBinding labelled(String verb, ReadOnlyStringProperty description) {
        return Bindings.createStringBinding(() -> description.get().isEmpty() ? verb : verb + " " + description.get(), description);
    }

    /**
     * After the window is shown: offers to recover a crashed session's work, else reopens the last
     * project, else (the first start) shows the start page with the examples.
     */
    public void start() {
        start(Optional.empty());
    }

    /**
     * Starts up: offers to recover unsaved work after a crash; otherwise opens {@code file} when the
     * program was started with one (a double-clicked project file), else the last project, else the
     * start page.
     */
    public void start(Optional<Path> file) {
        loadExamples();
        if (files.offerRecovery()) return;
        Optional<Path> toOpen = file.or(() -> settings.lastProject().filter(Files::isRegularFile));
        if (toOpen.isPresent()) {
            opening.set(toOpen.get().getFileName().toString());
            files.load(toOpen.get(), () -> {
                opening.set("");
                showWelcome();
            });
        } else {
            showWelcome();
        }
    }

    /** The document's name for the title, or while the start-up opens a file into the empty window, that file's. */
    private String titleName() {
        return opening.get().isEmpty() || document.isModified() ? document.displayName() : opening.get();
    }

    /** Reads the examples in the background; {@link #examplesLoading} is true until they are in (or failed). */
    private void loadExamples() {
        examplesLoading.set(true);
        services.tasks().run(() -> services.examples().examples(), found -> {
            examples.setAll(found);
            examplesLoading.set(false);
        }, error -> {
            examplesLoading.set(false);
            inform("Cannot read the examples: " + error.getMessage());
        });
    }

    private void showWelcome() {
        welcomeVisible.set(true);
    }

    public void inform(String message) {
        status.inform(message);
    }

    public void warn(String message) {
        status.warn(message);
    }

    public ProjectDocument document() {
        return document;
    }

    public SelectionModel selection() {
        return selection;
    }

    public DiagramViewModel diagram() {
        return diagram;
    }

    public Viewport viewport() {
        return viewport;
    }

    /** How Connect with one entity selected asks for the other: given the parent's id, it hands on the child's. */
    public void setChildPicker(BiConsumer<String, Consumer<String>> picker) {
        childPicker = java.util.Objects.requireNonNull(picker, "picker");
    }

    public DesignEditor editor() {
        return editor;
    }

    public FileCommands files() {
        return files;
    }

    public ImportCommands imports() {
        return imports;
    }

    public InspectorViewModel inspector() {
        return inspector;
    }

    public AutoLayout autoLayout() {
        return autoLayout;
    }

    public ActionRegistry actions() {
        return actions;
    }

    public DialogService dialogs() {
        return services.dialogs();
    }

    public Settings settings() {
        return settings;
    }

    public BooleanProperty darkTheme() {
        return darkTheme;
    }

    public BooleanProperty welcomeVisible() {
        return welcomeVisible;
    }

    public ObservableList<ExampleCatalog.Example> examples() {
        return examples;
    }

    /** True while the examples are still being read: the start page then says it is looking for them. */
    public ReadOnlyBooleanProperty examplesLoading() {
        return examplesLoading.getReadOnlyProperty();
    }

    /** The status line: its text and whether it says a problem. */
    StatusLine status() {
        return status;
    }

    public StringBinding title() {
        return title;
    }
}
