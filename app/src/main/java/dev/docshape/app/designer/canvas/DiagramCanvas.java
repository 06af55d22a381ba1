package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.NoteCommands;
import dev.docshape.model.Position;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

import java.util.Collection;
import java.util.Comparator;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The diagram on the screen: the drawn layers ({@link DiagramLayers}, kept in step with the model by
 * {@link DiagramFollower}) under one zoom and pan transform, with a grid, scroll bars and a minimap around it
 * ({@link CanvasChrome}); and what moves the view (zoom, fit, centre). The user's gestures are handled by
 * {@link CanvasInteraction}, a drag of cards by {@link CardDrag}.
 */
public final class DiagramCanvas extends Region {
    private final DiagramViewModel diagram;
    private final Viewport viewport;
    private final DiagramLayers content;
    private final CanvasChrome chrome;
    private final ViewFit fit;
    private boolean refreshScheduled;
    /** See {@link ViewFit#READABLE_ZOOM}. */
    public static final double READABLE_ZOOM = ViewFit.READABLE_ZOOM;

    public DiagramCanvas(DiagramViewModel diagram, Viewport viewport, DiagramViewFactory factory, CanvasInteraction interaction) {
        this.diagram = diagram;
        this.viewport = viewport;
        content = new DiagramLayers(diagram, factory, interaction, this,
                () -> ViewCulling.shownArea(visibleArea(), viewport.zoom().get()), this::scheduleRefresh);
        getStyleClass().add("diagram-canvas");
        setId("canvas");
        setFocusTraversable(true);
        Translate pan = new Translate();
        pan.xProperty().bind(viewport.offsetX());
        pan.yProperty().bind(viewport.offsetY());
        Scale zoom = new Scale();
        zoom.xProperty().bind(viewport.zoom());
        zoom.yProperty().bind(viewport.zoom());
        content.getTransforms().addAll(pan, zoom);
        chrome = new CanvasChrome(diagram, viewport, (x, y) -> viewport.centerOn(x, y, viewWidth(), viewHeight()));
        getChildren().addAll(chrome.behind(), content);
        getChildren().addAll(chrome.over());
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        fit = new ViewFit(this, this::viewWidth, this::viewHeight, content::extent, diagram, viewport, chrome);

        DiagramFollower.follow(diagram, content);
        InvalidationListener viewMoved = obs -> {
            fit.viewMoved();
            content.pictureOutdated();
            scheduleRefresh();
            content.viewMoved();
        };
        viewport.zoom().addListener(viewMoved);
        viewport.offsetX().addListener(viewMoved);
        viewport.offsetY().addListener(viewMoved);
        viewport.snapToGrid().addListener(obs -> scheduleRefresh());
        // the picture of the still lines covers the view as it was when the drag began
        InvalidationListener resized = obs -> content.pictureOutdated();
        widthProperty().addListener(resized);
        heightProperty().addListener(resized);
        content.nodeLayer().layoutBoundsProperty().addListener(obs -> scheduleRefresh());
        interaction.attach(this);
    }

    /**
     * Runs {@code shown} once the diagram is on the screen: a large one (from {@value ViewCulling#CULL_FROM} cards) is
     * built into the canvas in slices over several frames first, cards, then lines with their labels (decisions 0431,
     * 0514); a small one, or a canvas not in a window, runs it at once.
     */
    public void whenShown(Runnable shown) {
        if (getScene() == null || diagram.entities().size() < ViewCulling.CULL_FROM) {
            shown.run();
            return;
        }
        content.buildStaged(getScene(), shown);
    }

    /**
     * At most {@code views} cards or lines per slice of a large diagram's build, whatever the time a slice takes (0: no
     * limit, the default): lets a test act while the build is under way.
     */
    public void limitBuildSlices(int views) {
        content.limitBuildSlices(views);
    }

    /** True while a large diagram is being built into the canvas (see {@link #whenShown}). */
    public ReadOnlyBooleanProperty building() {
        return content.building();
    }

    public NoteView noteView(String noteId) {
        return content.notes().view(noteId);
    }

    /** Every note's view (a rubber band selects the ones it touches). */
    Collection<NoteView> noteViews() {
        return content.noteViews();
    }

