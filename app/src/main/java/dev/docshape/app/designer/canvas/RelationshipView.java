package dev.docshape.app.designer.canvas;

import dev.docshape.app.ui.ViewSubscriptions;
import dev.docshape.app.designer.diagram.RelationshipViewModel;
import dev.docshape.renderer.style.RelationshipWords;
import dev.docshape.model.Cardinality;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import javafx.css.PseudoClass;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.geometry.VPos;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Path;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.scene.shape.PathElement;

import java.util.ArrayList;
import java.util.List;

/**
 * One relationship on the canvas: a line between the two entities (solid when embedded, dashed
 * when referenced), crow's-foot or bar ends for the cardinality, a diamond at the parent when the
 * child lives inside it, a label and a badge that flips the mapping when clicked. It is made when
 * the line first comes into view and drawn from its {@link RelationshipLine} (decision 0296).
 */
public final class RelationshipView extends Group {
    static final PseudoClass EMBEDDED = PseudoClass.getPseudoClass("embedded");
    static final PseudoClass REFERENCED = PseudoClass.getPseudoClass("referenced");
    static final PseudoClass WARNING = PseudoClass.getPseudoClass("warning");
    static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");

    private static final double CAPTION_PAD = LineLabelSizes.CAPTION_PAD;

    private final RelationshipViewModel vm;
    private final Path hit = new Path();
    private final Path line = new Path();
    private final Path ends = new Path();
    private final Rectangle labelBack = new Rectangle();
    private final Text label = new Text();
    private final Group caption = new Group(labelBack, label);
    private final Text badgeText = new Text();
    private final StackPane badgeFace = new StackPane(badgeText);
    /** Takes the clicks; its look is on the face inside (decision 0387). No view on the canvas has an id (decision 0384). */
    private final StackPane badge = new StackPane(badgeFace);
    private final RelationshipLine place;
    private Tooltip tip;
    private final ViewSubscriptions subscriptions = new ViewSubscriptions();

