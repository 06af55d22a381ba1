package dev.docshape.app.designer;

import dev.docshape.app.analysis.advisor.AdvisorView;
import dev.docshape.app.analysis.advisor.AdvisorViewModel;
import dev.docshape.app.analysis.compare.CompareView;
import dev.docshape.app.analysis.compare.CompareViewModel;
import dev.docshape.app.analysis.mongodb.MongoRunView;
import dev.docshape.app.analysis.mongodb.MongoRunViewModel;
import dev.docshape.app.analysis.patterns.PatternsView;
import dev.docshape.app.analysis.patterns.PatternsViewModel;
import dev.docshape.app.analysis.preview.PreviewView;
import dev.docshape.app.analysis.preview.PreviewViewModel;
import dev.docshape.app.analysis.sample.SampleDataView;
import dev.docshape.app.analysis.sample.SampleDataViewModel;
import dev.docshape.app.analysis.search.SearchView;
import dev.docshape.app.analysis.search.SearchViewModel;
import dev.docshape.app.designer.actions.ActionRegistry;
import dev.docshape.app.designer.actions.ActionViews;
import dev.docshape.app.designer.actions.DesignerAction;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;

import java.util.List;

import static dev.docshape.app.designer.actions.DesignerAction.*;

/**
 * The analysis panels' own commands in the window's catalogue (decision 0291): {@code bind}
 * says what each does and when it is enabled, {@code view} builds the panel with the catalogue's
 * buttons for them. A panel's button, its menu item (Analysis > the panel's submenu) and its
 * shortcut are one catalogue entry with one enabled state.
 */
public final class PanelCommands {
    private final ActionRegistry actions;
    private final ActionViews views;

    public PanelCommands(ActionRegistry actions) {
        this.actions = actions;
        this.views = new ActionViews(actions);
    }

    /** The Analysis menu's submenus, one per panel with commands of its own. */
    public static List<Menu> menus(ActionViews views) {
        return List.of(views.menu("Patterns", ADD_READ_PATTERN, ADD_WRITE_PATTERN, DELETE_PATTERN),
                views.menu("Preview", EXPAND_DOCUMENT, FOLD_DOCUMENT),
                views.menu("Advisor", APPLY_SUGGESTION),
                views.menu("Compare", SWITCH_TO_SNAPSHOT),
                views.menu("Sample Data", MEASURE_AGAIN, CANCEL_SAMPLE),
                views.menu("Search", START_SEARCH, CANCEL_SEARCH, ADD_FOUND_DESIGN, COMPARE_FOUND_DESIGN),
                views.menu("MongoDB", START_MONGODB_RUN, CANCEL_MONGODB_RUN));
    }

    /** @param reveal shows the Patterns tab: a pattern added from the menu or with Ctrl+Shift+R is seen, and named there */
    public PanelCommands bind(PatternsViewModel vm, Runnable reveal) {
        actions.bind(ADD_READ_PATTERN, () -> {
                    reveal.run();
                    vm.addRead();
                }, vm.hasEntities())
                .bind(ADD_WRITE_PATTERN, () -> {
                    reveal.run();
                    vm.addWrite();
                }, vm.hasEntities())
                .bind(DELETE_PATTERN, vm::deleteSelected, vm.selectedProperty().isNotNull());
        return this;
    }

    public PatternsView view(PatternsViewModel vm) {
        return new PatternsView(vm, button(ADD_READ_PATTERN), button(ADD_WRITE_PATTERN), button(DELETE_PATTERN));
    }

    /** @param reveal shows the Samples tab (Generate Sample Data from the menu) */
    public PanelCommands bind(SampleDataViewModel vm, ObservableBooleanValue hasEntities, Runnable reveal) {
        var running = vm.job().runningProperty();
        actions.bind(GENERATE_SAMPLE, () -> {
                    reveal.run();
                    vm.generate();
                }, Bindings.and(hasEntities, running.not()))
                .bind(CANCEL_SAMPLE, vm::cancel, running)
                .bind(MEASURE_AGAIN, vm::measureAgain, running.not().and(Bindings.isNotEmpty(vm.collections())));
        return this;
    }

