package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Reference;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Which collections of a projection share a container because their relationships are co-located
 * ({@link Reference#coLocated()}). A child co-located with a parent that is itself co-located goes
 * to the top parent's container. A co-location that cannot hold (the parent or the child has no
 * collection of its own, the child is already co-located elsewhere, a cycle) is left out with a
 * problem naming the relationship.
 */
public final class CoLocations {
    /** The type field's name, unless a member already has a field of that name. */
    static final List<String> TYPE_FIELDS = List.of("type", "docType", "_type");

    private final List<CoLocation> groups;
    private final Map<String, CoLocation> byCollection;
    private final Set<String> coLocatedRelationships;
    private final List<String> problems;

    private CoLocations(List<CoLocation> groups, Set<String> coLocatedRelationships, List<String> problems) {
        this.groups = List.copyOf(groups);
        this.coLocatedRelationships = Set.copyOf(coLocatedRelationships);
        this.problems = List.copyOf(problems);
        this.byCollection = new HashMap<>();
        for (CoLocation g : groups) for (CoLocation.Member m : g.members()) byCollection.put(m.collection(), g);
    }

    public static CoLocations of(DataModel model, Design design, Projection projection) {
        return of(model, design, entity -> projection.entityCollection(entity).orElse(null));
    }

    /**
     * The co-locations of the design, given each entity's own collection ({@code ownCollection}
     * answers null for an entity without one).
     */
    public static CoLocations of(DataModel model, Design design, Function<String, CollectionShape> ownCollection) {
        Map<String, Entity> entities = new HashMap<>();
        for (Entity e : model.entities()) entities.putIfAbsent(e.id(), e);
        List<Relationship> coLocated = new ArrayList<>();
        for (Relationship r : model.relationships()) {
            if (design.mappingFor(r).strategy() instanceof Reference ref && ref.coLocated()) coLocated.add(r);
        }
        return of(entities, coLocated, ownCollection);
    }

    /**
     * The co-locations of a design whose co-located references are {@code coLocated} (in model
     * order): a projection session knows them without looking up every relationship's mapping, so
     * deciding the groups costs what the co-locations are, not what the model is.
     *
     * @param entities the model's entities by id (the first of each id)
     */
    static CoLocations of(Map<String, Entity> entities, List<Relationship> coLocated,
                          Function<String, CollectionShape> ownCollection) {
        // child entity -> the co-located relationship it is keyed by (the first that can hold)
        Map<String, Relationship> parentLink = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        for (Relationship r : coLocated) {
            Entity parent = entities.get(r.parent());
            Entity child = entities.get(r.child());
            if (parent == null || child == null) continue;
            if (ownCollection.apply(r.parent()) == null || ownCollection.apply(r.child()) == null) {
                problems.add("relationship '" + r.name() + "' is co-located, but " + (ownCollection.apply(r.parent()) == null
                        ? parent.name() : child.name()) + " has no collection of its own; it is referenced as usual");
            } else if (r.parent().equals(r.child())) {
                problems.add("relationship '" + r.name() + "' links " + parent.name() + " to itself and cannot be co-located");
            } else if (parentLink.putIfAbsent(r.child(), r) != null) {
                problems.add("relationship '" + r.name() + "' is co-located, but " + child.name()
                        + " is already co-located with " + entities.get(parentLink.get(r.child()).parent()).name());
            }
        }
        Map<String, List<Relationship>> childrenOf = new LinkedHashMap<>();
        Map<String, String> top = new HashMap<>();
        for (Relationship r : parentLink.values()) {
            String host = topOf(r.child(), parentLink);
            if (host == null) {
                problems.add("relationship '" + r.name() + "' closes a cycle of co-located relationships; it is referenced as usual");
                continue;
            }
            top.put(r.child(), host);
        }
        for (Relationship r : parentLink.values()) {
            String host = top.get(r.child());
            if (host != null) childrenOf.computeIfAbsent(host, k -> new ArrayList<>()).add(r);
        }
        List<CoLocation> groups = new ArrayList<>(childrenOf.size());
        Set<String> used = new HashSet<>();
        for (Map.Entry<String, List<Relationship>> e : childrenOf.entrySet()) {
            CollectionShape container = ownCollection.apply(e.getKey());
            List<CoLocation.Member> members = new ArrayList<>();
            List<CollectionShape> shapes = new ArrayList<>();
            members.add(new CoLocation.Member(e.getKey(), container.name(), entities.get(e.getKey()).name(), null, null));
            shapes.add(container);
            for (Relationship r : e.getValue()) {
                CollectionShape c = ownCollection.apply(r.child());
                members.add(new CoLocation.Member(r.child(), c.name(), entities.get(r.child()).name(), r.id(), r.parent()));
                shapes.add(c);
                used.add(r.id());
            }
            groups.add(new CoLocation(container.name(), typeField(shapes), members));
        }
        return new CoLocations(groups, used, problems);
    }

    /** The entity at the top of the chain of co-located parents above {@code entity}; null for a cycle. */
    private static String topOf(String entity, Map<String, Relationship> parentLink) {
        Set<String> seen = new HashSet<>();
        String current = entity;
        while (parentLink.containsKey(current)) {
            if (!seen.add(current)) return null;
            current = parentLink.get(current).parent();
        }
        return current;
    }

    private static String typeField(List<CollectionShape> shapes) {
        for (int i = 0; ; i++) {
            String candidate = i < TYPE_FIELDS.size() ? TYPE_FIELDS.get(i) : "_type" + i;
            boolean taken = false;
            for (CollectionShape s : shapes) taken |= s.document().field(candidate).isPresent();
            if (!taken) return candidate;
        }
    }

    public List<CoLocation> groups() {
        return groups;
    }

    /** The co-location the collection belongs to, as host or as member. */
    public Optional<CoLocation> of(String collection) {
        return Optional.ofNullable(byCollection.get(collection));
    }

    /** The collection that physically holds the documents of {@code collection}: itself unless co-located. */
    public String containerOf(String collection) {
        CoLocation g = byCollection.get(collection);
        return g == null ? collection : g.container();
    }

    /** True when the relationship is co-located and the co-location holds. */
    public boolean holds(String relationshipId) {
        return coLocatedRelationships.contains(relationshipId);
    }

    /** Co-locations that were declared but cannot hold, in words. */
    public List<String> problems() {
        return problems;
    }
}