    RelationshipView(RelationshipLine at, CanvasGestures gestures) {
        this.vm = at.viewModel();
        this.place = at;
        getStyleClass().add("relationship");
        hit.getStyleClass().add("relationship-hit");
        line.getStyleClass().add("relationship-line");
        ends.getStyleClass().add("relationship-ends");
        labelBack.getStyleClass().add("relationship-label-back");
        label.getStyleClass().add("relationship-label");
        label.setTextAlignment(TextAlignment.CENTER);
        label.setTextOrigin(VPos.TOP);
        badgeFace.getStyleClass().add("relationship-badge");
        badgeText.getStyleClass().add("badge-text");
        // the caption and the badge are small and only ever moved: kept as bitmaps, they cost a
        // copy to repaint instead of drawing text and rounded borders again on every frame of a drag
        caption.setCache(true);
        badge.setCache(true);
        getChildren().addAll(hit, line, ends, caption, badge);

        subscriptions.add(vm.relationshipProperty().subscribe(this::updateContent));
        subscriptions.add(vm.mappingProperty().subscribe(this::updateContent));
        subscriptions.add(vm.selected().subscribe((was, is) -> pseudoClassStateChanged(SELECTED, is)));
        pseudoClassStateChanged(SELECTED, vm.selected().get());

        hit.setOnMousePressed(e -> gestures.relationshipPressed(vm, e));
        line.setOnMousePressed(e -> gestures.relationshipPressed(vm, e));
        label.setOnMousePressed(e -> gestures.relationshipPressed(vm, e));
        labelBack.setOnMousePressed(e -> gestures.relationshipPressed(vm, e));
        badge.setOnMousePressed(e -> gestures.relationshipPressed(vm, e));
        badge.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY && e.isStillSincePress()) gestures.badgeClicked(vm, e);
        });
        badge.setOnMouseEntered(e -> {
            if (tip == null) {
                tip = new Tooltip();
                Tooltip.install(badge, tip);
            }
            tip.setText(badgeTip());
        });
        updateContent();
        drawLine(place.geometry());
    }

    /** Stops listening to the view model: the relationship left the canvas. */
    void dispose() {
        subscriptions.dispose();
    }

    public RelationshipViewModel viewModel() {
        return vm;
    }

    /** The clickable badge that names the mapping. */
    public StackPane badge() {
        return badge;
    }

    /** Whether the badge, as shown, holds the point {@code (sceneX, sceneY)} of the scene. */
    boolean badgeHolds(double sceneX, double sceneY) {
        return badge.isVisible() && badge.contains(badge.sceneToLocal(sceneX, sceneY));
    }

    public String badgeText() {
        return badgeText.getText();
    }

    private void updateContent() {
        Relationship r = vm.relationship();
        Mapping m = vm.mapping();
        boolean embedded = vm.isEmbedded();
        pseudoClassStateChanged(EMBEDDED, embedded);
        pseudoClassStateChanged(REFERENCED, !embedded);
        pseudoClassStateChanged(WARNING, vm.warning() != null);
        label.setText(RelationshipWords.caption(r));
        badgeText.setText(RelationshipWords.badge(m));
        // the line runs between the cards whatever the mapping: a flip changes its style and its ends, not its path,
        // and a path set again is repainted over its whole bounds (decision 0455)
        drawEnds(place.geometry());
    }

    private String badgeTip() {
        String warning = vm.warning();
        return (warning == null ? "" : "⚠ " + warning + "\n\n") + RelationshipText.describe(vm.relationship(), vm.mapping())
                + "\nClick to " + (vm.isEmbedded() ? "reference the children instead" : "embed the children instead");
    }

    /** Draws the line and its end marks along {@code g}. */
    void draw(EdgeGeometry g) {
        drawLine(g);
        drawEnds(g);
    }

    private void drawLine(EdgeGeometry g) {
        List<PathElement> lineElements = new ArrayList<>(4);
        g.line(lineElements);
        line.getElements().setAll(lineElements);
        hit.getElements().setAll(lineElements);
    }

    /** The marks at the ends, which follow the cardinality and whether the child is embedded. */
    private void drawEnds(EdgeGeometry g) {
        Cardinality c = vm.relationship().cardinality();
        List<PathElement> endElements = new ArrayList<>(16);
        Point2D intoChild = g.loop ? new Point2D(-g.side, 0) : g.direction;
        Point2D intoParent = g.loop ? new Point2D(-g.side, 0) : g.direction.multiply(-1);
        if (c == Cardinality.ONE_TO_ONE) EdgeGeometry.bar(g.end, intoChild, EdgeGeometry.BAR_OFFSET, endElements);
        else EdgeGeometry.crowsFoot(g.end, intoChild, endElements);
        if (vm.isEmbedded()) {
            EdgeGeometry.diamond(g.start, intoParent.multiply(-1), endElements);
        } else if (c == Cardinality.MANY_TO_MANY) {
            EdgeGeometry.crowsFoot(g.start, intoParent, endElements);
        } else {
            EdgeGeometry.bar(g.start, intoParent, EdgeGeometry.BAR_OFFSET, endElements);
        }
        ends.getElements().setAll(endElements);
    }

    /** Shows the badge and the caption, or hides them at a zoom where they cannot be read (decision 0514). */
    void labelsShown(boolean shown) {
        caption.setVisible(shown);
        badge.setVisible(shown);
    }

    /** Puts the badge and the caption into the boxes given. */
    void showLabels(LabelPlacer.Placement at) {
        LabelPlacer.Box b = at.badge();
        badge.resizeRelocate(Math.round(b.x()), Math.round(b.y()), b.w(), b.h());
        LabelPlacer.Box c = at.caption();
        labelBack.setX(-CAPTION_PAD);
        labelBack.setWidth(c.w());
        labelBack.setHeight(c.h());
        caption.setLayoutX(Math.round(c.x() + CAPTION_PAD));
        caption.setLayoutY(Math.round(c.y()));
    }

    /** The figures the fonts of badges and captions are read from (decision 0296): this line, styled by the theme. */
    LineLabelSizes labelSizes() {
        var window = getScene() == null ? null : getScene().getWindow();
        return new LineLabelSizes(CardMetrics.Style.of(label), CardMetrics.Style.of(badgeText), badge.getInsets(), badgeFace.getInsets(),
                window == null ? 1 : window.getRenderScaleX(), window == null ? 1 : window.getRenderScaleY());
    }
}