    public SampleDataView view(SampleDataViewModel vm) {
        return new SampleDataView(vm, button(GENERATE_SAMPLE), button(CANCEL_SAMPLE), button(MEASURE_AGAIN));
    }

    public PanelCommands bind(SearchViewModel vm) {
        var running = vm.job().runningProperty();
        actions.bind(START_SEARCH, vm::search, running.not())
                .bind(CANCEL_SEARCH, vm::cancel, running)
                .bind(ADD_FOUND_DESIGN, vm::addSelected, vm.selectedAddableProperty().and(running.not()))
                .bind(COMPARE_FOUND_DESIGN, vm::compareSelected, vm.addedNameProperty().isNotEmpty());
        return this;
    }

    public SearchView view(SearchViewModel vm) {
        return new SearchView(vm, button(START_SEARCH), button(CANCEL_SEARCH), button(ADD_FOUND_DESIGN), button(COMPARE_FOUND_DESIGN));
    }

    public PanelCommands bind(MongoRunViewModel vm) {
        var running = vm.job().runningProperty();
        actions.bind(START_MONGODB_RUN, vm::run, running.not()).bind(CANCEL_MONGODB_RUN, vm::cancel, running);
        return this;
    }

    public MongoRunView view(MongoRunViewModel vm) {
        return new MongoRunView(vm, button(START_MONGODB_RUN), button(CANCEL_MONGODB_RUN));
    }

    /** @param reveal shows the Compare tab (Keep Design as Snapshot… from the menu) */
    public PanelCommands bind(CompareViewModel vm, Runnable reveal) {
        actions.bind(KEEP_SNAPSHOT, () -> {
                    reveal.run();
                    vm.askAndKeepSnapshot();
                })
                .bind(SWITCH_TO_SNAPSHOT, () -> vm.switchTo(vm.compareWithProperty().get()), vm.compareWithProperty().isNotNull());
        return this;
    }

    /** @param commands more commands about the two designs, shown beside Keep (the migration script) */
    public CompareView view(CompareViewModel vm, DesignerAction... commands) {
        Button[] more = new Button[commands.length];
        for (int i = 0; i < commands.length; i++) more[i] = button(commands[i]);
        return new CompareView(vm, button(KEEP_SNAPSHOT), button(SWITCH_TO_SNAPSHOT), more);
    }

    public PanelCommands bind(AdvisorViewModel vm) {
        // a finding with a suggested mapping, focused while the findings are those of the design shown
        var applicable = Bindings.createBooleanBinding(
                () -> vm.focusedProperty().get() != null && vm.focusedProperty().get().suggestion().isPresent(), vm.focusedProperty());
        actions.bind(APPLY_SUGGESTION, vm::applyFocused, applicable.and(vm.currentProperty()));
        return this;
    }

    public AdvisorView view(AdvisorViewModel vm) {
        return new AdvisorView(vm, button(APPLY_SUGGESTION));
    }

    /** The preview, with its commands bound to it (they act on the document it shows) and in the document's context menu. */
    public PreviewView view(PreviewViewModel vm) {
        PreviewView view = new PreviewView(vm, button(EXPAND_DOCUMENT), button(FOLD_DOCUMENT), button(COPY_DOCUMENT));
        actions.bind(EXPAND_DOCUMENT, view.json()::expandAll)
                .bind(FOLD_DOCUMENT, view.json()::collapseAll)
                .bind(COPY_DOCUMENT, view::copy, vm.previewProperty().isNotNull());
        view.setDocumentMenu(views.contextMenu(COPY_DOCUMENT));
        return view;
    }

    /** The catalogue's button for {@code action} in a panel. */
    public Button button(DesignerAction action) {
        return views.panelButton(action);
    }
}
