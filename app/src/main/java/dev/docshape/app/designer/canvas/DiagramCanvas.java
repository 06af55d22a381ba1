package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.NoteCommands;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.model.Position;
import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.collections.MapChangeListener;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The diagram: layers for relationships, entities and the selection overlay under one zoom and
 * pan transform, with a grid, scroll bars and a minimap around it ({@link CanvasChrome}). It makes one view per view model (through
 * the factory; a card when it first comes into view, decision 0385) and drops it when the model
 * element goes; the user's gestures are handled by {@link CanvasInteraction}, a drag of cards by {@link CardDrag}.
 */
public final class DiagramCanvas extends Region {
    private final DiagramViewModel diagram;
    private final Viewport viewport;
    private final DiagramViewFactory factory;
    private final CanvasGestures gestures;
    private final BucketedLayer edgeLayer = new BucketedLayer("edge-layer");
    private final BucketedLayer nodeLayer = new BucketedLayer("node-layer");
    private final Group selectionLayer = new Group();
    private final NoteLayer noteLayer;
    private final Group content;
    private final CanvasChrome chrome;
    private final CardViews cards;
    private final LineViews lines;
    private boolean refreshScheduled;
    private boolean labelsScheduled;
    private final CullingQueue culling;
    private final LabelLayout labels = new LabelLayout();
    private final DiagramExtent extent = new DiagramExtent();
    private final Set<RelationshipLine> movedEnds = new LinkedHashSet<>();
    private final CardDrag drag;
    private final StagedBuild staged;

    public DiagramCanvas(DiagramViewModel diagram, Viewport viewport, DiagramViewFactory factory, CanvasInteraction interaction) {
        this.diagram = diagram;
        this.viewport = viewport;
        this.factory = factory;
        this.gestures = interaction;
        drag = new CardDrag(this, edgeLayer, labels, this::scheduleLabels);
        cards = new CardViews(factory, interaction, nodeLayer, this::scheduleLabels, card -> diagram.entities().size() < ViewCulling.CULL_FROM
                || DiagramBounds.intersects(card, ViewCulling.shownArea(visibleArea(), viewport.zoom().get())));
        lines = new LineViews(factory, interaction, edgeLayer, line -> diagram.entities().size() < ViewCulling.CULL_FROM
                || line.reaches(ViewCulling.shownArea(visibleArea(), viewport.zoom().get())), drag::inPicture);
        culling = new CullingQueue(diagram.entities().values(), cards, lines.all(), lines);
        noteLayer = new NoteLayer(note -> factory.noteView(note, diagram.selection()), diagram.selection(), this::scheduleLabels);
        content = new Group(drag.picture(), edgeLayer, noteLayer, nodeLayer, selectionLayer) {
            @Override
            protected void layoutChildren() {
                super.layoutChildren();
                if (staged.waits()) return;
                cards.sizeWaiting();
                if (staged.cardsOnly()) {
                    culling.cullCards(ViewCulling.shownArea(visibleArea(), viewport.zoom().get()));
                    return;
                }
                lines.learnSizes();
                if (labelsScheduled) culling.moved(placeLabels());
                if (culling.pending()) culling.cull(ViewCulling.shownArea(visibleArea(), viewport.zoom().get()));
                staged.linesShown();
            }
        };
        staged = new StagedBuild(content);
        getStyleClass().add("diagram-canvas");
        setId("canvas");
        setFocusTraversable(true);
        selectionLayer.getStyleClass().add("selection-layer");
        content.setManaged(false);
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

        diagram.entities().values().forEach(this::addEntity);
        diagram.relationships().values().forEach(this::addRelationship);
        diagram.entities().addListener((MapChangeListener<String, EntityViewModel>) c -> {
            if (c.wasRemoved()) removeEntity(c.getValueRemoved());
            if (c.wasAdded()) addEntity(c.getValueAdded());
        });
        diagram.relationships().addListener((MapChangeListener<String, RelationshipViewModel>) c -> {
            drag.pictureOutdated();
            if (c.wasRemoved()) {
                RelationshipLine gone = lines.remove(c.getKey());
                movedEnds.remove(gone);
                labels.removed(gone);
                culling.removed(gone);
                scheduleLabels();
            }
            if (c.wasAdded()) addRelationship(c.getValueAdded());
        });

        noteLayer.show(diagram.notes().get());
        diagram.notes().addListener((obs, old, now) -> noteLayer.show(now));

        InvalidationListener viewMoved = obs -> {
            drag.pictureOutdated();
            scheduleRefresh();
            scheduleCull();
        };
        viewport.zoom().addListener(viewMoved);
        viewport.offsetX().addListener(viewMoved);
        viewport.offsetY().addListener(viewMoved);
        viewport.snapToGrid().addListener(obs -> scheduleRefresh());
        // the picture of the still lines covers the view as it was when the drag began
        InvalidationListener resized = obs -> drag.pictureOutdated();
        widthProperty().addListener(resized);
        heightProperty().addListener(resized);
        nodeLayer.layoutBoundsProperty().addListener(obs -> scheduleRefresh());
        interaction.attach(this);
    }

