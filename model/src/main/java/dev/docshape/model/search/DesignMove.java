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

    /** True when the two designs make the same choice where this move changes one (decision 0415). */
    boolean sameIn(Design a, Design b);

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

        @Override
        public boolean sameIn(Design a, Design b) {
            return a.mappingFor(relationship).equals(b.mappingFor(relationship));
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

        @Override
        public boolean sameIn(Design a, Design b) {
            return a.standalone().contains(entityId) == b.standalone().contains(entityId);
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

        @Override
        public boolean sameIn(Design a, Design b) {
            return Objects.equals(a.duplicates().duplicateOf(entityId), b.duplicates().duplicateOf(entityId));
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

        @Override
        public boolean sameIn(Design a, Design b) {
            return Objects.equals(a.duplicates().feedOf(entityId), b.duplicates().feedOf(entityId));
        }
    }
}
