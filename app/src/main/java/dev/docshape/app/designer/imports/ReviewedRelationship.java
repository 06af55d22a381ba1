package dev.docshape.app.designer.imports;

import dev.docshape.model.Cardinality;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * One relationship in the review, with what the user made of it: kept or dropped, cardinality, embedded or
 * referenced, and for a subdocument, whether it becomes a plain object field instead of an entity
 * ({@code plainField}, only where {@code found().plainable()}).
 */
public record ReviewedRelationship(ImportReview.Found found, BooleanProperty keep, ObjectProperty<Cardinality> cardinality,
                                   BooleanProperty embedded, BooleanProperty plainField) {

    /** The row of a found relationship, starting from the guess; a cleared cardinality or a refused plain field is put back. */
    static ReviewedRelationship of(ImportReview.Found found) {
        ReviewedRelationship row = new ReviewedRelationship(found, new SimpleBooleanProperty(true),
                new SimpleObjectProperty<>(found.cardinality()), new SimpleBooleanProperty(found.embedded()), new SimpleBooleanProperty());
        row.plainField.addListener((obs, was, is) -> {
            if (is && !found.plainable()) row.plainField.set(false);
        });
        row.cardinality.addListener((obs, was, is) -> {
            if (is == null) row.cardinality.set(was);
        });
        return row;
    }

    /** True when the user changed or dropped the guess. */
    public boolean changed() {
        return !keep.get() || plainField.get() || cardinality.get() != found.cardinality() || embedded.get() != found.embedded();
    }

    ImportReview.Choice choice() {
        return new ImportReview.Choice(found.id(), keep.get(), cardinality.get(), embedded.get(), plainField.get());
    }
}
