package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Bounds;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Keeps the relationships' labels placed (decision 0370) from one frame to the next. A label whose
 * line or caption changed is placed again; one that did not keeps its spot until a card or note
 * that moved or grew covers it. The grid of obstacles (cards, notes, placed labels) is kept across
 * frames and only what changed is taken out and put back (decision 0388): a drag frame on a large
 * model touches the moved card's cells and its lines' labels, not all of them. A final pass after the labels were
 * placed ({@link #settle}) makes the result the same whichever frames ran (decision 0577).
 */
final class LabelLayout {
    /** Space kept between a card (or note) and any label. */
    private static final double CARD_ROOM = 3;
    /**
     * Up to how many labels the final pass places every label again from scratch each time (under 2 ms on ride hailing's
     * 20): beyond, only after most of them were placed anew, so that an edit or a drop on a large diagram does not place
     * a thousand labels again (decision 0577).
     */
    static final int WHOLE_UP_TO = 200;
    private static final int IMPROVING_ROUNDS = 3;

    private final BoxCells grid = new BoxCells(LabelPlacer.CELL);
    /** The lines as the labels were last placed against them. */
    private final LinePieces pieces = new LinePieces();
    private final LabelPlacer placer = new LabelPlacer(grid, pieces);
    private final Map<Object, LabelPlacer.Box> obstacles = new HashMap<>();
    private final Map<RelationshipLine, LabelPlacer.Placement> placed = new HashMap<>();
    /** The relationship each placed label box belongs to, by the box instance in the grid. */
    private final Map<LabelPlacer.Box, RelationshipLine> owners = new IdentityHashMap<>();
    private final Set<RelationshipLine> changed = new HashSet<>();
    /** Labels of lines that did not move which a dragged card or note passed over: placed again on the drop if still covered. */
    private final Set<RelationshipLine> passedOver = new HashSet<>();
    /** The boxes of the cards and notes in the grid, by instance. */
    private final Set<LabelPlacer.Box> obstacleBoxes = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    /** Labels placed by a pass since the last final pass, see {@link #settle}. */
    private int placedSince;
    /** Labels placed since the last final pass: on a large diagram, the ones it looks at. */
    private final Set<RelationshipLine> touched = new HashSet<>();
    private boolean quick;
    /**
     * A card, note or line moved, came or went since the last final pass: labels placed before may now have a better
     * spot, also where none of them is covered (a card that went leaves the labels that kept off it where they were).
     */
    private boolean due;
    /** The last pass placed every label, in the order of the lines, on a grid that held none: as the final pass would. */
    private boolean asFromScratch;
    /** A card or note not in the grid before was put in during this pass. */
    private boolean newcomers;

    /** The line or the caption of {@code line} changed: place its labels again. */
    void changed(RelationshipLine line) {
        changed.add(line);
    }

    void removed(RelationshipLine line) {
        unblock(placed.remove(line));
        changed.remove(line);
        passedOver.remove(line);
        touched.remove(line);
        pieces.remove(line);
    }

    /**
     * While a drag runs, labels are placed with a shorter search (only spots on their line) and the labels of lines
     * that do not move stay where they are, also under a card passing over them (decision 0410); when it ends, the
     * ones that found no free spot that way, and the ones a card or note now covers, are placed again with the whole
     * search.
     */
    void setQuick(boolean on) {
        if (quick && !on) {
            placed.forEach((line, at) -> {
                if (!at.settled()) changed.add(line);
            });
            for (RelationshipLine line : passedOver) {
                LabelPlacer.Placement at = placed.get(line);
                if (at != null && (covered(at.badge(), line) || covered(at.caption(), line))) changed.add(line);
            }
            passedOver.clear();
        }
        quick = on;
    }

    private boolean covered(LabelPlacer.Box label, RelationshipLine owner) {
        return underObstacle(label) || pieces.crossed(label, owner.geometry()) > 0;
    }

    private boolean underObstacle(LabelPlacer.Box label) {
        boolean[] covered = new boolean[1];
        grid.forEachOverlapping(label, hit -> covered[0] |= obstacleBoxes.contains(hit));
        return covered[0];
    }

    /**
     * Places the labels that need it; {@code lines} in the order they are placed.
     *
     * @return the relationships whose labels moved
     */
    List<RelationshipLine> place(Collection<EntityViewModel> cards, Collection<NoteView> notes, Collection<RelationshipLine> lines) {
        List<LabelPlacer.Box> arrived = new ArrayList<>();
        for (EntityViewModel card : cards) {
            update(card, around(card.x().get(), card.y().get(), card.width().get(), card.height().get()), arrived);
        }
        for (NoteView note : notes) {
            Bounds b = note.getBoundsInParent();
            update(note, around(b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight()), arrived);
        }
        // a card or note came that was not there before: one may have gone in its place (a design shown anew makes its
        // cards anew), which the count alone does not tell; its box would keep labels off an empty spot
        if (newcomers || obstacles.size() > cards.size() + notes.size()) dropGone(cards, notes);
        newcomers = false;
        // A label stays until a card or note arrives over it. Labels are not checked against each other:
        // one that found no free spot covers another for good, and re-placing it on every frame of a drag,
        // with the search through every spot, cost most of the frame (decision 0386).
        for (LabelPlacer.Box box : arrived) {
            grid.forEachOverlapping(box, hit -> arrivedOver(owners.get(hit)));
        }
        // likewise a line drawn anew over another line's label (decision 0560)
        for (RelationshipLine line : lines) {
            if (!pieces.update(line, line.geometry())) continue;
            due = true;
            for (LabelPlacer.Box piece : pieces.boxesOf(line)) {
                grid.forEachTouching(piece, hit -> {
                    RelationshipLine owner = owners.get(hit);
                    if (owner != line && owner != null && pieces.crosses(line, hit)) arrivedOver(owner);
                });
            }
        }
        List<RelationshipLine> moved = new ArrayList<>();
        if (changed.isEmpty() && placed.size() == lines.size()) return moved;
        for (RelationshipLine line : changed) unblock(placed.remove(line));
        changed.clear();
        boolean fromNothing = placed.isEmpty();
        for (RelationshipLine line : lines) {
            if (!placed.containsKey(line) && placeOne(line)) {
                moved.add(line);
                touched.add(line);
                if (!quick) placedSince++;
            }
        }
        asFromScratch = fromNothing && !quick && placed.size() == lines.size();
        return moved;
    }

    /** Places {@code line}'s labels against what is in the grid now; false while its sizes are not known. */
    private boolean placeOne(RelationshipLine line) {
        LabelPlacer.Request request = line.labelRequest();
        if (request == null) return false;
        LabelPlacer.Placement at = placer.place(request, !quick);
        placed.put(line, at);
        owners.put(at.badge(), line);
        owners.put(at.caption(), line);
        line.showLabels(at);
        return true;
    }

    /**
     * The final pass after the labels were placed (decision 0577): the result no longer depends on the frames in which
     * cards took their sizes and lines their places. On a diagram of up to {@link #WHOLE_UP_TO} labels, and on a larger
     * one when most labels were placed since the last final pass (a diagram opened, a design shown, a layout or its
     * undo), every label is placed again from scratch, in the order of {@code lines}; otherwise (an edit, the drop of a
     * drag on a large diagram) the labels placed since the last final pass that cover a card, a note, another label or
     * another line are, all taken out first, then placed one after another in that order. On a small diagram each label still covering something
     * is then placed again alone ({@link #improve}); a large one (a thousand labels, many with no clear spot on a
     * criss-cross diagram) is spared that search. Not during a drag.
     *
     * @return the relationships whose labels moved
     */
    List<RelationshipLine> settle(Collection<RelationshipLine> lines) {
        if (quick || (placedSince == 0 && !due)) return List.of();
        boolean small = placed.size() <= WHOLE_UP_TO;
        boolean whole = small || 2 * placedSince >= placed.size();
        placedSince = 0;
        due = false;
        if (asFromScratch && !small) {
            // every label was just placed in the order of the lines on an empty grid: what the pass would do again
            asFromScratch = false;
            touched.clear();
            return List.of();
        }
        asFromScratch = false;
        // only a label placed since can have come to cover something: a card, line or label arriving over one places it again
        List<RelationshipLine> again = new ArrayList<>();
        for (RelationshipLine line : lines) {
            LabelPlacer.Placement at = placed.get(line);
            if (at != null && (whole || (touched.contains(line) && coversAnything(line, at)))) again.add(line);
        }
        touched.clear();
        Map<RelationshipLine, LabelPlacer.Placement> before = new HashMap<>();
        for (RelationshipLine line : again) {
            before.put(line, line.placement());
            unblock(placed.remove(line));
        }
        for (RelationshipLine line : again) placeOne(line);
        if (small) improve(again);
        List<RelationshipLine> moved = new ArrayList<>();
        for (RelationshipLine line : again) {
            LabelPlacer.Placement was = before.get(line);
            LabelPlacer.Placement now = placed.get(line);
            if (now == null) continue;
            if (was == null || !was.badge().equals(now.badge()) || !was.caption().equals(now.caption())) moved.add(line);
        }
        return moved;
    }

    /**
     * Each label of {@code lines} that still covers something is taken out and placed again, alone, now that every
     * other is in place: one placed early no longer knows only the ones before it. Its old spot is among those it
     * tries, so nothing gets worse; a few rounds, while any moves.
     */
    private void improve(List<RelationshipLine> lines) {
        for (int round = 0; round < IMPROVING_ROUNDS; round++) {
            boolean any = false;
            for (RelationshipLine line : lines) {
                LabelPlacer.Placement at = placed.get(line);
                if (at == null || !coversAnything(line, at)) continue;
                unblock(placed.remove(line));
                placeOne(line);
                LabelPlacer.Placement now = placed.get(line);
                any |= !now.badge().equals(at.badge()) || !now.caption().equals(at.caption());
            }
            if (!any) return;
        }
    }

    /** Whether {@code line}'s badge or caption covers a card, a note, another label or another line. */
    private boolean coversAnything(RelationshipLine line, LabelPlacer.Placement at) {
        for (LabelPlacer.Box label : List.of(at.badge(), at.caption())) {
            boolean[] hit = new boolean[1];
            grid.forEachOverlapping(label, box -> hit[0] |= box != at.badge() && box != at.caption());
            if (hit[0] || pieces.crossed(label, line.geometry()) > 0) return true;
        }
        return false;
    }

    /** Something arrived over {@code owner}'s label (null: over no label): placed again now, or on the drop during a drag. */
    private void arrivedOver(RelationshipLine owner) {
        if (owner == null || changed.contains(owner)) return;
        if (quick) passedOver.add(owner);
        else changed.add(owner);
    }

    /** Puts the box of a card or note into the grid anew when it moved or changed size. */
    private void update(Object obstacle, LabelPlacer.Box now, List<LabelPlacer.Box> arrived) {
        LabelPlacer.Box before = obstacles.get(obstacle);
        if (now.equals(before)) return;
        newcomers |= before == null;
        due = true;
        if (before != null) {
            grid.remove(before);
            obstacleBoxes.remove(before);
        }
        grid.add(now);
        obstacleBoxes.add(now);
        obstacles.put(obstacle, now);
        arrived.add(now);
    }

    /** Takes the cards and notes no longer on the diagram out of the grid. */
    private void dropGone(Collection<EntityViewModel> cards, Collection<NoteView> notes) {
        Set<Object> present = new HashSet<>(cards);
        present.addAll(notes);
        obstacles.entrySet().removeIf(e -> {
            if (present.contains(e.getKey())) return false;
            due = true;
            grid.remove(e.getValue());
            obstacleBoxes.remove(e.getValue());
            return true;
        });
    }

    private void unblock(LabelPlacer.Placement at) {
        if (at == null) return;
        grid.remove(at.badge());
        grid.remove(at.caption());
        owners.remove(at.badge());
        owners.remove(at.caption());
    }

    private static LabelPlacer.Box around(double x, double y, double w, double h) {
        return new LabelPlacer.Box(x - CARD_ROOM, y - CARD_ROOM, w + 2 * CARD_ROOM, h + 2 * CARD_ROOM);
    }
}
