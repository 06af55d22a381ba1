package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.app.ui.ViewSubscriptions;
import dev.docshape.renderer.style.RelationshipWords;
import javafx.geometry.Bounds;

import java.util.List;
import java.util.function.Supplier;

/**
 * One relationship's place on the canvas without its nodes (decision 0296): the line between its
 * cards, the sizes of its badge and caption and where they were placed. Label placement and culling
 * read these, so a line's view ({@link RelationshipView}) is made only when it first comes into view;
 * once made, the view is drawn from here.
 */
final class RelationshipLine {
    private final RelationshipViewModel vm;
    private final Supplier<LineLabelSizes> sizes;
    private final ViewSubscriptions subscriptions = new ViewSubscriptions();
    private EdgeGeometry geometry;
    private int lane;
    private int lanes = 1;
    private LabelPlacer.Placement placement;
    private double[] badge;
    private double[] caption;
    private RelationshipView view;
    private Runnable labelsMoved = () -> { };
    private Runnable endsMoved = this::updateGeometry;

    /** {@code sizes}: the label sizes, null until the theme's fonts are known. */
    RelationshipLine(RelationshipViewModel vm, Supplier<LineLabelSizes> sizes) {
        this.vm = vm;
        this.sizes = sizes;
        Runnable moved = () -> endsMoved.run();
        for (var end : List.of(vm.parent(), vm.child())) {
            for (var p : List.of(end.x(), end.y(), end.width(), end.height())) subscriptions.add(p.subscribe(moved));
        }
        Runnable content = () -> {
            badge = null;
            caption = null;
            labelsMoved.run();
        };
        subscriptions.add(vm.relationshipProperty().subscribe(content));
        subscriptions.add(vm.mappingProperty().subscribe(content));
        geometry = EdgeGeometry.between(vm.parent(), vm.child());
    }

    /** Puts the line in lane {@code lane} of the {@code lanes} between its cards (decision 0560), redrawn when it moves. */
    void lane(int lane, int lanes) {
        if (lane == this.lane && lanes == this.lanes) return;
        this.lane = lane;
        this.lanes = lanes;
        endsMoved.run();
    }

    RelationshipViewModel viewModel() {
        return vm;
    }

    void dispose() {
        subscriptions.dispose();
        if (view != null) view.dispose();
    }

    /** The line's view once made, else null. */
    RelationshipView view() {
        return view;
    }

    void made(RelationshipView view) {
        this.view = view;
        if (placement != null) view.showLabels(placement);
    }

    EdgeGeometry geometry() {
        return geometry;
    }

    /** Hands the redrawing when one of its cards moves or resizes to the canvas, which does it once a frame (decision 0390). */
    void updateGeometryWith(Runnable schedule) {
        endsMoved = schedule;
    }

    /** Hands the placing of the badge and caption to the canvas; {@code placeAll} runs whenever the line or its texts change. */
    void placeLabelsWith(Runnable placeAll) {
        labelsMoved = placeAll;
        placeAll.run();
    }

    /** Follows the cards at its ends, and draws the view, if made, there. */
    void updateGeometry() {
        geometry = EdgeGeometry.between(vm.parent(), vm.child(), lane, lanes);
        if (view != null) view.draw(geometry);
        labelsMoved.run();
    }

    /** The line and the sizes of the badge and caption, in canvas units; null while the theme's fonts are not known. */
    LabelPlacer.Request labelRequest() {
        if (badge == null) {
            LineLabelSizes s = sizes.get();
            if (s == null) return null;
            badge = s.badge(RelationshipWords.badge(vm.mapping()));
            caption = s.caption(RelationshipWords.caption(vm.relationship()));
        }
        return new LabelPlacer.Request(geometry, badge[0], badge[1], caption[0], caption[1]);
    }

    /** Where the badge and caption were last placed; null before they are placed. */
    LabelPlacer.Placement placement() {
        return placement;
    }

    void showLabels(LabelPlacer.Placement at) {
        placement = at;
        if (view != null) view.showLabels(at);
    }

    /** The box around the badge and caption as last placed (canvas units); null before they are placed. */
    LabelPlacer.Box labelsBox() {
        if (placement == null) return null;
        LabelPlacer.Box a = placement.badge();
        LabelPlacer.Box b = placement.caption();
        double x = Math.min(a.x(), b.x());
        double y = Math.min(a.y(), b.y());
        return new LabelPlacer.Box(x, y, Math.max(a.x() + a.w(), b.x() + b.w()) - x, Math.max(a.y() + a.h(), b.y() + b.h()) - y);
    }

    /** Whether the line, its badge or its caption lies in {@code area} (canvas units): the canvas hides it otherwise. */
    boolean reaches(Bounds area) {
        if (ViewCulling.crosses(geometry.start, geometry.end, area)) return true;
        return placement != null && (touches(placement.badge(), area) || touches(placement.caption(), area));
    }

    private static boolean touches(LabelPlacer.Box b, Bounds area) {
        // a pixel more on each side: the view rounds the boxes to whole pixels
        return area.intersects(b.x() - 1, b.y() - 1, b.w() + 2, b.h() + 2);
    }
}
