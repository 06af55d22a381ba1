package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Bounds;

import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the next layout pass of the canvas culls (decision 0387): every card and line when the view
 * moved, else only the cards that moved and the lines that moved or whose labels moved, so a drag
 * frame does not test the whole model (decision 0388).
 */
final class CullingQueue {
    private final Collection<EntityViewModel> cards;
    private final CardViews cardViews;
    private final Collection<RelationshipLine> lines;
    private final LineViews lineViews;
    private final Set<EntityViewModel> movedCards = new HashSet<>();
    private final Set<RelationshipLine> movedLines = new HashSet<>();
    private boolean all;

    /** {@code cards} and {@code lines}: live collections of every card's view model and every line on the diagram. */
    CullingQueue(Collection<EntityViewModel> cards, CardViews cardViews, Collection<RelationshipLine> lines, LineViews lineViews) {
        this.cards = cards;
        this.cardViews = cardViews;
        this.lines = lines;
        this.lineViews = lineViews;
    }

    void everything() {
        all = true;
    }

    void moved(EntityViewModel card) {
        movedCards.add(card);
    }

    void moved(RelationshipLine line) {
        movedLines.add(line);
    }

    void moved(Collection<RelationshipLine> moved) {
        movedLines.addAll(moved);
    }

    void removed(EntityViewModel card) {
        movedCards.remove(card);
    }

    void removed(RelationshipLine line) {
        movedLines.remove(line);
    }

    boolean pending() {
        return all || !movedCards.isEmpty() || !movedLines.isEmpty();
    }

    /**
     * The first frame of a large diagram (decision 0431): shows the queued cards that reach {@code area} and keeps
     * everything queued, so the next pass shows the lines (and the cards again, which then costs no making).
     */
    void cullCards(Bounds area) {
        ViewCulling.show(area, cards.size() < ViewCulling.CULL_FROM, all ? cards : movedCards, cardViews, List.of(), lineViews);
    }

    /** Shows what reaches {@code area} (canvas units) of what is queued and takes the rest out. */
    void cull(Bounds area) {
        boolean whole = cards.size() < ViewCulling.CULL_FROM;
        if (all) ViewCulling.show(area, whole, cards, cardViews, lines, lineViews);
        else ViewCulling.show(area, whole, movedCards, cardViews, movedLines, lineViews);
        all = false;
        movedCards.clear();
        movedLines.clear();
    }
}
