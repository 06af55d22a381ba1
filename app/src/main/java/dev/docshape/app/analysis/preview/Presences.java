package dev.docshape.app.analysis.preview;

import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The fields of an example document that only some instances hold (decision 0534), by their place in it: the keys from
 * the document down, array items not counted ({@code /comments/editedAt}), so every item's field is found under one
 * place. A co-located container's documents are its array's items, each its own collection: their places start with
 * the item's number ({@code #1/tip}). Fields every instance holds are left out.
 */
final class Presences {
    private Presences() {
    }

    static Map<String, Double> of(CollectionShape collection) {
        Map<String, Double> out = new HashMap<>();
        collect(collection.document().fields(), "", out);
        return Map.copyOf(out);
    }

    static Map<String, Double> of(CoLocation group, Projection projection) {
        Map<String, Double> out = new HashMap<>();
        for (int i = 0; i < group.members().size(); i++) {
            int item = i;
            projection.collection(group.members().get(i).collection()).ifPresent(c -> collect(c.document().fields(), "#" + item, out));
        }
        return Map.copyOf(out);
    }

    private static void collect(List<ShapeField> fields, String place, Map<String, Double> out) {
        for (ShapeField f : fields) {
            String at = place + "/" + f.name();
            if (f.presence() < 1) out.put(at, f.presence());
            collect(f.children(), at, out);
        }
    }
}