    /** Adds a note in free space near the middle of the view and starts editing its text. */
    public void addNote(NoteCommands notes) {
        Point2D centre = viewport.toCanvas(viewWidth() / 2, viewHeight() / 2);
        Point2D at = FreeSpace.near(diagram.entities().values(), centre, NoteView.WIDTH, FreeSpace.NEW_CARD_HEIGHT);
        String id = notes.addNote(new Position(at.getX(), at.getY()));
        NoteView view = id == null ? null : content.notes().view(id);
        if (view != null) {
            applyCss();
            layout();
            view.startEditing();
        }
    }

    /** The cards {@code entityIds} were pressed and may be dragged; or, {@code off}, they were not (see {@link CardDrag#pressed}). */
    void mayDrag(boolean on, Set<String> entityIds) {
        content.mayDrag(on, entityIds);
    }

    /** The pointer moved while cards are pressed, less than a drag needs (see {@link CardDrag#pressMoved}). */
    void pressMoved() {
        content.pressMoved();
    }

    /** A drag of the cards {@code entityIds} starts or ends (see {@link CardDrag}). */
    void dragging(boolean on, Set<String> entityIds) {
        content.dragging(on, entityIds);
    }

    /**
     * The line at a scene point that a press found no view at because the picture of the still lines shows it (for a
     * few frames after the drop of a long drag, decision 0458): every line is drawn from its view again at once and
     * the topmost there is the one pressed (decision 0469). Null when no picture is shown or no line is there.
     */
    RelationshipView stillLineAt(double sceneX, double sceneY) {
        return content.stillLineAt(sceneX, sceneY);
    }

    public DiagramViewModel diagram() {
        return diagram;
    }

    public Viewport viewport() {
        return viewport;
    }

    /** The entity's card, made now (on the JavaFX thread only) if it has not come into view yet; null when there is no such entity. */
    public EntityView entityView(String id) {
        EntityViewModel vm = id == null ? null : diagram.entity(id);
        return vm == null ? null : content.entityView(vm);
    }

    /** The relationship's line, made now if it has not come into view yet (decision 0296); null when there is no such relationship. */
    public RelationshipView relationshipView(String id) {
        return content.relationshipView(id, true);
    }

    /** The relationship's line if it has been made, without making it: what a benchmark counts redraws on. */
    public RelationshipView relationshipViewIfMade(String id) {
        return content.relationshipView(id, false);
    }

    /** The entity's card if it has been made, without making it. */
    public EntityView entityViewIfMade(String id) {
        return content.entityViewIfMade(id);
    }

    /** The overlay layer (canvas units) for the rubber band and the relationship being drawn. */
    Group selectionLayer() {
        return content.selectionLayer();
    }

    /** The width of the drawing area, without the scroll bar. */
    public double viewWidth() {
        return Math.max(0, getWidth() - chrome.barWidth());
    }

    public double viewHeight() {
        return Math.max(0, getHeight() - chrome.barHeight());
    }

    /** The canvas point under a point of this region. */
    public Point2D toCanvas(double localX, double localY) {
        return viewport.toCanvas(localX, localY);
    }

    /** The part of the diagram (canvas units) that is visible. */
    public Bounds visibleArea() {
        return fit.visibleArea();
    }

    /**
     * Zooms and pans so that the whole diagram is in view. When a card would then lie under the minimap, the diagram
     * is fitted beside it or above it instead, whichever shows it larger, so that the minimap covers no card (0548).
     */
    public void fitToWindow() {
        fit.fitToWindow();
    }

    /**
     * Fits the diagram into view or, when whole it would be too small to read (under {@link #READABLE_ZOOM}), shows it
     * at that zoom with the entity of most relationships in the middle, the view kept over the diagram, the rest
     * reached by scrolling: how an import opens (decisions 0568, 0576).
     */
    public void fitReadable() {
        fit.fitReadable();
    }

    /**
     * Told of each change of the project: after a switch of design, a diagram that was in view whole is fitted into
     * view again if the design shown now reaches past it (its cards taller or wider, its labels elsewhere), once its
     * cards have their new sizes; a view the user zoomed into a part of stays where it was (decision 0559).
     */
    public void projectChanged(boolean designSwitched) {
        fit.projectChanged(designSwitched);
    }

