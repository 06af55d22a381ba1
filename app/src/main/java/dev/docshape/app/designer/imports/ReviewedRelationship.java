package dev.docshape.app.designer.imports;

import dev.docshape.model.Cardinality;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * One relationship in the review, with what the user made of it: kept or dropped, cardinality, embedded or
 * referenced, and for a subdocument, whether it becomes a plain object field instead of an entity.
 */
public final class ReviewedRelationship {
    private final ImportReview.Found found;
    private final BooleanProperty keep = new SimpleBooleanProperty(this, "keep", true);
    private final ObjectProperty<Cardinality> cardinality;
    private final BooleanProperty embedded;
    private final BooleanProperty plainField = new SimpleBooleanProperty(this, "plainField");

    ReviewedRelationship(ImportReview.Found found) {
        this.found = found;
        this.cardinality = new SimpleObjectProperty<>(this, "cardinality", found.cardinality());
        this.embedded = new SimpleBooleanProperty(this, "embedded", found.embedded());
        plainField.addListener((obs, was, is) -> {
            if (is && !found.plainable()) plainField.set(false);
        });
        cardinality.addListener((obs, was, is) -> {
            if (is == null) cardinality.set(was);
        });
    }

    public ImportReview.Found found() {
        return found;
    }

    public BooleanProperty keep() {
        return keep;
    }

    public ObjectProperty<Cardinality> cardinality() {
        return cardinality;
    }

    public BooleanProperty embedded() {
        return embedded;
    }

    /** A subdocument made a plain object field of its parent instead of an entity (only where {@code found().plainable()}). */
    public BooleanProperty plainField() {
        return plainField;
    }

    /** True when the user changed or dropped the guess. */
    public boolean changed() {
        return !keep.get() || plainField.get() || cardinality.get() != found.cardinality() || embedded.get() != found.embedded();
    }

    ImportReview.Choice choice() {
        return new ImportReview.Choice(found.id(), keep.get(), cardinality.get(), embedded.get(), plainField.get());
    }
}