    private void addEntity(EntityViewModel vm) {
        cards.add(vm, () -> {
            extent.moved(vm);
            culling.moved(vm);
            scheduleLabels();
        });
        extent.moved(vm);
        culling.moved(vm);
        scheduleLabels();
    }

    private void removeEntity(EntityViewModel vm) {
        cards.remove(vm.id());
        culling.removed(vm);
        extent.removed(vm.id());
        scheduleLabels();
        scheduleCull(); // a diagram that shrank below the culling size shows all its cards again
    }

    private void addRelationship(RelationshipViewModel vm) {
        RelationshipLine line = lines.add(vm);
        line.updateGeometryWith(() -> {
            drag.lineChanges(line);
            movedEnds.add(line);
            scheduleLabels();
        });
        line.placeLabelsWith(() -> {
            drag.lineChanges(line);
            labels.changed(line);
            culling.moved(line);
            scheduleLabels();
        });
    }

    /**
     * Runs {@code shown} once the diagram is on the screen: a large one (from {@value ViewCulling#CULL_FROM} cards) is
     * built into the canvas over two frames first, cards, then lines with their labels (decision 0431); a small one,
     * or a canvas not in a window, runs it at once.
     */
    public void whenShown(Runnable shown) {
        if (getScene() == null || diagram.entities().size() < ViewCulling.CULL_FROM) {
            shown.run();
            return;
        }
        staged.start(getScene(), shown);
        content.requestLayout();
    }

    /** True while a large diagram is being built into the canvas (see {@link #whenShown}). */
    public javafx.beans.property.ReadOnlyBooleanProperty building() {
        return staged.building();
    }

    public NoteView noteView(String noteId) {
        return noteLayer.view(noteId);
    }

    /** Every note's view (a rubber band selects the ones it touches). */
    java.util.Collection<NoteView> noteViews() {
        return noteLayer.views();
    }

    /** Adds a note in free space near the middle of the view and starts editing its text. */
    public void addNote(NoteCommands notes) {
        Point2D centre = viewport.toCanvas(viewWidth() / 2, viewHeight() / 2);
        Point2D at = FreeSpace.near(diagram.entities().values(), centre, NoteView.WIDTH, FreeSpace.NEW_CARD_HEIGHT);
        String id = notes.addNote(new Position(at.getX(), at.getY()));
        NoteView view = id == null ? null : noteLayer.view(id);
        if (view != null) {
            applyCss();
            layout();
            view.startEditing();
        }
    }

    /**
     * Places the labels in the layout pass of the frame that shows the change: after the styles are
     * applied (so a new badge has its size), and in the same pulse as the moved lines, not a pulse
     * of their own after them (decision 0386). The content group is unmanaged, so asking for its
     * layout does not lay out the window around the canvas again.
     */
    private void scheduleLabels() {
        if (labelsScheduled) return;
        labelsScheduled = true;
        if (content != null) content.requestLayout();
    }

