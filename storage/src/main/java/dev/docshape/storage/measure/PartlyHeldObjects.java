package dev.docshape.storage.measure;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/**
 * One-to-one objects embedded in only some of a collection's documents: 4 of an IoT fleet's 20 sites name a contact
 * (the relationship's average 0.2). The sample writes the object in as many documents as the average says; the estimate
 * prices it in every one, as it prices every optional field (decision 0541; docs/counting-rules.md "Document sizes").
 */
final class PartlyHeldObjects {
    /** The start of the note, for tests that accept it as the cause of a difference in bytes. */
    static final String NOTE = "objects embedded in some documents only";
    /** Below this average a one-to-one is named: the object is missing from more than one document in ten. */
    private static final double HELD = 0.9;

    private PartlyHeldObjects() {
    }

    /** The note naming each such object in {@code collections}, with the share of documents holding it; null when none. */
    static String note(DataModel model, Projection projection, Collection<String> collections) {
        List<String> parts = new ArrayList<>();
        for (String name : collections) {
            CollectionShape shape = projection.collection(name).orElse(null);
            if (shape != null) walk(model, shape.name(), shape.document().fields(), parts);
        }
        if (parts.isEmpty()) return null;
        return NOTE + ": " + String.join(", ", parts) + "; the sample writes each in that share of documents, the estimate"
                + " prices it in every one";
    }

    private static void walk(DataModel model, String path, List<ShapeField> fields, List<String> parts) {
        for (ShapeField f : fields) {
            if (f.children().isEmpty()) continue;
            Relationship r = f.relationship() == null ? null : model.relationship(f.relationship()).orElse(null);
            if (f.kind() == ShapeField.Kind.OBJECT && f.role() == ShapeField.Role.EMBEDDED && r != null
                    && r.cardinality() == Cardinality.ONE_TO_ONE && r.avgCount() < HELD) {
                String parent = model.entity(r.parent()).map(Entity::name).orElse(r.parent());
                parts.add(String.format(Locale.ROOT, "%s.%s in %.0f %% of %s", path, f.name(), 100 * r.avgCount(), parent));
            }
            walk(model, path + "." + f.name(), f.children(), parts);
        }
    }
}
