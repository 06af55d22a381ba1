package dev.docshape.app.designer.diagram;

import dev.docshape.model.Entity;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;

import java.util.List;

/**
 * One entity as the canvas sees it. The model record is replaced on every change; {@link #x()}
 * and {@link #y()} also move during a drag before the model is written (on release).
 */
public final class EntityViewModel {
    /** Tint for an entity that is not grouped with others. */
    public static final int NO_TINT = -1;

    private final String id;
    private final ReadOnlyObjectWrapper<Entity> entity = new ReadOnlyObjectWrapper<>(this, "entity");
    private final DoubleProperty x = new SimpleDoubleProperty(this, "x");
    private final DoubleProperty y = new SimpleDoubleProperty(this, "y");
    private final DoubleProperty width = new SimpleDoubleProperty(this, "width", 180);
    private final DoubleProperty height = new SimpleDoubleProperty(this, "height", 60);
    private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected");
    private final ReadOnlyStringWrapper hostName = new ReadOnlyStringWrapper(this, "hostName");
    private final ReadOnlyObjectWrapper<List<KeptFields.Line>> kept = new ReadOnlyObjectWrapper<>(this, "kept", List.of());
    private final ReadOnlyIntegerWrapper tint = new ReadOnlyIntegerWrapper(this, "tint", NO_TINT);

    EntityViewModel(Entity entity) {
        this.id = entity.id();
        update(entity);
    }

    void update(Entity newEntity) {
        entity.set(newEntity);
        x.set(newEntity.position().x());
        y.set(newEntity.position().y());
    }

    void keep(List<KeptFields.Line> lines) {
        if (!kept.get().equals(lines)) kept.set(List.copyOf(lines));
    }

    /** The fields the design makes this entity's documents keep for others (copies, counts). */
    public ReadOnlyObjectProperty<List<KeptFields.Line>> kept() {
        return kept.getReadOnlyProperty();
    }

    void placeIn(String host, int newTint) {
        hostName.set(host);
        tint.set(newTint);
    }

    public String id() {
        return id;
    }

    public Entity entity() {
        return entity.get();
    }

    public ReadOnlyObjectProperty<Entity> entityProperty() {
        return entity.getReadOnlyProperty();
    }

    /** Live left edge in canvas units. */
    public DoubleProperty x() {
        return x;
    }

    public DoubleProperty y() {
        return y;
    }

    /** The drawn size, reported by the view after layout; used for edges, layout and the minimap. */
    public DoubleProperty width() {
        return width;
    }

    public DoubleProperty height() {
        return height;
    }

    public BooleanProperty selected() {
        return selected;
    }

    /** The name of the entity whose collection this one lives in; null when it has its own. */
    public ReadOnlyStringProperty hostName() {
        return hostName.getReadOnlyProperty();
    }

    /** The colour group shared by a collection's owner and the entities embedded in it. */
    public ReadOnlyIntegerProperty tint() {
        return tint.getReadOnlyProperty();
    }

    public double centerX() {
        return x.get() + width.get() / 2;
    }

    public double centerY() {
        return y.get() + height.get() / 2;
    }
}
