package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.EntityViewModel;
import javafx.geometry.Bounds;

import java.util.Collection;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * What the next layout pass of the canvas culls (decision 0387): every card and line when the view
 * moved, else only the cards that moved and the lines that moved or whose labels moved, so a drag
 * frame does not test the whole model (decision 0388); and what a large diagram's build in slices has still to show
 * (decision 0514).
 */
final class CullingQueue {
    private final Collection<EntityViewModel> cards;
    private final CardViews cardViews;
    private final Collection<RelationshipLine> lines;
    private final LineViews lineViews;
    private final Set<EntityViewModel> movedCards = new HashSet<>();
    private final Set<RelationshipLine> movedLines = new HashSet<>();
    private final Set<EntityViewModel> cardsToBuild = new LinkedHashSet<>();
    private final Set<RelationshipLine> linesToBuild = new LinkedHashSet<>();
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
        cardsToBuild.remove(card);
    }

    void removed(RelationshipLine line) {
        movedLines.remove(line);
        linesToBuild.remove(line);
    }

    boolean pending() {
        return all || !movedCards.isEmpty() || !movedLines.isEmpty();
    }

    /** A large diagram is built in slices (decision 0514): every card, then every line, is queued to be shown or left out. */
    void startBuild() {
        cardsToBuild.clear();
        cardsToBuild.addAll(cards);
        linesToBuild.clear();
        linesToBuild.addAll(lines);
    }

    /** Shows the next cards of the build that reach {@code area}, as many as {@code slice} allows; whether none is left. */
    boolean buildCards(Bounds area, BuildSlice slice) {
        boolean whole = cards.size() < ViewCulling.CULL_FROM;
        for (Iterator<EntityViewModel> next = cardsToBuild.iterator(); next.hasNext() && slice.more(); ) {
            EntityViewModel card = next.next();
            next.remove();
            boolean shown = whole || DiagramBounds.intersects(card, area);
            cardViews.show(card, shown);
            if (shown) slice.counted();
        }
        return cardsToBuild.isEmpty();
    }

    /** Shows the next lines of the build that reach {@code area}, as many as {@code slice} allows; whether none is left. */
    boolean buildLines(Bounds area, BuildSlice slice) {
        boolean whole = cards.size() < ViewCulling.CULL_FROM;
        for (Iterator<RelationshipLine> next = linesToBuild.iterator(); next.hasNext() && slice.more(); ) {
            RelationshipLine line = next.next();
            next.remove();
            boolean shown = whole || line.reaches(area);
            lineViews.show(line, shown);
            if (shown) slice.counted();
        }
        return linesToBuild.isEmpty();
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
