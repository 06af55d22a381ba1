package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Scene;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * What the canvas draws, in canvas units: the layers for relationships, notes, entities and the selection overlay, one
 * view per view model (a card when it first comes into view, decision 0385), and the layout pass that draws the moved
 * lines, places their labels and shows or hides the views as the visible area changes. The canvas puts it under its
 * zoom and pan transform; {@link DiagramFollower} adds and drops the views as the model changes.
 */
final class DiagramLayers extends Group {
    private final DiagramViewModel diagram;
    private final Supplier<Bounds> shownArea;
    private final BucketedLayer edgeLayer = new BucketedLayer("edge-layer");
    private final BucketedLayer nodeLayer = new BucketedLayer("node-layer");
    private final Group selectionLayer = new Group();
    private final NoteLayer noteLayer;
    private final CardViews cards;
    private final LineViews lines;
    private final CullingQueue culling;
    private final LabelLayout labels = new LabelLayout();
    private final DiagramExtent extent = new DiagramExtent();
    private final Set<RelationshipLine> movedEnds = new LinkedHashSet<>();
    private final CardDrag drag;
    private final StagedBuild staged;
    private final DoubleSupplier zoom;
    /** Tells the canvas that its scroll bars and minimap no longer match: a label went past the cards' box. */
    private final Runnable extentChanged;
    private boolean labelsScheduled;
    /** Labels changed while the zoom made them unreadable: placed once it makes them readable. */
    private boolean labelsWaiting;

    /**
     * @param shownArea the part of the diagram (canvas units) whose views are made and shown, see {@link ViewCulling#shownArea}
     * @param extentChanged run when placed labels change the box around the diagram
     */
    DiagramLayers(DiagramViewModel diagram, DiagramViewFactory factory, CanvasInteraction interaction, DiagramCanvas canvas,
                  Supplier<Bounds> shownArea, Runnable extentChanged) {
        this.diagram = diagram;
        this.extentChanged = extentChanged;
        this.shownArea = shownArea;
        this.zoom = () -> canvas.viewport().zoom().get();
        drag = new CardDrag(canvas, edgeLayer, labels, this::scheduleLabels);
        cards = new CardViews(factory, interaction, nodeLayer, this::scheduleLabels,
                card -> !culled() || DiagramBounds.intersects(card, shownArea.get()), zoom);
        lines = new LineViews(factory, interaction, edgeLayer, line -> !culled() || line.reaches(shownArea.get()), drag::inPicture);
        culling = new CullingQueue(diagram.entities().values(), cards, lines.all(), lines);
        noteLayer = new NoteLayer(note -> factory.noteView(note, diagram.selection()), diagram.selection(), this::noteMoved);
        getChildren().addAll(drag.picture(), edgeLayer, noteLayer, nodeLayer, selectionLayer);
        staged = new StagedBuild(this);
        selectionLayer.getStyleClass().add("selection-layer");
        setManaged(false);
    }

    /** Only a large diagram makes and shows just the views in view (decision 0385). */
    private boolean culled() {
        return diagram.entities().size() >= ViewCulling.CULL_FROM;
    }

    @Override
    protected void layoutChildren() {
        super.layoutChildren();
        if (staged.waits()) return;
        cards.sizeWaiting();
        if (staged.slicing()) {
            buildSlice();
            return;
        }
        lines.learnSizes();
        layOutLabels();
        if (culling.pending()) culling.cull(shownArea.get());
    }

    /** One slice of a large diagram's build (decision 0514): cards, or, from the first slice of lines on, lines. */
    private void buildSlice() {
        if (staged.takeFresh()) culling.startBuild();
        Bounds area = shownArea.get();
        if (staged.cardsStage()) {
            staged.sliceBuilt(culling.buildCards(area, staged.slice()));
            return;
        }
        if (staged.linesBegin()) {
            lines.learnSizes();
            layOutLabels();
        }
        staged.sliceBuilt(culling.buildLines(area, staged.slice()));
    }

    /** Places the labels that wait, where they can be read; at a zoom where they cannot, they wait and are not shown. */
    private void layOutLabels() {
        boolean readable = zoom.getAsDouble() >= EntityView.DETAIL_ZOOM;
        if (labelsScheduled || (labelsWaiting && readable)) culling.moved(placeLabels(readable));
        lines.labelsShown(readable);
    }

    void addEntity(EntityViewModel vm) {
        cards.add(vm, () -> entityMoved(vm));
        entityMoved(vm);
    }

    private void entityMoved(EntityViewModel vm) {
        extent.moved(vm);
        culling.moved(vm);
        scheduleLabels();
    }

