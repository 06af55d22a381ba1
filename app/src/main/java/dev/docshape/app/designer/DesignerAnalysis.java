package dev.docshape.app.designer;

import dev.docshape.app.analysis.AnalysisDialogs;
import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.CanvasSelection;
import dev.docshape.app.analysis.FxAnalysisDialogs;
import dev.docshape.app.analysis.ProjectSource;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.tasks.TaskRunner;
import javafx.collections.ObservableSet;
import javafx.scene.control.Menu;
import javafx.stage.Window;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Puts the analysis panels into the designer window: tabs beside the inspector, the Analysis menu
 * before Help, the stylesheet on the window's content (so it survives theme switches), and the
 * panels following the document, its undo history and the canvas selection. The window calls
 * {@link #attach} once; everything else stays in this package (decision record 0081).
 */
public final class DesignerAnalysis {
    private DesignerAnalysis() {
    }

    /**
     * @param tasks the designer's task runner: when it runs work at once (the designer's tests), the
     *              panels do too; otherwise they get threads of their own
     */
    public static AnalysisPanels attach(MainViewModel vm, MainView view, Supplier<Window> owner, TaskRunner tasks) {
        AnalysisDialogs dialogs = dialogs(vm, owner);
        AnalysisServices services = runsAtOnce(tasks) ? AnalysisServices.direct(dialogs) : AnalysisServices.fx(dialogs);
        var document = vm.document();
        ProjectSource source = ProjectSource.of(document.projectProperty(), document::execute);
        AnalysisPanels panels = new AnalysisPanels(source, selection(vm.selection(), view), services, document::file);
        view.sideTabs().getTabs().addAll(panels.tabs());
        var menus = view.menuBar().getMenus();
        Menu analysisMenu = panels.menu();
        int help = menus.stream().filter(m -> "Help".equals(m.getText())).findFirst().map(menus::indexOf).orElse(menus.size());
        menus.add(help, analysisMenu);
        view.getStylesheets().add(Ui.stylesheet());
        return panels;
    }

    /** The designer's selection, revealing on the canvas what the panels select (a finding's subject). */
    static CanvasSelection selection(SelectionModel model, MainView view) {
        return new CanvasSelection() {
            @Override
            public ObservableSet<String> entities() {
                return model.entities();
            }

            @Override
            public ObservableSet<String> relationships() {
                return model.relationships();
            }

            @Override
            public void selectEntity(String id) {
                model.selectEntity(id);
                view.canvas().reveal(id);
            }

            @Override
            public void selectRelationship(String id) {
                model.selectRelationship(id);
            }
        };
    }

    /** Notes through the designer's dialogs (scripted in its tests); folder and name prompts as real dialogs. */
    private static AnalysisDialogs dialogs(MainViewModel vm, Supplier<Window> owner) {
        FxAnalysisDialogs fx = new FxAnalysisDialogs(owner);
        return new AnalysisDialogs() {
            @Override
            public Optional<Path> chooseFolder(String title, Path initialFolder) {
                return fx.chooseFolder(title, initialFolder);
            }

            @Override
            public Optional<String> askName(String title, String prompt, String suggested) {
                return fx.askName(title, prompt, suggested);
            }

            @Override
            public void showInformation(String title, String message) {
                vm.dialogs().showInformation(title, message);
            }

            @Override
            public void showError(String title, String message) {
                vm.dialogs().showError(title, message);
            }
        };
    }

    /** True when the runner finished a trivial task before returning (it runs work at once). */
    static boolean runsAtOnce(TaskRunner tasks) {
        boolean[] done = new boolean[1];
        tasks.run(() -> Boolean.TRUE, ok -> done[0] = true, e -> done[0] = true);
        return done[0];
    }
}
