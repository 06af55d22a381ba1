package dev.docshape.app.designer.imports;

import dev.docshape.model.Cardinality;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;

/** One relationship in the review, with what the user made of it: kept or dropped, cardinality, embedded or referenced. */
public final class ReviewedRelationship {
    private final ImportReview.Found found;
    private final BooleanProperty keep = new SimpleBooleanProperty(this, "keep", true);
    private final ObjectProperty<Cardinality> cardinality;
    private final BooleanProperty embedded;

    ReviewedRelationship(ImportReview.Found found) {
        this.found = found;
        this.cardinality = new SimpleObjectProperty<>(this, "cardinality", found.cardinality());
        this.embedded = new SimpleBooleanProperty(this, "embedded", found.embedded());
        keep.addListener((obs, was, is) -> {
            if (!is && !found.droppable()) keep.set(true);
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

    /** True when the user changed or dropped the guess. */
    public boolean changed() {
        return !keep.get() || cardinality.get() != found.cardinality() || embedded.get() != found.embedded();
    }

    ImportReview.Choice choice() {
        return new ImportReview.Choice(found.id(), keep.get(), cardinality.get(), embedded.get());
    }
}
