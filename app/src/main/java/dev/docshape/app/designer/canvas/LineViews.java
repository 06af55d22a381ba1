package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.RelationshipViewModel;
import javafx.application.Platform;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The relationships of the canvas, each a {@link RelationshipLine} from the start and a view made only
 * when the line first comes into view (decision 0296), as cards are (decision 0385). Once made, a view
 * stays made and is only put into and taken out of the scene graph.
 */
final class LineViews {
    private final DiagramViewFactory factory;
    private final CanvasGestures gestures;
    private final BucketedLayer layer;
    private final Map<String, RelationshipLine> lines = new LinkedHashMap<>();
    private final LineLanes lanes = new LineLanes();
    private final Predicate<RelationshipLine> inView;
    private final Predicate<RelationshipLine> inPicture;
    private LineLabelSizes sizes;
    private boolean labelsShown = true;

    /**
     * @param inView    whether a line reaches the part of the diagram that is shown
     * @param inPicture whether a line is drawn from the picture of the still lines during a drag (decision 0410): its
     *                  view stays out of the scene graph until the picture goes
     */
    LineViews(DiagramViewFactory factory, CanvasGestures gestures, BucketedLayer layer, Predicate<RelationshipLine> inView,
              Predicate<RelationshipLine> inPicture) {
        this.factory = factory;
        this.gestures = gestures;
        this.layer = layer;
        this.inView = inView;
        this.inPicture = inPicture;
    }

    RelationshipLine add(RelationshipViewModel vm) {
        RelationshipLine line = new RelationshipLine(vm, () -> sizes);
        lines.put(vm.id(), line);
        lanes.add(line);
        return line;
    }

    /** Takes the line and its view, if made, off the canvas; the line that went, or null. */
    RelationshipLine remove(String id) {
        RelationshipLine gone = lines.remove(id);
        if (gone != null) {
            lanes.remove(gone);
            gone.dispose();
            if (gone.view() != null) layer.remove(gone.view());
        }
        return gone;
    }

    /** Every line, in the order the relationships were added (a live view). */
    Collection<RelationshipLine> all() {
        return lines.values();
    }

    RelationshipLine line(String id) {
        return lines.get(id);
    }

    /**
     * Learns the sizes of badges and captions from one line styled by the theme, once; in the layout
     * pass, before the labels are placed. The line is made for it; the culling takes it out if out of view.
     */
    void learnSizes() {
        if (sizes != null || lines.isEmpty()) return;
        RelationshipLine first = lines.values().iterator().next();
        RelationshipView template = first.view() != null ? first.view() : make(first);
        if (template.getScene() != null) sizes = template.labelSizes();
    }

    /**
     * The line's view, made now if it was not yet (styled, and in the scene graph only when in view); on the JavaFX
     * thread only, as the cards' (a test asks through its helper, which hops there).
     */
    RelationshipView view(RelationshipLine line) {
        if (line.view() != null) return line.view();
        if (!Platform.isFxApplicationThread()) {
            throw new IllegalStateException("the view of relationship " + line.viewModel().id() + " is made on the JavaFX thread only");
        }
        RelationshipView view = make(line);
        layer.setShown(view, inView.test(line));
        return view;
    }

    /** Puts the line's view into the scene graph, made now if it comes into view for the first time, or takes it out. */
    void show(RelationshipLine line, boolean shown) {
        if (inPicture.test(line)) return;
        RelationshipView view = line.view();
        if (view == null) {
            if (!shown) return;
            view = make(line);
        }
        layer.setShown(view, shown);
    }

    /** Shows the badges and captions of every line, or hides them at a zoom where they cannot be read (decision 0514). */
    void labelsShown(boolean shown) {
        if (shown == labelsShown) return;
        labelsShown = shown;
        for (RelationshipLine line : lines.values()) {
            if (line.view() != null) line.view().labelsShown(shown);
        }
    }

    private RelationshipView make(RelationshipLine line) {
        RelationshipView view = factory.relationshipView(line, gestures);
        view.labelsShown(labelsShown);
        layer.add(view);
        // styled in the frame that shows it, not a frame later with the theme missing
        view.applyCss();
        line.made(view);
        return view;
    }
}
