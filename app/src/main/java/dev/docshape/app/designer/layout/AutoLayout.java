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
import dev.docshape.renderer.Size;
import dev.docshape.renderer.diagram.CardGrid;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.geometry.Dimension2D;
import javafx.beans.property.ReadOnlyBooleanWrapper;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;

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
    private Supplier<Map<String, Dimension2D>> cardSizes = this::drawnSizes;
    private java.util.function.DoubleSupplier aspect = () -> 0;
    /** An opened diagram whose cards have no place is waiting for them; the window does not show it meanwhile. */
    private final ReadOnlyBooleanWrapper placing = new ReadOnlyBooleanWrapper(this, "placing");
    /** Bumped by each opening that waits for places: a layout started for an earlier one does not end the wait. */
    private long placingFor;
    /** Why the opened project's cards went on a grid instead of being laid out, until it is told; else null. */
    private String placingProblem;

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

    /**
     * Where the cards' sizes come from: by default the sizes drawn now; the window gives each card's largest over the
     * designs, since the places are the same in every design and a card can be taller in another (decision 0568).
     */
    public void setCardSizes(Supplier<Map<String, Dimension2D>> sizes) {
        this.cardSizes = Objects.requireNonNull(sizes, "sizes");
    }

    /** The shape (width over height) of the view the diagram is shown in, which the layout is shaped for (0576). */
    public void setViewAspect(java.util.function.DoubleSupplier aspect) {
        this.aspect = Objects.requireNonNull(aspect, "aspect");
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return job.runningProperty();
    }

    public void run() {
        run(status);
    }

    /**
     * Called as a diagram is opened, before a frame shows it: when its cards have no place (see {@link #unplaced}) it
     * waits for {@link #placeUnplaced}, and {@link #placingProperty()} is true until they have one (decision 0568).
     *
     * @return whether the diagram waits for its places
     */
    public boolean awaitPlaces() {
        placingProblem = null;
        boolean waits = unplaced(document.project().model());
        if (waits) placingFor++;
        placing.set(waits);
        return waits;
    }

    /**
     * True from {@link #awaitPlaces} until the opened diagram's cards have their places: laid out, or on a grid when
     * the user cancelled ({@link #cancelPlacing}) or the layout failed. The window hides the cards meanwhile, so that
     * nobody sees them piled at one spot, and offers Cancel.
     */
    public ReadOnlyBooleanProperty placingProperty() {
        return placing.getReadOnlyProperty();
    }

    /**
     * Lays out a diagram that {@link #awaitPlaces} found without places, once its cards have their sizes, as
     * Automatic Layout does, without a word in the status line, so the opening's message stays (decision 0559).
     *
     * @return whether a layout was started
     */
    public boolean placeUnplaced() {
        if (!placing.get()) return false;
        long opening = placingFor;
        if (!start(m -> { }, () -> placed(opening))) {
            // a layout of the diagram opened before is still computing: this one waits for its end
            job.runningProperty().addListener(new javafx.beans.InvalidationListener() {
                @Override
                public void invalidated(javafx.beans.Observable obs) {
                    job.runningProperty().removeListener(this);
                    if (opening == placingFor) javafx.application.Platform.runLater(AutoLayout.this::placeUnplaced);
                }
            });
        }
        return true;
    }

    /**
     * Cancel while an opened diagram waits for its places: its cards go on a grid by their sizes at once (one undo
     * step, as the layout would have been) and the layout's result, when it comes, is dropped.
     */
    public void cancelPlacing() {
        if (!placing.get()) return;
        job.cancel();
        placed(placingFor);
    }

    /**
     * Says, once, why the opened project's cards are on a grid when its layout failed (see {@link #placeUnplaced}):
     * told after the opening's own message, which it replaces (decision 0576).
     */
    public void tellPlacingProblem() {
        if (placingProblem == null) return;
        status.accept(placingProblem);
        placingProblem = null;
    }

    /** The wait of opening {@code opening} is over: cards still without a place go on the grid, then the view fits. */
    private void placed(long opening) {
        if (opening != placingFor || !placing.get()) return;
        DataModel model = document.project().model();
        if (unplaced(model)) {
            Map<String, Size> sizes = new LinkedHashMap<>();
            sizes().forEach((id, s) -> sizes.put(id, new Size(s.width(), s.height())));
            editor.moveEntities("Automatic layout", rounded(CardGrid.positions(sizes, CardGrid.squarePerRow(sizes.size()))));
        }
        placing.set(false);
        afterLayout.run();
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
        start(say, () -> { });
    }

    /**
     * Starts the layout unless one runs; {@code ended} runs on the UI thread when it has ended, whatever the outcome.
     *
     * @return false when a layout was running already
     */
    private boolean start(Consumer<String> say, Runnable ended) {
        if (job.isRunning()) return false;
        DataModel model = document.project().model();
        Design design = document.project().active();
        if (model.entities().isEmpty()) {
            ended.run();
            return true;
        }
        Map<String, LayoutService.Size> sizes = sizes();
        long revision = document.revisionProperty().get();
        long opened = document.openedProperty().get();
        String laying = "Laying out " + model.entities().size() + " entities…";
        say.accept(laying);
        double shape = aspect.getAsDouble();
        job.start(laying, progress -> service.layout(model, design, sizes, shape), positions -> {
            if (document.revisionProperty().get() != revision || document.openedProperty().get() != opened) {
                say.accept("Layout dropped: the model changed while it was computed");
                ended.run();
                return;
            }
            editor.moveEntities("Automatic layout", rounded(positions));
            say.accept("Automatic layout applied");
            if (placing.get()) ended.run();
            else afterLayout.run();
        }, ended, message -> {
            // while an opened project waits for places its message stays until it is shown: the failure is told then
            if (placing.get()) placingProblem = "Automatic layout failed: " + message + "; the entities were put on a grid";
            else status.accept("Automatic layout failed: " + message);
            ended.run();
        });
        return true;
    }

    /** The size each card is drawn at, in the design where it is largest (see {@link #setCardSizes}), in model order. */
    private Map<String, LayoutService.Size> sizes() {
        Map<String, Dimension2D> largest = cardSizes.get();
        Map<String, LayoutService.Size> sizes = new LinkedHashMap<>();
        for (var entity : document.project().model().entities()) {
            Dimension2D size = largest.get(entity.id());
            if (size != null) sizes.put(entity.id(), new LayoutService.Size(size.getWidth(), size.getHeight()));
        }
        return sizes;
    }

    private Map<String, Dimension2D> drawnSizes() {
        Map<String, Dimension2D> sizes = new LinkedHashMap<>();
        for (EntityViewModel vm : diagram.entities().values()) sizes.put(vm.id(), new Dimension2D(vm.width().get(), vm.height().get()));
        return sizes;
    }

    private static Map<String, Position> rounded(Map<String, Position> positions) {
        Map<String, Position> out = new LinkedHashMap<>();
        positions.forEach((id, p) -> out.put(id, new Position(Math.round(p.x()), Math.round(p.y()))));
        return out;
    }
}
