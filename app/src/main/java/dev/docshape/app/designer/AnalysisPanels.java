package dev.docshape.app.designer;

import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.designer.actions.ActionRegistry;
import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.designer.actions.DesignerAction;
import dev.docshape.app.analysis.advisor.AdvisorViewModel;
import dev.docshape.app.analysis.compare.CompareViewModel;
import dev.docshape.app.analysis.export.ExportCommands;
import dev.docshape.app.analysis.mongodb.MongoRunViewModel;
import dev.docshape.app.analysis.patterns.PatternsViewModel;
import dev.docshape.app.analysis.preview.PreviewViewModel;
import dev.docshape.app.analysis.queries.QueriesView;
import dev.docshape.app.analysis.queries.QueriesViewModel;
import dev.docshape.app.help.GuideText;
import dev.docshape.app.help.GuideView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.analysis.sample.SampleDataViewModel;
import dev.docshape.app.analysis.sample.StoreLocation;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import dev.docshape.model.profile.DatabaseKind;
import dev.docshape.model.profile.Profile;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.Menu;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

import static dev.docshape.app.designer.actions.DesignerAction.*;

/**
 * The analysis panels put together for a window: one {@link AnalysisModel} over the document,
 * the panels as tabs (JSON preview, access patterns, round trips, advisor, comparison, sample
 * data), and the panels' commands bound into the window's {@link ActionRegistry}.
 *
 * <pre>{@code
 * AnalysisPanels panels = new AnalysisPanels(new AnalysisModel(source, selection, services), doc::file, vm.actions());
 * sideTabs.getTabs().addAll(panels.tabs());
 * scene.getStylesheets().add(Ui.stylesheet());
 * }</pre>
 */
public final class AnalysisPanels {
    private final AnalysisModel analysis;
    private final PreviewViewModel preview;
    private final PatternsViewModel patterns;
    private final RoundTripsViewModel trips;
    private final AdvisorViewModel advisor;
    private final CompareViewModel compare;
    private final SampleDataViewModel samples;
    private final QueriesViewModel queries;
    private final SearchViewModel search;
    private final ToolWindow searchWindow;
    private final MongoRunViewModel mongoRun;
    private final ToolWindow mongoRunWindow;
    /** Help > Guide: the counting and advisor rules (docs/), opened at a section from the advisor's findings. */
    private final ToolWindow guideWindow;
    private GuideView guide;
    private final ExportCommands export;
    private final ActionRegistry actions;
    private final PanelCommands commands;
    private final Supplier<Path> projectFile;
    private List<Tab> tabs;
    private TabPane tabPane;

    /** The Analysis menu's commands, in order; a null is a separator. */
    static final DesignerAction[] MENU = {KEEP_SNAPSHOT, FIND_BETTER_DESIGNS, GENERATE_SAMPLE, RUN_ON_MONGODB, null, COPY_DOCUMENT, COPY_QUERIES, null,
            COSMOS_PROFILE};

    /**
     * File > Export, where a user looks for everything DocShape writes: what people read (the design review report, the
     * diagrams), what the database and the application use, generated from the design, then the script moving a
     * database from the compared snapshot's design to this one.
     */
    static final DesignerAction[] EXPORT_MENU = {EXPORT_REPORT, EXPORT_DIAGRAMS, null, EXPORT_TEMPLATES, EXPORT_CODE, EXPORT_QUERIES, null,
            MIGRATION_SCRIPT};

    /** Panels with commands of their own (tests, benchmarks); {@link #menu()} shows them. */
    public AnalysisPanels(AnalysisModel analysis, Supplier<Path> projectFile) {
        this(analysis, projectFile, new ActionRegistry());
    }

    /**
     * @param projectFile the file the project was opened from or saved to; null while unsaved
     * @param actions     where the panels' commands are bound (the window's catalogue)
     */
    public AnalysisPanels(AnalysisModel analysis, Supplier<Path> projectFile, ActionRegistry actions) {
        this(analysis, projectFile, actions, StoreLocation.temporary());
    }

