package dev.docshape.app.designer.layout;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.document.DesignEditor;
import dev.docshape.app.designer.document.ProjectDocument;
import dev.docshape.app.ui.tasks.JobState;
import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.DataModel;
import dev.docshape.model.Position;
import dev.docshape.model.Design;
import javafx.beans.property.ReadOnlyBooleanProperty;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Automatic layout as one undoable step: the layout runs off the UI thread on the model and the
 * sizes the entities are drawn at; its result is applied only if the model has not changed in
 * the meantime (an older result is dropped, never applied over newer work).
 */
public final class AutoLayout {
    private final ProjectDocument document;
    private final DiagramViewModel diagram;
    private final DesignEditor editor;
    private final LayoutService service;
    private final JobState job;
    private Consumer<String> status = m -> { };
    private Runnable afterLayout = () -> { };

    public AutoLayout(ProjectDocument document, DiagramViewModel diagram, DesignEditor editor, TaskRunner tasks,
                      LayoutService service) {
        this.document = Objects.requireNonNull(document, "document");
        this.diagram = Objects.requireNonNull(diagram, "diagram");
        this.editor = Objects.requireNonNull(editor, "editor");
        this.job = new JobState(Objects.requireNonNull(tasks, "tasks"), "", TaskRunner.Lane.FILES);
        this.service = Objects.requireNonNull(service, "layout service");
    }

    public void setStatusReporter(Consumer<String> reporter) {
        this.status = reporter;
    }

    /** Runs after a layout was applied (the window fits the diagram into view). */
    public void setAfterLayout(Runnable action) {
        this.afterLayout = action;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return job.runningProperty();
    }

    public void run() {
        run(status);
    }

    /**
     * Lays out a diagram that has just been opened with no place for its cards (see {@link #unplaced}), as Automatic
     * Layout does, without a word in the status line, so the opening's message stays (decision 0559).
     *
     * @return whether a layout was started
     */
    public boolean placeUnplaced() {
        if (!unplaced(document.project().model())) return false;
        run(m -> { });
        return true;
    }

    /**
     * Whether the model's cards have no place yet: two or more, all at one spot, as an import leaves them (its
     * importers know nothing of the cards' sizes, docs/imports.md "Where the cards go"). Nobody draws them so.
     */
    public static boolean unplaced(DataModel model) {
        if (model.entities().size() < 2) return false;
        Position first = model.entities().get(0).position();
        return model.entities().stream().allMatch(e -> e.position().equals(first));
    }

    private void run(Consumer<String> say) {
        if (job.isRunning()) return;
        DataModel model = document.project().model();
        Design design = document.project().active();
        if (model.entities().isEmpty()) return;
        Map<String, LayoutService.Size> sizes = new LinkedHashMap<>();
        for (EntityViewModel vm : diagram.entities().values()) {
            sizes.put(vm.id(), new LayoutService.Size(vm.width().get(), vm.height().get()));
        }
        long revision = document.revisionProperty().get();
        String laying = "Laying out " + model.entities().size() + " entities…";
        say.accept(laying);
        job.start(laying, progress -> service.layout(model, design, sizes), positions -> {
            if (document.revisionProperty().get() != revision) {
                say.accept("Layout dropped: the model changed while it was computed");
                return;
            }
            editor.moveEntities("Automatic layout", rounded(positions));
            say.accept("Automatic layout applied");
            afterLayout.run();
        }, () -> { }, message -> status.accept("Automatic layout failed: " + message));
    }

    private static Map<String, Position> rounded(Map<String, Position> positions) {
        Map<String, Position> out = new LinkedHashMap<>();
        positions.forEach((id, p) -> out.put(id, new Position(Math.round(p.x()), Math.round(p.y()))));
        return out;
    }
}
