package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Bounds;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Keeps the relationships' labels placed (decision 0370) from one frame to the next. A label whose
 * line or caption changed is placed again; one that did not keeps its spot while that stays free of
 * cards and notes, so a drag re-places only the labels of the lines it moves, not all of them.
 */
final class LabelLayout {
    /** Space kept between a card (or note) and any label. */
    private static final double CARD_ROOM = 3;

    private final Map<RelationshipView, LabelPlacer.Placement> placed = new HashMap<>();
    private final Set<RelationshipView> changed = new HashSet<>();

    /** The line or the caption of {@code view} changed: place its labels again. */
    void changed(RelationshipView view) {
        changed.add(view);
    }

    void removed(RelationshipView view) {
        placed.remove(view);
        changed.remove(view);
    }

    /** Places the labels that need it; {@code views} in the order they are placed. */
    void place(Collection<EntityViewModel> cards, Collection<NoteView> notes, Collection<RelationshipView> views) {
        LabelPlacer placer = new LabelPlacer();
        for (EntityViewModel card : cards) {
            placer.block(around(card.x().get(), card.y().get(), card.width().get(), card.height().get()));
        }
        for (NoteView note : notes) {
            Bounds b = note.getBoundsInParent();
            placer.block(around(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight()));
        }
        // A label stays while no card or note covers it. Labels are not checked against each other: one
        // that found no free spot covers another for good, and re-placing it on every frame of a drag,
        // with the search through every spot, cost most of the frame (decision 0386).
        List<RelationshipView> again = new ArrayList<>();
        List<LabelPlacer.Placement> kept = new ArrayList<>();
        for (RelationshipView view : views) {
            LabelPlacer.Placement before = placed.get(view);
            if (before != null && !changed.contains(view) && placer.free(before.badge()) && placer.free(before.caption())) {
                kept.add(before);
            } else {
                again.add(view);
            }
        }
        for (LabelPlacer.Placement keep : kept) {
            placer.block(keep.badge());
            placer.block(keep.caption());
        }
        changed.clear();
        for (RelationshipView view : again) {
            LabelPlacer.Request request = view.labelRequest();
            if (request == null) continue;
            LabelPlacer.Placement at = placer.place(request);
            placed.put(view, at);
            view.showLabels(at);
        }
    }

    private static LabelPlacer.Box around(double x, double y, double w, double h) {
        return new LabelPlacer.Box(x - CARD_ROOM, y - CARD_ROOM, w + 2 * CARD_ROOM, h + 2 * CARD_ROOM);
    }
}