    /** Shows the cards and lines in view again, in the layout pass of the frame that scrolls, zooms or moves them. */
    private void scheduleCull() {
        culling.everything();
        if (content != null) content.requestLayout();
    }

    /**
     * Draws the lines whose cards moved, then places the relationships' badges and captions clear of
     * the cards, the notes and each other.
     *
     * @return the relationships whose labels moved
     */
    List<RelationshipLine> placeLabels() {
        drag.frame();
        movedEnds.forEach(RelationshipLine::updateGeometry);
        movedEnds.clear();
        labelsScheduled = false;
        return labels.place(diagram.entities().values(), noteLayer.views(), lines.all());
    }

    /** The cards {@code entityIds} were pressed and may be dragged; or, {@code off}, they were not (see {@link CardDrag#pressed}). */
    void mayDrag(boolean on, Set<String> entityIds) {
        if (on) drag.pressed(lines.all(), entityIds);
        else drag.notDragged();
    }

    /** The pointer moved while cards are pressed, less than a drag needs (see {@link CardDrag#pressMoved}). */
    void pressMoved() {
        drag.pressMoved();
    }

    /** A drag of the cards {@code entityIds} starts or ends (see {@link CardDrag}). */
    void dragging(boolean on, Set<String> entityIds) {
        if (on) drag.started(lines.all(), entityIds);
        else drag.ended();
    }

    /**
     * The line at a scene point that a press found no view at because the picture of the still lines shows it (for a
     * few frames after the drop of a long drag, decision 0458): every line is drawn from its view again at once and
     * the topmost there is the one pressed (decision 0469). Null when no picture is shown or no line is there.
     */
    RelationshipView stillLineAt(double sceneX, double sceneY) {
        if (!drag.pictureShown()) return null;
        drag.pictureOutdated();
        // a badge lies over the lines it crosses, as when the views are picked (decision 0485)
        var badged = edgeLayer.topmostWhere(view -> ((RelationshipView) view).badgeHolds(sceneX, sceneY));
        return (RelationshipView) (badged != null ? badged : edgeLayer.topmostAt(sceneX, sceneY));
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
        return vm == null ? null : cards.view(vm);
    }

    /** The relationship's line, made now if it has not come into view yet (decision 0296); null when there is no such relationship. */
    public RelationshipView relationshipView(String id) {
        RelationshipLine line = lines.line(id);
        return line == null ? null : lines.view(line);
    }

    /** The relationship's line if it has been made, without making it: what a benchmark counts redraws on. */
    public RelationshipView relationshipViewIfMade(String id) {
        RelationshipLine line = lines.line(id);
        return line == null ? null : line.view();
    }

    /** The entity's card if it has been made, without making it. */
    public EntityView entityViewIfMade(String id) {
        return cards.ifMade(id);
    }

    /** The overlay layer (canvas units) for the rubber band and the relationship being drawn. */
    Group selectionLayer() {
        return selectionLayer;
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
        Point2D a = viewport.toCanvas(0, 0);
        Point2D b = viewport.toCanvas(viewWidth(), viewHeight());
        return new BoundingBox(a.getX(), a.getY(), b.getX() - a.getX(), b.getY() - a.getY());
    }

    public void fitToWindow() {
        applyCss();
        layout();
        viewport.fit(extent.bounds(), viewWidth(), viewHeight(), 32);
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
        chrome.find(id -> {
            select.accept(id);
            centreOn(id);
        });
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
        nodeLayer.getLayoutBounds(); // revalidate, so the next change is reported again
        chrome.update(extent.bounds(), visibleArea(), viewWidth(), viewHeight());
    }

    @Override
    protected void layoutChildren() {
        chrome.layout(getWidth(), getHeight());
        scheduleRefresh();
        scheduleCull();
    }
}