    /** @param stores where the sample store of the project is */
    public AnalysisPanels(AnalysisModel analysis, Supplier<Path> projectFile, ActionRegistry actions, StoreLocation stores) {
        this.analysis = analysis;
        this.actions = actions;
        this.projectFile = projectFile;
        preview = new PreviewViewModel(analysis);
        patterns = new PatternsViewModel(analysis.source(), analysis.selection());
        trips = new RoundTripsViewModel(analysis);
        advisor = new AdvisorViewModel(analysis);
        compare = new CompareViewModel(analysis);
        search = new SearchViewModel(analysis, name -> {
            compare.compareWithProperty().set(name);
            show("tab-compare");
        });
        commands = new PanelCommands(actions);
        searchWindow = new ToolWindow("Find Better Designs", () -> commands.view(search), 620, 780);
        guideWindow = new ToolWindow("DocShape Guide", () -> guide = new GuideView(), 900, 760);
        samples = new SampleDataViewModel(analysis, () -> stores.of(projectFile.get(), analysis.project()));
        export = new ExportCommands(analysis, samples::optionsOrDefaults, () -> {
            Path file = projectFile.get();
            return file == null ? null : file.toAbsolutePath().getParent();
        });
        mongoRun = new MongoRunViewModel(analysis, samples::optionsOrDefaults, () -> stores.of(projectFile.get(), analysis.project()));
        mongoRunWindow = new ToolWindow("Run on MongoDB", () -> commands.view(mongoRun), 980, 560);
        export.setProjectFile(projectFile::get);
        queries = new QueriesViewModel(analysis, patterns.selectedIdProperty());
        export.queryLanguageProperty().set(queries.languageProperty().get());
        queries.languageProperty().addListener((obs, old, now) -> export.queryLanguageProperty().set(now));
        trips.setPatternSelector(id -> patterns.selectedIdProperty().set(id));
        trips.setPatternsOpener(() -> show("tab-patterns"));
        advisor.setGuideOpener(this::openGuide);
        trips.setGuideOpener(section -> openGuide(GuideText.slug(section)));
        advisor.setPatternSelector(id -> {
            patterns.selectedIdProperty().set(id);
            show("tab-patterns");
        });
        BooleanBinding hasEntities = Bindings.createBooleanBinding(
                () -> !analysis.project().model().entities().isEmpty(), analysis.source().projectProperty());
        actions.bind(EXPORT_TEMPLATES, export::exportTemplates, hasEntities.and(export.runningProperty().not()))
                .bind(EXPORT_DIAGRAMS, export::exportDiagrams, hasEntities.and(export.runningProperty().not()))
                .bind(EXPORT_CODE, export::exportCode, hasEntities.and(export.runningProperty().not()))
                .bind(EXPORT_QUERIES, export::exportQueries, hasEntities.and(export.runningProperty().not()))
                .bind(EXPORT_REPORT, export::exportReport, hasEntities.and(export.runningProperty().not()))
                .bind(COPY_QUERIES, () -> copy(queries.textProperty().get()), queries.textProperty().isNotEmpty())
                .bind(MIGRATION_SCRIPT, () -> {
                    show("tab-compare");
                    export.migrationScript(compare.compareWithProperty().get());
                }, compare.compareWithProperty().isNotNull().and(export.runningProperty().not()))
                .bind(FIND_BETTER_DESIGNS, () -> searchWindow.show(tabPane), hasEntities)
                .bind(RUN_ON_MONGODB, () -> mongoRunWindow.show(tabPane), hasEntities)
                .bind(GUIDE, () -> openGuide(null))
                .bindToggle(COSMOS_PROFILE, cosmosProfile());
        commands.bind(patterns, () -> show("tab-patterns")).bind(advisor).bind(search).bind(mongoRun)
                .bind(compare, () -> show("tab-compare"))
                .bind(samples, hasEntities, () -> show("tab-samples"));
    }

    private static void copy(String text) {
        javafx.scene.input.ClipboardContent content = new javafx.scene.input.ClipboardContent();
        content.putString(text);
        javafx.scene.input.Clipboard.getSystemClipboard().setContent(content);
    }

    /** On while the profile is Cosmos DB; switching it switches the profile. */
    private BooleanProperty cosmosProfile() {
        BooleanProperty cosmos = new SimpleBooleanProperty(isCosmos());
        analysis.profileProperty().addListener((obs, old, now) -> cosmos.set(isCosmos()));
        cosmos.addListener((obs, was, is) -> {
            if (is != isCosmos()) analysis.profileProperty().set(is ? Profile.cosmos() : Profile.mongodb());
        });
        return cosmos;
    }

    private boolean isCosmos() {
        return analysis.profileProperty().get().kind() == DatabaseKind.COSMOS;
    }

    /** Runs the action if it is enabled; returns whether it ran. */
    public boolean execute(DesignerAction action) {
        return actions.execute(action);
    }

    public ObservableBooleanValue enabled(DesignerAction action) {
        return actions.enabled(action);
    }

