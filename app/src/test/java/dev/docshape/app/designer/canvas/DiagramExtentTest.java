package dev.docshape.app.designer.canvas;

import dev.docshape.app.designer.diagram.DiagramViewModel;
import dev.docshape.app.designer.diagram.EntityViewModel;
import dev.docshape.app.designer.diagram.SelectionModel;
import dev.docshape.app.designer.document.ProjectDocument;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The box around the cards kept from the moved cards (decision 0390) is always the box a walk over
 * all cards gives: while cards move out, move back in from the edge, resize and go.
 */
class DiagramExtentTest {
    private final ProjectDocument document = new ProjectDocument(Models.generated(40, 60, 7));
    private final DiagramViewModel diagram = new DiagramViewModel(document.projectProperty(), new SelectionModel(), TaskRunner.direct());

    @Test
    void theKeptBoxIsTheBoxAroundAllCardsAfterEveryMove() {
        DiagramExtent extent = new DiagramExtent();
        List<EntityViewModel> cards = new ArrayList<>(diagram.entities().values());
        cards.forEach(extent::moved);
        assertEquals(walk(cards), extent.bounds());

        Random random = new Random(3);
        for (int step = 0; step < 400; step++) {
            EntityViewModel card = step % 5 == 0 ? outermost(cards) : cards.get(random.nextInt(cards.size()));
            switch (random.nextInt(3)) {
                case 0 -> card.x().set(card.x().get() + random.nextInt(801) - 400);
                case 1 -> card.y().set(card.y().get() + random.nextInt(801) - 400);
                default -> card.width().set(80 + random.nextInt(200));
            }
            extent.moved(card);
            assertEquals(walk(cards), extent.bounds(), "after step " + step);
        }

        EntityViewModel gone = outermost(cards);
        cards.remove(gone);
        extent.removed(gone.id());
        assertEquals(walk(cards), extent.bounds(), "after the outermost card went");
    }

    @Test
    void noCardsGiveAnEmptyBox() {
        DiagramExtent extent = new DiagramExtent();
        EntityViewModel only = diagram.entities().values().iterator().next();
        extent.moved(only);
        extent.removed(only.id());
        assertTrue(extent.bounds().isEmpty());
    }

    /** The card furthest right: moving it in shrinks the box. */
    private static EntityViewModel outermost(Collection<EntityViewModel> cards) {
        return cards.stream().max((a, b) -> Double.compare(a.x().get() + a.width().get(), b.x().get() + b.width().get())).orElseThrow();
    }

    private static Bounds walk(Collection<EntityViewModel> cards) {
        double minX = Double.POSITIVE_INFINITY, minY = Double.POSITIVE_INFINITY;
        double maxX = Double.NEGATIVE_INFINITY, maxY = Double.NEGATIVE_INFINITY;
        for (EntityViewModel e : cards) {
            minX = Math.min(minX, e.x().get());
            minY = Math.min(minY, e.y().get());
            maxX = Math.max(maxX, e.x().get() + e.width().get());
            maxY = Math.max(maxY, e.y().get() + e.height().get());
        }
        return new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }
}
