package dev.docshape.app.designer.canvas;

import dev.docshape.app.ui.ViewSubscriptions;
import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableMap;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

import java.util.HashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * An overview of the whole diagram in the canvas corner: every entity as a small box, and the
 * visible part as a frame. Clicking or dragging in it moves the view there. It is a fifth of the canvas
 * across (or down, when the canvas is lower than it is wide), at most {@link #WIDTH} x {@link #HEIGHT}
 * and at least {@link #MIN_WIDTH} wide (decision 0539), so that on a small window it covers little of the cards.
 */
final class Minimap extends Region {
    static final double WIDTH = 200;
    static final double HEIGHT = 130;
    /** The share of the canvas's width (or height) the overview takes below its largest size. */
    static final double SHARE = 0.2;
    /** Smaller than this the boxes in it could not be told apart. */
    static final double MIN_WIDTH = 60;
    private static final double PAD = 8;

    private final Group boxes = new Group();
    private final Rectangle frame = new Rectangle();
    private final Scale scale = new Scale(1, 1);
    private final Translate shift = new Translate();
    private final Map<String, Box> rects = new HashMap<>();
    private double k = 1;
    private double originX;
    private double originY;
    private Bounds lastContent;
    private Bounds lastVisible;

    Minimap(ObservableMap<String, EntityViewModel> entities, BiConsumer<Double, Double> centerOn) {
        getStyleClass().add("minimap");
        setId("minimap");
        // its drop shadow is an effect, computed again whenever a moved line passes under the overview
        setCache(true);
        boxes.getTransforms().addAll(shift, scale);
        boxes.setManaged(false);
        frame.getStyleClass().add("minimap-frame");
        frame.setManaged(false);
        frame.setMouseTransparent(true);
        getChildren().addAll(boxes, frame);
        Tooltip.install(this, new Tooltip("Overview: click or drag to move the view"));
        entities.values().forEach(this::add);
        entities.addListener((MapChangeListener<String, EntityViewModel>) c -> {
            if (c.wasRemoved()) {
                Box gone = rects.remove(c.getKey());
                gone.subscriptions().dispose();
                boxes.getChildren().remove(gone.rect());
            }
            if (c.wasAdded()) add(c.getValueAdded());
        });
        javafx.event.EventHandler<MouseEvent> move = e -> {
            centerOn.accept((e.getX() - originX) / k, (e.getY() - originY) / k);
            e.consume();
        };
        setOnMousePressed(move);
        setOnMouseDragged(move);
    }

    private void add(EntityViewModel vm) {
        Rectangle r = new Rectangle();
        r.getStyleClass().add("minimap-entity");
        ViewSubscriptions subscriptions = new ViewSubscriptions();
        // follows the model's position, not the live one: a drag redraws the overview once, on release
        subscriptions.add(vm.entityProperty().subscribe(e -> {
            r.setX(e.position().x());
            r.setY(e.position().y());
        }));
        subscriptions.add(vm.width().subscribe(w -> r.setWidth(w.doubleValue())));
        subscriptions.add(vm.height().subscribe(h -> r.setHeight(h.doubleValue())));
        rects.put(vm.id(), new Box(r, subscriptions));
        boxes.getChildren().add(r);
    }

    /** The overview's width in a drawing area of {@code w} by {@code h}; its height keeps the ratio of {@link #HEIGHT} to {@link #WIDTH}. */
    static double widthIn(double w, double h) {
        return Math.max(MIN_WIDTH, Math.min(WIDTH, SHARE * Math.min(w, h * WIDTH / HEIGHT)));
    }

    @Override
    public void resize(double width, double height) {
        boolean changed = width != getWidth() || height != getHeight();
        super.resize(width, height);
        if (changed && lastContent != null) {
            Bounds content = lastContent;
            lastContent = null;
            update(content, lastVisible);
        }
    }

    /** Fits the diagram ({@code content}) and the visible area ({@code visible}), both in canvas units. */
    void update(Bounds content, Bounds visible) {
        if (content.equals(lastContent) && visible.equals(lastVisible)) return;
        lastContent = content;
        lastVisible = visible;
        double minX = Math.min(content.getMinX(), visible.getMinX());
        double minY = Math.min(content.getMinY(), visible.getMinY());
        double maxX = Math.max(content.getMaxX(), visible.getMaxX());
        double maxY = Math.max(content.getMaxY(), visible.getMaxY());
        double w = Math.max(1, maxX - minX);
        double h = Math.max(1, maxY - minY);
        double across = Math.max(1, getWidth() - 2 * PAD);
        double down = Math.max(1, getHeight() - 2 * PAD);
        k = Math.min(across / w, down / h);
        originX = PAD + (across - w * k) / 2 - minX * k;
        originY = PAD + (down - h * k) / 2 - minY * k;
        scale.setX(k);
        scale.setY(k);
        shift.setX(originX);
        shift.setY(originY);
        frame.setX(originX + visible.getMinX() * k);
        frame.setY(originY + visible.getMinY() * k);
        frame.setWidth(visible.getWidth() * k);
        frame.setHeight(visible.getHeight() * k);
    }

    /** One entity's box and what it listens to on the entity's view model (decision 0391). */
    private record Box(Rectangle rect, ViewSubscriptions subscriptions) {
    }
}
