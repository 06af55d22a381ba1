package dev.docshape.app.designer.diagram;

import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
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

    /**
     * Why this mapping breaks a rule of thumb, or null: an unbounded array embedded or of ids in
     * the parent, or often-changing data shared by many parents embedded in each of them.
     */
    public String warning() {
        Relationship r = relationship();
        Strategy s = mapping().strategy();
        if (s instanceof Embed && r.unbounded()) {
            return "Unbounded embedded array: the parent document grows without limit";
        }
        if (s instanceof Embed && r.volatility() == Volatility.FREQUENT && r.sharedBy() > 1) {
            return "Often-changing data shared by many parents is embedded: one change rewrites every copy";
        }
        if (s instanceof Reference ref && ref.placement() == Placement.PARENT_HOLDS_CHILD_IDS && r.unbounded()) {
            return "Unbounded array of ids in the parent: every new child rewrites the parent";
        }
        if (s instanceof dev.docshape.model.mapping.ExtendedReference ext && ext.copiedFields().isEmpty()) {
            return "The extended reference copies no fields yet, so it is a plain reference: tick the fields to copy below";
        }
        return null;
    }

    public boolean connects(String entityId) {
        return parent.id().equals(entityId) || child.id().equals(entityId);
    }
}
