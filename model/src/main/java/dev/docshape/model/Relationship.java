package dev.docshape.model;

import dev.docshape.model.naming.Names;
import java.util.Objects;

/**
 * A link from a parent entity to its children.
 *
 * @param id          stable identifier
 * @param parent      parent entity id
 * @param child       child entity id
 * @param name        the field that holds the children in the parent's document ({@code addresses})
 * @param inverseName the field that holds the parent(s) in the child's document ({@code authors});
 *                    null derives it from the parent entity's name
 * @param cardinality the relationship's kind
 * @param avgCount    average children per parent
 * @param maxCount    maximum children per parent; null means unbounded
 * @param sharedBy    average parents per child: 1 when a child belongs to one parent, the number of
 *                    authors per book for many-to-many, thousands for a widely held stock
 * @param contains    the parent contains the child (an address belongs to its person)
 * @param volatility  how often the child changes
 * @param minCount    minimum children per parent (0: a parent may have none)
 * @param presence    the share of parents whose documents hold the relationship's field {@code name} where a design puts
 *                    it in the parent (the embedded children, their ids, their copies): a ticket's {@code parts} left out
 *                    of the 66 % of tickets that have none is {@code 0.34}; 1 when every parent holds it, empty or not
 *                    (decision 0573)
 * @param inversePresence the share of children whose documents hold the field at the child's end (the parent's id, its
 *                    copy): a ticket's {@code technicianId} in 84 % of tickets is {@code 0.84}, the others have no
 *                    technician; 1 when every child has its parent(s) (decision 0573)
 */
public record Relationship(String id, String parent, String child, String name, String inverseName,
                           Cardinality cardinality, double avgCount, Integer maxCount, double sharedBy,
                           boolean contains, Volatility volatility, int minCount, double presence,
                           double inversePresence) {

    /**
     * One end of a relationship. A self relationship (users following users) has the same entity at both ends, so
     * what sits at which end is told by the end, not by the entity (decision 0494).
     */
    public enum End {
        PARENT, CHILD;

        public End other() {
            return this == PARENT ? CHILD : PARENT;
        }
    }

    public Relationship {
        Names.requireName(id, "relationship id");
        Names.requireName(parent, "relationship '" + id + "' parent");
        Names.requireName(child, "relationship '" + id + "' child");
        Names.requireName(name, "relationship '" + id + "' name");
        Objects.requireNonNull(cardinality, "relationship '" + id + "' cardinality");
        if (volatility == null) volatility = Volatility.STABLE;
        if (inverseName != null && inverseName.isBlank()) inverseName = null;
        if (minCount < 0) throw new IllegalArgumentException("relationship '" + id + "': minimum count must not be negative");
        requireShare(presence, id, "presence");
        requireShare(inversePresence, id, "inverse presence");
    }

    private static void requireShare(double share, String id, String what) {
        if (!(share > 0 && share <= 1)) {
            throw new IllegalArgumentException("relationship '" + id + "': " + what + " must be above 0 and at most 1, was " + share);
        }
    }

    /** A relationship whose fields every parent and every child hold. */
    public Relationship(String id, String parent, String child, String name, String inverseName,
                        Cardinality cardinality, double avgCount, Integer maxCount, double sharedBy,
                        boolean contains, Volatility volatility, int minCount) {
        this(id, parent, child, name, inverseName, cardinality, avgCount, maxCount, sharedBy, contains, volatility, minCount, 1, 1);
    }

    /** A relationship whose parents may have no children. */
    public Relationship(String id, String parent, String child, String name, String inverseName,
                        Cardinality cardinality, double avgCount, Integer maxCount, double sharedBy,
                        boolean contains, Volatility volatility) {
        this(id, parent, child, name, inverseName, cardinality, avgCount, maxCount, sharedBy, contains, volatility, 0);
    }

    public boolean unbounded() {
        return maxCount == null;
    }

    public boolean isManyToMany() {
        return cardinality == Cardinality.MANY_TO_MANY;
    }

    /** True when both ends are the same entity (users following users, messages replying to messages). */
    public boolean isSelf() {
        return parent.equals(child);
    }

    /** The entity at one end. */
    public String entityAt(End end) {
        return end == End.PARENT ? parent : child;
    }

    /** The other end of this relationship, seen from {@code entityId}. */
    public String otherEnd(String entityId) {
        if (parent.equals(entityId)) return child;
        if (child.equals(entityId)) return parent;
        throw new IllegalArgumentException("relationship '" + id + "' does not touch entity '" + entityId + "'");
    }

    public Relationship withName(String newName) {
        return new Relationship(id, parent, child, newName, inverseName, cardinality, avgCount, maxCount, sharedBy, contains, volatility, minCount, presence, inversePresence);
    }

    public Relationship withCardinality(Cardinality newCardinality) {
        return new Relationship(id, parent, child, name, inverseName, newCardinality, avgCount, maxCount, sharedBy, contains, volatility, minCount, presence, inversePresence);
    }

    public Relationship withCounts(double newAvg, Integer newMax) {
        return new Relationship(id, parent, child, name, inverseName, cardinality, newAvg, newMax, sharedBy, contains, volatility, minCount, presence, inversePresence);
    }

    public Relationship withCounts(int newMin, double newAvg, Integer newMax) {
        return new Relationship(id, parent, child, name, inverseName, cardinality, newAvg, newMax, sharedBy, contains, volatility, newMin, presence, inversePresence);
    }

    public Relationship withSharedBy(double newSharedBy) {
        return new Relationship(id, parent, child, name, inverseName, cardinality, avgCount, maxCount, newSharedBy, contains, volatility, minCount, presence, inversePresence);
    }

    public Relationship withContains(boolean newContains) {
        return new Relationship(id, parent, child, name, inverseName, cardinality, avgCount, maxCount, sharedBy, newContains, volatility, minCount, presence, inversePresence);
    }

    /** This relationship, its field held by {@code share} of the parents' documents (decision 0573). */
    public Relationship withPresence(double share) {
        return withPresences(share, inversePresence);
    }

    /** This relationship, its parent's id (or copy) held by {@code share} of the children's documents (decision 0573). */
    public Relationship withInversePresence(double share) {
        return withPresences(presence, share);
    }

    /** This relationship, its field held by {@code parents} of the parents' documents and {@code children} of the children's. */
    public Relationship withPresences(double parents, double children) {
        return new Relationship(id, parent, child, name, inverseName, cardinality, avgCount, maxCount, sharedBy, contains, volatility, minCount, parents, children);
    }

    public Relationship withVolatility(Volatility newVolatility) {
        return new Relationship(id, parent, child, name, inverseName, cardinality, avgCount, maxCount, sharedBy, contains, newVolatility, minCount, presence, inversePresence);
    }
}
