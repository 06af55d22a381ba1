package dev.docshape.model.search;

import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.mapping.Mapping;

import java.util.Objects;

/**
 * One change a search can make to a design: a relationship's mapping, whether an entity keeps a
 * collection of its own, or an entity's duplicate collection or feed.
 */
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

    /**
     * Declares the entity's duplicate collection of every document (decision 0330), replacing the one it had,
     * or drops it; its feed stays.
     *
     * @param duplicate the duplicate to declare; null to have none
     */
    record DuplicateMove(String entityId, Duplicates.Duplicate duplicate) implements DesignMove {
        @Override
        public Design applyTo(Design design) {
            Duplicates now = design.duplicates();
            return design.withDuplicates(duplicate == null ? now.without(entityId, false) : now.with(duplicate));
        }

        @Override
        public boolean holdsIn(Design design) {
            return Objects.equals(design.duplicates().duplicateOf(entityId), duplicate);
        }
    }

    /**
     * Declares the entity's feed (decisions 0321, 0325), replacing the one it had, or drops it; its duplicate
     * of every document stays.
     *
     * @param feed the feed to declare; null to have none
     */
    record FeedMove(String entityId, Duplicates.Duplicate feed) implements DesignMove {
        @Override
        public Design applyTo(Design design) {
            Duplicates now = design.duplicates();
            return design.withDuplicates(feed == null ? now.without(entityId, true) : now.with(feed));
        }

        @Override
        public boolean holdsIn(Design design) {
            return Objects.equals(design.duplicates().feedOf(entityId), feed);
        }
    }
}
