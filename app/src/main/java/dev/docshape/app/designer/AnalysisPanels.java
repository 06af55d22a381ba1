package dev.docshape.app.designer;

import dev.docshape.app.analysis.AnalysisAction;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.CanvasSelection;
import dev.docshape.app.analysis.ProjectSource;
import dev.docshape.app.analysis.advisor.AdvisorView;
import dev.docshape.app.analysis.advisor.AdvisorViewModel;
import dev.docshape.app.analysis.compare.CompareView;
import dev.docshape.app.analysis.compare.CompareViewModel;
import dev.docshape.app.analysis.export.ExportCommands;
import dev.docshape.app.analysis.patterns.PatternsView;
import dev.docshape.app.analysis.patterns.PatternsViewModel;
import dev.docshape.app.analysis.preview.PreviewView;
import dev.docshape.app.analysis.preview.PreviewViewModel;
import dev.docshape.app.analysis.sample.SampleDataView;
import dev.docshape.app.analysis.sample.SampleDataViewModel;
import dev.docshape.app.analysis.sample.StoreLocation;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import dev.docshape.model.profile.DatabaseKind;
import dev.docshape.model.profile.Profile;
import dev.docshape.storage.sample.SampleOptions;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The analysis panels put together for a window: one {@link AnalysisModel} over the document,
 * the panels as tabs (JSON preview, access patterns, round trips, advisor, comparison, sample
 * data), and the Analysis menu built from {@link AnalysisAction}.
 *
 * <pre>{@code
 * AnalysisPanels panels = new AnalysisPanels(ProjectSource.of(doc.projectProperty(), doc::execute),
 *         selection, AnalysisServices.fx(dialogs), doc::file);
 * sideTabs.getTabs().addAll(panels.tabs());
 * menuBar.getMenus().add(panels.menu());
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
    private final ExportCommands export;
    private final Map<AnalysisAction, Runnable> handlers = new EnumMap<>(AnalysisAction.class);
    private final Map<AnalysisAction, ObservableBooleanValue> enabled = new EnumMap<>(AnalysisAction.class);
    private final Supplier<Path> projectFile;
    private List<Tab> tabs;
    private TabPane tabPane;

    /** @param projectFile the file the project was opened from or saved to; null while unsaved */
    public AnalysisPanels(ProjectSource source, CanvasSelection selection, AnalysisServices services, Supplier<Path> projectFile) {
        this(new AnalysisModel(source, selection, services), projectFile);
    }

    public AnalysisPanels(AnalysisModel analysis, Supplier<Path> projectFile) {
        this.analysis = analysis;
        this.projectFile = projectFile;
        preview = new PreviewViewModel(analysis);
        patterns = new PatternsViewModel(analysis.source(), analysis.selection());
        trips = new RoundTripsViewModel(analysis);
        advisor = new AdvisorViewModel(analysis);
        compare = new CompareViewModel(analysis);
        samples = new SampleDataViewModel(analysis, () -> StoreLocation.of(projectFile.get(), analysis.project()));
        export = new ExportCommands(analysis, this::sampleOptions, () -> {
            Path file = projectFile.get();
            return file == null ? null : file.toAbsolutePath().getParent();
        });
        advisor.setPatternSelector(id -> {
            patterns.selectedIdProperty().set(id);
            show("tab-patterns");
        });
        BooleanBinding hasEntities = Bindings.createBooleanBinding(
                () -> !analysis.project().model().entities().isEmpty(), analysis.source().projectProperty());
        bind(AnalysisAction.EXPORT_TEMPLATES, export::exportTemplates, hasEntities.and(export.runningProperty().not()));
        bind(AnalysisAction.EXPORT_DIAGRAMS, export::exportDiagrams, hasEntities.and(export.runningProperty().not()));
        bind(AnalysisAction.KEEP_SNAPSHOT, () -> {
            show("tab-compare");
            analysis.services().dialogs().askName("Keep as Snapshot", "Name of the snapshot:", compare.suggestedName())
                    .ifPresent(compare::keepSnapshot);
        }, Bindings.createBooleanBinding(() -> true));
        bind(AnalysisAction.GENERATE_SAMPLE, () -> {
            show("tab-samples");
            samples.generate();
        }, hasEntities.and(samples.runningProperty().not()));
        bind(AnalysisAction.COSMOS_PROFILE, () -> analysis.profileProperty().set(
                isCosmos() ? Profile.mongodb() : Profile.cosmos()), Bindings.createBooleanBinding(() -> true));
    }

    private void bind(AnalysisAction action, Runnable handler, ObservableBooleanValue isEnabled) {
        handlers.put(action, handler);
        enabled.put(action, isEnabled);
    }

    private boolean isCosmos() {
        return analysis.profileProperty().get().kind() == DatabaseKind.COSMOS;
    }

    private SampleOptions sampleOptions() {
        try {
            return SampleOptions.of(Long.parseLong(samples.seedProperty().get().trim()),
                    Double.parseDouble(samples.scaleProperty().get().trim()));
        } catch (RuntimeException e) {
            return SampleOptions.of(42, 0.001);
        }
    }

    /** Runs the action if it is enabled; returns whether it ran. */
    public boolean execute(AnalysisAction action) {
        if (!enabled.get(action).get()) return false;
        handlers.get(action).run();
        return true;
    }

    public ObservableBooleanValue enabled(AnalysisAction action) {
        return enabled.get(action);
    }

    /**
     * The panels as tabs, made once: Preview, Patterns, Trips (round trips), Advisor, Compare, Samples.
     * The labels are short so that all tabs fit the side panel's default width; tooltips say more.
     */
    public List<Tab> tabs() {
        if (tabs == null) {
            tabs = List.of(tab("tab-preview", "Preview", "JSON preview: a sample document of the selected entity's collection, and its size",
                            new PreviewView(preview)),
                    tab("tab-patterns", "Patterns", "Access patterns: what the application reads and writes, how often",
                            new PatternsView(patterns)),
                    tab("tab-trips", "Trips", "Round trips: requests, documents, bytes and request units per access pattern",
                            new RoundTripsView(trips)),
                    tab("tab-advisor", "Advisor", "Advisor: findings about the design, with suggested mappings", new AdvisorView(advisor)),
                    tab("tab-compare", "Compare", "Compare designs: the design being edited beside a snapshot", new CompareView(compare)),
                    tab("tab-samples", "Samples", "Sample data: generate documents into a local store and measure them",
                            new SampleDataView(samples)));
            tabs.get(0).tabPaneProperty().addListener((obs, old, now) -> tabPane = now);
            // the advisor and the comparison only work while their tab is showing (decision record 0080)
            advisor.activeProperty().bind(tabs.get(3).selectedProperty());
            compare.activeProperty().bind(tabs.get(4).selectedProperty());
        }
        return tabs;
    }

    /**
     * A tab whose panel is in the scene only while the tab is selected: hidden panels cost no CSS
     * or layout, and their texts (a design's name in the comparison) cannot be mistaken for the
     * window's by a test looking nodes up by text. The view models keep working meanwhile.
     */
    private static Tab tab(String id, String label, String tooltip, Node content) {
        Tab tab = new Tab(label);
        tab.setTooltip(new javafx.scene.control.Tooltip(tooltip));
        tab.setId(id);
        tab.setClosable(false);
        tab.setContent(tab.isSelected() ? content : null);
        tab.selectedProperty().addListener((obs, was, is) -> tab.setContent(is ? content : null));
        return tab;
    }

    /** Selects the tab with {@code id}, when the tabs sit in a tab pane. */
    public void show(String id) {
        if (tabPane == null) return;
        tabPane.getTabs().stream().filter(t -> id.equals(t.getId())).findFirst().ifPresent(t -> tabPane.getSelectionModel().select(t));
    }

    /** The Analysis menu: exports, snapshot, sample data, the profile switch. */
    public Menu menu() {
        Menu menu = new Menu("Analysis");
        menu.setId("menu-analysis");
        menu.getItems().addAll(item(AnalysisAction.KEEP_SNAPSHOT), item(AnalysisAction.GENERATE_SAMPLE), new SeparatorMenuItem(),
                item(AnalysisAction.EXPORT_TEMPLATES), item(AnalysisAction.EXPORT_DIAGRAMS), new SeparatorMenuItem());
        CheckMenuItem cosmos = new CheckMenuItem(AnalysisAction.COSMOS_PROFILE.label());
        cosmos.setId(AnalysisAction.COSMOS_PROFILE.nodeId());
        cosmos.setAccelerator(AnalysisAction.COSMOS_PROFILE.accelerator());
        cosmos.setSelected(isCosmos());
        analysis.profileProperty().addListener((obs, old, now) -> cosmos.setSelected(isCosmos()));
        cosmos.setOnAction(e -> {
            execute(AnalysisAction.COSMOS_PROFILE);
            cosmos.setSelected(isCosmos());
        });
        menu.getItems().add(cosmos);
        return menu;
    }

    private MenuItem item(AnalysisAction action) {
        MenuItem item = new MenuItem(action.label());
        item.setId(action.nodeId());
        item.setAccelerator(action.accelerator());
        item.disableProperty().bind(Bindings.createBooleanBinding(() -> !enabled.get(action).get(), enabled.get(action)));
        item.setOnAction(e -> execute(action));
        return item;
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

    public SampleDataViewModel samples() {
        return samples;
    }

    public RoundTripsViewModel trips() {
        return trips;
    }

    public PreviewViewModel preview() {
        return preview;
    }
}
