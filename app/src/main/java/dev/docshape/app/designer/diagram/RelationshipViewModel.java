package dev.docshape.app.designer.diagram;

import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;

/** One relationship and its mapping in the active design, between two entity view models. */
public final class RelationshipViewModel {
    private final String id;
    private final EntityViewModel parent;
    private final EntityViewModel child;
    private final ReadOnlyObjectWrapper<Relationship> relationship = new ReadOnlyObjectWrapper<>(this, "relationship");
    private final ReadOnlyObjectWrapper<Mapping> mapping = new ReadOnlyObjectWrapper<>(this, "mapping");
    private final BooleanProperty selected = new SimpleBooleanProperty(this, "selected");

    RelationshipViewModel(Relationship relationship, Mapping mapping, EntityViewModel parent, EntityViewModel child) {
        this.id = relationship.id();
        this.parent = parent;
        this.child = child;
        update(relationship, mapping);
    }

    void update(Relationship newRelationship, Mapping newMapping) {
        relationship.set(newRelationship);
        mapping.set(newMapping);
    }

    public String id() {
        return id;
    }

    public EntityViewModel parent() {
        return parent;
    }

    public EntityViewModel child() {
        return child;
    }

    public Relationship relationship() {
        return relationship.get();
    }

    public ReadOnlyObjectProperty<Relationship> relationshipProperty() {
        return relationship.getReadOnlyProperty();
    }

    public Mapping mapping() {
        return mapping.get();
    }

    public ReadOnlyObjectProperty<Mapping> mappingProperty() {
        return mapping.getReadOnlyProperty();
    }

    public BooleanProperty selected() {
        return selected;
    }

    /** True when the children live inside the parent's documents (embedded or a subset). */
    public boolean isEmbedded() {
        return mapping.get().strategy().embedsChildren();
    }

    public boolean connects(String entityId) {
        return parent.id().equals(entityId) || child.id().equals(entityId);
    }
}
