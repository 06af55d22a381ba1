package dev.docshape.model.search;

import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;

/** One change a search can make to a design: a relationship's mapping, or whether an entity keeps a collection of its own. */
sealed interface DesignMove {

    Design applyTo(Design design);

    /** True when {@code design} already has what this move would give it. */
    boolean holdsIn(Design design);

    /** Maps one relationship another way. */
    record MappingMove(Relationship relationship, Mapping mapping) implements DesignMove {
        @Override
        public Design applyTo(Design design) {
            return design.withMapping(relationship.id(), mapping);
        }

        @Override
        public boolean holdsIn(Design design) {
            return design.mappingFor(relationship).equals(mapping);
        }
    }

    /** Gives an embedded entity a collection of its own besides its embedded copies, or takes it away. */
    record StandaloneMove(String entityId, boolean keepsOwnCollection) implements DesignMove {
        @Override
        public Design applyTo(Design design) {
            return design.withStandalone(entityId, keepsOwnCollection);
        }

        @Override
        public boolean holdsIn(Design design) {
            return design.standalone().contains(entityId) == keepsOwnCollection;
        }
    }
}
