package dev.docshape.app.analysis.testing;

import dev.docshape.app.designer.testing.ScriptedDialogs;
import dev.docshape.app.analysis.AnalysisModel;
import dev.docshape.app.analysis.AnalysisServices;
import dev.docshape.app.analysis.CanvasSelection;
import dev.docshape.app.analysis.Ui;
import dev.docshape.app.designer.theme.Theme;
import dev.docshape.model.Project;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.mapping.Mapping;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * Shows analysis panels in a real window (headless under Monocle) over a project with an undo
 * history, with everything computed at once on the JavaFX thread and scripted dialogs.
 */
public abstract class PanelTestBase extends FxRobot {
    static {
        System.setProperty("testfx.robot.move_max_count", System.getProperty("testfx.robot.move_max_count", "12"));
        System.setProperty("testfx.robot.write_sleep", System.getProperty("testfx.robot.write_sleep", "4"));
    }

    protected final ScriptedDialogs dialogs = new ScriptedDialogs();
    protected HistorySource source;
    protected CanvasSelection selection;
    protected AnalysisModel analysis;
    protected Stage stage;

    @BeforeAll
    static void startToolkit() throws TimeoutException {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void closeStage() {
        if (stage != null) interact(() -> stage.hide());
    }

    protected AnalysisServices services() {
        return AnalysisServices.direct(dialogs);
    }

    /** Opens a window with the panel {@code view} makes over {@code project}. */
    protected <V extends Parent> V open(Project project, Function<AnalysisModel, V> view, double width, double height) {
        return open(project, view, width, height, false);
    }

    protected <V extends Parent> V open(Project project, Function<AnalysisModel, V> view, double width, double height,
                                        boolean dark) {
        @SuppressWarnings("unchecked")
        V[] made = (V[]) new Parent[1];
        try {
            stage = FxToolkit.registerStage(Stage::new);
        } catch (TimeoutException e) {
            throw new IllegalStateException(e);
        }
        interact(() -> {
            source = new HistorySource(project);
            selection = CanvasSelection.simple();
            analysis = new AnalysisModel(source.projectSource(), selection, services());
            made[0] = view.apply(analysis);
            Scene scene = new Scene(made[0], width, height);
            scene.getStylesheets().addAll(Theme.of(dark).stylesheets());
            made[0].getStylesheets().add(Ui.stylesheet()); // as the designer window has it
            stage.setScene(scene);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        return made[0];
    }

    protected Project project() {
        return source.project();
    }

    /** Applies an edit made from the current project, as the designer would, as one undo step. */
    protected void edit(Function<Project, Edit> make) {
        interact(() -> source.execute(make.apply(source.project())));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Sets a relationship's mapping in the active design (what the canvas's flip does). */
    protected void flip(String relationshipId, Mapping to) {
        edit(p -> Edits.setMapping(p, p.activeDesign(), relationshipId, to));
    }

    protected void undo() {
        interact(() -> source.undo());
        WaitForAsyncUtils.waitForFxEvents();
    }
}
