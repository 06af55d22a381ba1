package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.KeptFields;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.renderer.style.CollectionTints;
import javafx.geometry.Dimension2D;
import javafx.application.Platform;
import javafx.util.Subscription;

import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.DoubleSupplier;

/**
 * The cards of the canvas, made when they first come into view (decision 0385). Until then a card
 * has no nodes: its size is computed from its texts ({@link CardSizer}) and kept up to date when its
 * entity, its host or its kept fields change, so everything that reads a card's size (lines, label
 * placement, minimap, automatic layout, hit testing) works on the whole model. Once made, a card stays
 * made and sizes itself (decision 0387).
 */
final class CardViews {
    private final DiagramViewFactory factory;
    private final CanvasGestures gestures;
    private final BucketedLayer layer;
    private final Runnable sizesWaiting;
    private final java.util.function.Predicate<EntityViewModel> inView;
    private final DoubleSupplier zoom;
    private final Map<String, EntityView> made = new HashMap<>();
    private final Map<String, Subscription> listening = new HashMap<>();
    private final Map<String, EntityViewModel> unsized = new LinkedHashMap<>();
    private CardSizer sizer;

    /**
     * @param sizesWaiting asks for the layout pass in which {@link #sizeWaiting} sizes the cards that changed
     * @param inView       whether a card is in the part of the diagram that is shown
     * @param zoom         the view's zoom, from which a card shown is full or a sketch (decision 0514)
     */
    CardViews(DiagramViewFactory factory, CanvasGestures gestures, BucketedLayer layer, Runnable sizesWaiting,
              java.util.function.Predicate<EntityViewModel> inView, DoubleSupplier zoom) {
        this.factory = factory;
        this.gestures = gestures;
        this.layer = layer;
        this.sizesWaiting = sizesWaiting;
        this.inView = inView;
        this.zoom = zoom;
    }

    /** A card joins the canvas, without nodes yet; {@code moved} runs when it moves or changes size. */
    void add(EntityViewModel vm, Runnable moved) {
        Runnable changed = () -> {
            if (!sizesItself(vm.id())) {
                unsized.put(vm.id(), vm);
                sizesWaiting.run();
            }
        };
        Subscription s = vm.entityProperty().subscribe((old, now) -> changed.run())
                .and(vm.hostName().subscribe((old, now) -> changed.run()))
                .and(vm.kept().subscribe((old, now) -> changed.run()));
        for (var p : List.of(vm.x(), vm.y(), vm.width(), vm.height())) s = s.and(p.subscribe(moved));
        listening.put(vm.id(), s);
        changed.run();
    }

    void remove(String id) {
        Subscription s = listening.remove(id);
        if (s != null) s.unsubscribe();
        unsized.remove(id);
        EntityView view = made.remove(id);
        if (view != null) {
            view.dispose();
            layer.remove(view);
        }
    }

    /** The card's view if it has been made, else null. */
    EntityView ifMade(String id) {
        return made.get(id);
    }

    /**
     * The card's view, made now (styled and sized, and in the scene graph only when in view) if it was not yet; on the
     * JavaFX thread only, as the lines' (a test asks through its helper, which hops there).
     */
    EntityView view(EntityViewModel vm) {
        EntityView view = made.get(vm.id());
        if (view == null) {
            if (!Platform.isFxApplicationThread()) {
                throw new IllegalStateException("the card of entity " + vm.id() + " is made on the JavaFX thread only");
            }
            view = make(vm);
            layer.setShown(view, inView.test(vm));
        }
        return view;
    }

    /** Puts the card into the scene graph, made now if it comes into view for the first time, or takes it out. */
    void show(EntityViewModel vm, boolean shown) {
        EntityView view = made.get(vm.id());
        if (view == null) {
            if (!shown) return;
            view = make(vm);
        } else if (!shown && view.getParent() != null && (view.isNeedsLayout() || view.getWidth() == 0)) {
            // sized before it leaves: out of the scene graph nothing lays it out
            view.autosize();
            view.layout();
        }
        if (shown) view.zoomed(zoom.getAsDouble());
        layer.setShown(view, shown);
    }

    /** Whether the card has a full body that sizes it; else {@link CardSizer} does (decision 0514). */
    private boolean sizesItself(String id) {
        EntityView view = made.get(id);
        return view != null && view.sizesItself();
    }

    /** Sizes the cards without a view that were added or changed; in the layout pass, when the theme has styled the canvas. */
    void sizeWaiting() {
        if (unsized.isEmpty()) return;
        if (sizer == null) {
            // the fonts and insets are learnt from one real card: the theme sets them
            EntityView template = view(unsized.values().iterator().next());
            if (template.getScene() == null) return;
            sizer = new CardSizer(template.metrics());
        }
        for (EntityViewModel vm : unsized.values()) {
            if (!sizesItself(vm.id())) sizer.size(vm);
        }
        unsized.clear();
    }

    /**
     * Each card's size at its largest over {@code designs}: the size it is drawn at now, or more where another design
     * gives it a "lives in" line or kept fields (copies, counts) other than those drawn. What Automatic Layout makes room
     * for, since every design shows the cards at the same places (decision 0568). The design {@code drawn} (whose lines
     * every card shows; null when some may be pending) and a card drawn with the lines another design gives it are not
     * worked out again: all 500 cards of a design took 13 ms of the UI thread before each layout, its projections 5-8
     * (decision 0576).
     */
    Map<String, Dimension2D> largest(DataModel model, List<Design> designs, String drawn, Collection<EntityViewModel> shown) {
        Map<String, Dimension2D> out = new LinkedHashMap<>();
        for (EntityViewModel vm : shown) out.put(vm.id(), new Dimension2D(vm.width().get(), vm.height().get()));
        if (sizer == null) return out;
        Map<String, String> names = new HashMap<>();
        for (Entity e : model.entities()) names.put(e.id(), e.name());
        for (Design design : designs) {
            if (design.name().equals(drawn)) continue;
            Map<String, String> hosts = CollectionTints.hosts(model, design);
            Map<String, List<KeptFields.Line>> kept = KeptFields.of(model, design);
            for (EntityViewModel vm : shown) {
                Entity e = vm.entity();
                String host = hosts.get(e.id());
                String hostName = host == null ? null : names.getOrDefault(host, host);
                List<KeptFields.Line> lines = kept.getOrDefault(e.id(), List.of());
                if (Objects.equals(hostName, vm.hostName().get()) && lines.equals(vm.kept().get())) continue;
                Dimension2D there = sizer.size(e.fields(), hostName, lines, e.name());
                Dimension2D now = out.get(vm.id());
                out.put(vm.id(), new Dimension2D(Math.max(now.getWidth(), there.getWidth()), Math.max(now.getHeight(), there.getHeight())));
            }
        }
        return out;
    }

    private EntityView make(EntityViewModel vm) {
        EntityView view = factory.entityView(vm, gestures);
        made.put(vm.id(), view);
        view.zoomed(zoom.getAsDouble());
        if (view.sizesItself()) unsized.remove(vm.id());
        layer.add(view);
        // styled and laid out in the frame that shows it, not a frame later with the theme's fonts missing
        view.applyCss();
        view.autosize();
        view.layout();
        return view;
    }
}
