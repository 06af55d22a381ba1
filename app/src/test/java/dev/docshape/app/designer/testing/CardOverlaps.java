package dev.docshape.app.designer.testing;

import dev.docshape.app.designer.canvas.EntityView;
import javafx.geometry.Bounds;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The cards on the canvas, measured as drawn (scene coordinates): which card overlaps another. */
public final class CardOverlaps {
    private CardOverlaps() {
    }

    /** Every pair of overlapping cards on the diagram shown by {@code test}'s designer, each a sentence starting with {@code example}. */
    public static List<String> of(DesignerTestBase test, String example) {
        Map<String, Bounds> cards = new TreeMap<>();
        for (String id : test.vm.diagram().entities().keySet()) {
            EntityView card = test.entityView(id);
            cards.put(id, card.localToScene(card.getLayoutBounds()));
        }
        List<Map.Entry<String, Bounds>> all = List.copyOf(cards.entrySet());
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                if (all.get(i).getValue().intersects(all.get(j).getValue())) {
                    problems.add(example + ": card " + all.get(i).getKey() + " overlaps card " + all.get(j).getKey());
                }
            }
        }
        return problems;
    }
}