    /**
     * Hides the diagram (its cards, lines and the minimap; the grid stays) or shows it again: an opened diagram
     * waiting for its places is not shown (decision 0568).
     */
    public void hideDiagram(boolean hidden) {
        content.setVisible(!hidden);
        chrome.hideMap(hidden);
    }

    /**
     * Each card's size at its largest over the project's designs (a "lives in" line, copies, counts): what Automatic
     * Layout makes room for, the places being the same in every design (decision 0568).
     */
    public java.util.Map<String, javafx.geometry.Dimension2D> largestCards(dev.docshape.model.Project project) {
        return content.largestCards(project);
    }

    public void zoomIn() {
        viewport.zoomBy(Viewport.ZOOM_STEP, viewWidth() / 2, viewHeight() / 2);
    }

    public void zoomOut() {
        viewport.zoomBy(1 / Viewport.ZOOM_STEP, viewWidth() / 2, viewHeight() / 2);
    }

    public void resetZoom() {
        viewport.zoomTo(1, viewWidth() / 2, viewHeight() / 2);
    }

    /** Where a new card goes: the free spot nearest the middle of the view, in canvas units. */
    public Point2D freeSpotNearCentre() {
        Point2D centre = viewport.toCanvas(viewWidth() / 2, viewHeight() / 2);
        return FreeSpace.near(diagram.entities().values(), centre, FreeSpace.NEW_CARD_WIDTH, FreeSpace.NEW_CARD_HEIGHT);
    }

    /**
     * Opens the box that finds an entity by name; the one picked is handed to {@code select} and
     * centred in the view.
     */
    public void findEntity(Consumer<String> select) {
        chrome.find(EntityFinder.FIND_PROMPT, EntityFinder.BY_NAME, id -> {
            select.accept(id);
            centreOn(id);
        });
    }

    /**
     * Opens the same box to pick the other end of a relationship from {@code fromId} by name, saying {@code prompt};
     * the one picked goes to {@code picked}. The entities nearest to it on the canvas come first and it comes last,
     * so that Enter connects it to a neighbour: a relationship to itself is legal but rare.
     */
    public void pickEntity(String prompt, String fromId, Consumer<String> picked) {
        EntityViewModel from = diagram.entity(fromId);
        Comparator<EntityViewModel> order = Comparator.<EntityViewModel, Boolean>comparing(vm -> vm == from)
                .thenComparingDouble(vm -> from == null ? 0 : Math.hypot(vm.centerX() - from.centerX(), vm.centerY() - from.centerY()))
                .thenComparing(EntityFinder.BY_NAME);
        chrome.find(prompt, order, picked);
    }

    /** Scrolls so that the entity is in the middle of the view. */
    public void centreOn(String entityId) {
        EntityViewModel vm = diagram.entity(entityId);
        if (vm != null) viewport.centerOn(vm.centerX(), vm.centerY(), viewWidth(), viewHeight());
    }

    /** Scrolls so that the entity is in view, if it is not already. */
    public void reveal(String entityId) {
        EntityViewModel vm = diagram.entity(entityId);
        if (vm == null) return;
        Bounds visible = visibleArea();
        if (!visible.contains(vm.x().get(), vm.y().get(), Math.min(vm.width().get(), visible.getWidth()),
                Math.min(vm.height().get(), visible.getHeight()))) {
            viewport.centerOn(vm.centerX(), vm.centerY(), viewWidth(), viewHeight());
        }
    }

    private void scheduleRefresh() {
        if (refreshScheduled) return;
        refreshScheduled = true;
        Platform.runLater(this::refresh);
    }

    /** Brings the grid, the scroll bars and the minimap up to date with the view and the diagram. */
    void refresh() {
        refreshScheduled = false;
        content.nodeLayer().getLayoutBounds(); // revalidate, so the next change is reported again
        chrome.update(content.extent(), visibleArea(), viewWidth(), viewHeight());
        fit.refreshed();
    }

    @Override
    protected void layoutChildren() {
        chrome.layout(getWidth(), getHeight());
        scheduleRefresh();
        content.scheduleCull();
    }
}
