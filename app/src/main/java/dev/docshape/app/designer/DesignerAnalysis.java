package dev.docshape.app.designer;

import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.CanvasSelection;
import dev.docshape.app.analysis.ProjectSource;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.analysis.sample.StoreLocation;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.ui.dialogs.DialogService;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.collections.ObservableSet;

import java.nio.file.Path;


/**
 * Puts the analysis panels into the designer window: tabs beside the inspector, their commands
 * into the window's action catalogue (the Analysis menu is built with the others), the stylesheet on the window's content (so it survives theme switches), and the
 * panels following the document, its undo history and the canvas selection. The window calls
 * {@link #attach} once; everything else stays in this package (decision record 0081).
 */
public final class DesignerAnalysis {
    private DesignerAnalysis() {
    }

    /**
     * @param tasks the window's task runner, shared by the designer and the panels
     * @param data  where the sample data of a project not saved yet goes
     */
    public static AnalysisPanels attach(MainViewModel vm, MainView view, TaskRunner tasks, Path data) {
        DialogService dialogs = vm.dialogs();
        AnalysisServices services = AnalysisServices.of(tasks, dialogs);
        var document = vm.document();
        ProjectSource source = ProjectSource.of(document.projectProperty(), document.openedProperty(), document::execute,
                document::showDesign);
        AnalysisModel analysis = new AnalysisModel(source, selection(vm.selection(), view), services);
        StoreLocation stores = new StoreLocation(data.resolve("samples"));
        stores.follow(document.fileProperty(), document.projectProperty(), document.openedProperty(), tasks, vm::warn);
        stores.removeAbandoned(tasks);
        vm.files().setOnClosed(stores::closing);
        AnalysisPanels panels = new AnalysisPanels(analysis, document::file, vm.actions(), stores);
        view.sideTabs().getTabs().addAll(panels.tabs());
        // on the side panel, not the window's root: JavaFX registers every styled parent under a parent's
        // style sheet in a list it searches linearly, so on the root the canvas's thousands of cards and
        // lines made opening a large model quadratic (decision 0383)
        view.sideTabs().getStylesheets().add(Ui.stylesheet());
        RememberedChoices.keep(vm.settings(), panels, view.sideTabs());
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
}