    /**
     * The panels as tabs, made once: Preview, Patterns, Trips (round trips), Queries, Advisor, Compare, Samples.
     * The labels are short so that all tabs fit the side panel's default width; tooltips say more.
     */
    public List<Tab> tabs() {
        if (tabs == null) {
            tabs = List.of(tab("tab-preview", "Preview", "JSON preview: a sample document of the selected entity's collection, and its size",
                            () -> commands.view(preview)),
                    tab("tab-patterns", "Patterns", "Access patterns: what the application reads and writes, how often",
                            () -> commands.view(patterns)),
                    tab("tab-trips", "Trips", "Round trips: requests, documents, bytes and request units per access pattern",
                            () -> new RoundTripsView(trips)),
                    tab("tab-queries", "Queries", "Queries: the operations the selected access pattern sends, one per round trip, as code",
                            () -> new QueriesView(queries, commands.button(COPY_QUERIES), () -> execute(COPY_QUERIES))),
                    tab("tab-advisor", "Advisor", "Advisor: findings about the design, with suggested mappings",
                            () -> commands.view(advisor)),
                    tab("tab-compare", "Compare", "Compare designs: the design being edited beside a snapshot",
                            () -> commands.view(compare, MIGRATION_SCRIPT)),
                    tab("tab-samples", "Samples", "Sample data: generate documents into a local store and measure them",
                            () -> commands.view(samples)));
            tabs.get(0).tabPaneProperty().addListener((obs, old, now) -> tabPane = now);
            // the advisor and the comparison only work while their tab is showing (decision record 0080)
            advisor.activeProperty().bind(tabs.get(4).selectedProperty());
            compare.activeProperty().bind(tabs.get(5).selectedProperty());
        }
        return tabs;
    }

    /**
     * A tab whose panel is made when the tab is first selected (decision 0385: opening the window makes
     * only the panel it shows) and is in the scene only while the tab is selected: hidden panels cost no
     * CSS or layout, and their texts (a design's name in the comparison) cannot be mistaken for the
     * window's by a test looking nodes up by text. The view models keep working meanwhile.
     */
    private static Tab tab(String id, String label, String tooltip, Supplier<Node> panel) {
        Tab tab = new Tab(label);
        tab.setTooltip(new javafx.scene.control.Tooltip(tooltip));
        tab.setId(id);
        tab.setClosable(false);
        Node[] made = {null};
        tab.selectedProperty().subscribe(selected -> {
            if (selected && made[0] == null) made[0] = panel.get();
            tab.setContent(selected ? made[0] : null);
        });
        return tab;
    }

    /** Opens Help > Guide, at the section or advisor rule {@code anchor} when given. */
    private void openGuide(String anchor) {
        guideWindow.show(tabPane);
        if (anchor != null) javafx.application.Platform.runLater(() -> guide.show(anchor));
    }

    /** The Guide's window once opened; null before. */
    javafx.stage.Stage guideStage() {
        return guideWindow.stage();
    }

    public void show(String id) {
        if (tabPane == null) return;
        tabPane.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().ifPresent(t -> tabPane.getSelectionModel().select(t));
    }

    /** The Analysis menu: snapshot, search, sample data, copying the document and the queries, the profile switch (the window's menu bar has it too). */
    public Menu menu() {
        return menu(new ActionViews(actions));
    }

    /** File > Export on its own, as the window's File menu holds it (tests of the panels without the window). */
    public Menu exportMenu() {
        return exportMenu(new ActionViews(actions));
    }

    /** File > Export made by {@code views}: the commands of {@link #EXPORT_MENU}. */
    static Menu exportMenu(ActionViews views) {
        return views.menu("Export", EXPORT_MENU);
    }

    /** The Analysis menu made by {@code views}: the commands of {@link #MENU}, then a submenu per panel with commands of its own. */
    static Menu menu(ActionViews views) {
        Menu menu = views.menu("Analysis", MENU);
        menu.getItems().addAll(views.items((DesignerAction) null));
        menu.getItems().addAll(PanelCommands.menus(views));
        return menu;
    }

    public AnalysisModel analysis() {
        return analysis;
    }

    public PatternsViewModel patterns() {
        return patterns;
    }

    public AdvisorViewModel advisor() {
        return advisor;
    }

    public CompareViewModel compare() {
        return compare;
    }

    public SearchViewModel search() {
        return search;
    }

    public SampleDataViewModel samples() {
        return samples;
    }

    public RoundTripsViewModel trips() {
        return trips;
    }

    public QueriesViewModel queries() {
        return queries;
    }

    /** The export commands, whose last folder and languages the window remembers. */
    public ExportCommands export() {
        return export;
    }

    public PreviewViewModel preview() {
        return preview;
    }
}
