package dev.docshape.model.edit;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.MappingText;

/** Words for the Undo and Redo menu items. */
final class Describe {
    private Describe() {
    }

    /** "Person.addresses": the parent's name and the field that holds the children. */
    static String relationship(DataModel model, Relationship relationship) {
        return model.entity(relationship.parent()).map(Entity::name).orElse(relationship.parent()) + "." + relationship.name();
    }

    static String mapping(Mapping mapping) {
        return MappingText.describe(mapping);
    }
}