    /** A note counts in the diagram's box as a card does, so that Fit and the scroll bars reach it. */
    private void noteMoved(NoteView note, boolean shown) {
        Bounds before = extent.bounds();
        Bounds b = note.getBoundsInParent();
        if (shown) extent.placed(note, b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
        else extent.removed(note);
        if (!before.equals(extent.bounds())) extentChanged.run();
        scheduleLabels();
    }

    void removeEntity(EntityViewModel vm) {
        cards.remove(vm.id());
        culling.removed(vm);
        extent.removed(vm.id());
        scheduleLabels();
        scheduleCull(); // a diagram that shrank below the culling size shows all its cards again
    }

    void addRelationship(RelationshipViewModel vm) {
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

    void removeRelationship(String id) {
        RelationshipLine gone = lines.remove(id);
        movedEnds.remove(gone);
        labels.removed(gone);
        extent.removed(gone);
        culling.removed(gone);
        scheduleLabels();
    }

    NoteLayer notes() {
        return noteLayer;
    }

    /** Builds a large diagram in slices over several frames, cards first, then lines with their labels (decisions 0431, 0514). */
    void buildStaged(Scene scene, Runnable shown) {
        staged.start(scene, shown);
        requestLayout();
    }

    /** See {@link DiagramCanvas#limitBuildSlices}. */
    void limitBuildSlices(int views) {
        staged.limitSlices(views);
    }

    ReadOnlyBooleanProperty building() {
        return staged.building();
    }

    /**
     * Places the labels in the layout pass of the frame that shows the change: after the styles are
     * applied (so a new badge has its size), and in the same pulse as the moved lines, not a pulse
     * of their own after them (decision 0386). This group is unmanaged, so asking for its
     * layout does not lay out the window around the canvas again.
     */
    void scheduleLabels() {
        if (labelsScheduled) return;
        labelsScheduled = true;
        requestLayout();
    }

    /** The view scrolled or zoomed: see {@link #scheduleCull}, and a build under way goes through the views again. */
    void viewMoved() {
        staged.viewMoved();
        scheduleCull();
    }

    /** Shows the cards and lines in view again, in the layout pass of the frame that scrolls, zooms or moves them. */
    void scheduleCull() {
        culling.everything();
        requestLayout();
    }

    /**
     * Draws the lines whose cards moved, then places the relationships' badges and captions clear of
     * the cards, the notes and each other; at a zoom where they cannot be read, not yet (decision 0514).
     *
     * @return the relationships whose labels moved
     */
    private List<RelationshipLine> placeLabels(boolean readable) {
        drag.frame();
        movedEnds.forEach(RelationshipLine::updateGeometry);
        movedEnds.clear();
        labelsScheduled = false;
        labelsWaiting = !readable;
        if (!readable) return List.of();
        List<RelationshipLine> moved = labels.place(diagram.entities().values(), noteLayer.views(), lines.all());
        List<RelationshipLine> again = labels.settle(lines.all());
        if (!again.isEmpty()) {
            moved = new ArrayList<>(moved);
            moved.addAll(again);
        }
        if (moved.isEmpty()) return moved;
        Bounds before = extent.bounds();
        for (RelationshipLine line : moved) {
            LabelPlacer.Box b = line.labelsBox();
            extent.placed(line, b.x(), b.y(), b.w(), b.h());
        }
        if (!before.equals(extent.bounds())) extentChanged.run();
        return moved;
    }

    /** The view or the window moved: the picture of the still lines no longer matches (see {@link CardDrag}). */
    void pictureOutdated() {
        drag.pictureOutdated();
    }

    /** See {@link DiagramCanvas#mayDrag}. */
    void mayDrag(boolean on, Set<String> entityIds) {
        if (on) drag.pressed(lines.all(), entityIds);
        else drag.notDragged();
    }

    void pressMoved() {
        drag.pressMoved();
    }

    void dragging(boolean on, Set<String> entityIds) {
        if (on) drag.started(lines.all(), entityIds);
        else drag.ended();
    }

    /** See {@link DiagramCanvas#stillLineAt}. */
    RelationshipView stillLineAt(double sceneX, double sceneY) {
        if (!drag.pictureShown()) return null;
        drag.pictureOutdated();
        // a badge lies over the lines it crosses, as when the views are picked (decision 0485)
        var badged = edgeLayer.topmostWhere(view -> ((RelationshipView) view).badgeHolds(sceneX, sceneY));
        return (RelationshipView) (badged != null ? badged : edgeLayer.topmostAt(sceneX, sceneY));
    }

    EntityView entityView(EntityViewModel vm) {
        return cards.view(vm);
    }

    /** See {@link CardViews#largest}. */
    java.util.Map<String, javafx.geometry.Dimension2D> largestCards(dev.docshape.model.Project project) {
        return cards.largest(project.model(), project.designs(), diagram.showsLinesOf(project) ? project.activeDesign() : null,
                diagram.entities().values());
    }

    EntityView entityViewIfMade(String id) {
        return cards.ifMade(id);
    }

    RelationshipView relationshipView(String id, boolean make) {
        RelationshipLine line = lines.line(id);
        if (line == null) return null;
        return make ? lines.view(line) : line.view();
    }

    Collection<NoteView> noteViews() {
        return noteLayer.views();
    }

    Group selectionLayer() {
        return selectionLayer;
    }

    /** The cards' layer, whose bounds change when a card is added, moved or resized. */
    Group nodeLayer() {
        return nodeLayer;
    }

    Bounds extent() {
        return extent.bounds();
    }
}
