package dev.docshape.model.query;

import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionKind;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Home;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ShapeField;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Optional;

/**
 * Where things sit in a design's documents, as the templates address them: an entity's home, its
 * occurrences in one collection, the path of a field by its role and relationship, and how to
 * address one instance (its filter, the update prefix with array positions, the array filters).
 */
final class Locations {
    /** The id field of a top-level document. */
    static final String TOP_ID = "_id";
    /** The id field of an embedded instance or copy. */
    static final String NESTED_ID = "id";

    private final Projection projection;
    private final Map<String, Set<String>> arrayPathsByCollection = new HashMap<>();

    Locations(Projection projection) {
        this.projection = projection;
    }

    CollectionShape collection(String name) {
        return projection.collection(name).orElseThrow(() -> new IllegalStateException("no collection '" + name + "' in this design"));
    }

    /** Where the entity's whole instance is read ({@link Home}, as the estimator reads it). */
    Occurrence home(String entity) {
        Occurrence home = Home.among(projection.occurrencesOf(entity));
        if (home == null) throw new IllegalStateException("entity '" + entity + "' is stored nowhere in this design");
        return home;
    }

    /**
     * Where a read of the entity by its ids in {@code collection} finds it: its whole occurrence there (the buckets
     * holding every instance, decision 0459), else its home.
     */
    Occurrence heldIn(String entity, String collection) {
        for (Occurrence o : projection.occurrencesOf(entity)) {
            if (o.collection().equals(collection) && o.whole()) return o;
        }
        return home(entity);
    }

    /** The entity's occurrences in one collection. */
    List<Occurrence> in(String entity, String collection) {
        List<Occurrence> found = new ArrayList<>(2);
        for (Occurrence o : projection.occurrencesOf(entity)) {
            if (o.collection().equals(collection)) found.add(o);
        }
        return found;
    }

    /** The occurrence of {@code entity} in {@code collection} put there through {@code relationship}, if any. */
    Optional<Occurrence> via(String entity, String collection, String relationship) {
        for (Occurrence o : in(entity, collection)) {
            if (relationship == null ? o.kind() == Occurrence.Kind.DOCUMENT : relationship.equals(o.viaRelationship())) {
                return Optional.of(o);
            }
        }
        return Optional.empty();
    }

    /** The path of the ids of an entity's instances in a collection's documents ({@code _id}, {@code comments.id}). */
    List<String> idPath(Occurrence o) {
        if (o.fieldPath().isEmpty()) return List.of(TOP_ID);
        return plus(o.fieldPath(), NESTED_ID);
    }

    /**
     * The first field of the collection's documents (depth first) with one of the roles, put there by
     * the relationship and about the entity (null matches any): its path, with {@code id} added when
     * it holds objects (copies), so that the path leads to ids.
     */
    Optional<List<String>> linkPath(CollectionShape c, String relationship, String entity, ShapeField.Role... roles) {
        return find(c.document().fields(), List.of(), relationship, entity, null, roles);
    }

    /**
     * As {@link #linkPath(CollectionShape, String, String, ShapeField.Role...)}, the field holding the instances at
     * {@code held} end of the relationship: a self relationship's {@code following} and {@code followers} hold the
     * same entity (decision 0494).
     */
    Optional<List<String>> linkPath(CollectionShape c, String relationship, String entity, Relationship.End held,
                                    ShapeField.Role... roles) {
        return find(c.document().fields(), List.of(), relationship, entity, held, roles);
    }

    /**
     * The occurrence of {@code entity} in {@code collection} a write of the instance itself addresses: a whole one (its
     * own document first), not a copy of it that the same collection keeps for another instance (a user's copies of
     * the users it follows).
     */
    Occurrence written(String entity, String collection) {
        List<Occurrence> found = in(entity, collection);
        for (Occurrence o : found) {
            if (o.fieldPath().isEmpty()) return o;
        }
        for (Occurrence o : found) {
            if (o.whole()) return o;
        }
        if (found.isEmpty()) throw new IllegalStateException("no '" + entity + "' in '" + collection + "'");
        return found.get(0);
    }

    /**
     * The occurrences of {@code entity} in {@code collection} a change or removal of the instance addresses: its
     * documents there ({@code putThereBy} null), or its copies inside other documents there that the relationship
     * {@code putThereBy} put there. A collection may hold both (a user's document and its followers' copies of it), and
     * copies put there by several relationships (an order's buyer and seller), each written by a request of its own,
     * which names the relationship (decisions 0508, 0517).
     */
    List<Occurrence> written(String entity, String collection, String putThereBy) {
        List<Occurrence> found = new ArrayList<>(2);
        for (Occurrence o : in(entity, collection)) {
            boolean own = o.fieldPath().isEmpty();
            if (putThereBy == null ? own : !own && putThereBy.equals(o.viaRelationship())) found.add(o);
        }
        if (found.isEmpty()) {
            throw new IllegalStateException("'" + collection + "' holds no " + (putThereBy == null ? "documents of '" + entity + "'"
                    : "copies of '" + entity + "' put there by '" + putThereBy + "'"));
        }
        return found;
    }

    /**
     * The id field of a joining collection's documents for the relationship's parent end or child end: the first and
     * the second id, as {@code DocumentBuilder.joinCollection} writes them and {@code measure} reads them. By side, not
     * by entity, since both ends of a self relationship (users following users) are the same entity (decision 0493).
     */
    Optional<List<String>> joinPath(CollectionShape c, boolean parentEnd) {
        if (c.kind() != CollectionKind.JOIN) return Optional.empty();
        Relationship.End wanted = parentEnd ? Relationship.End.PARENT : Relationship.End.CHILD;
        for (ShapeField f : c.document().fields()) {
            if (f.role() == ShapeField.Role.REFERENCE && f.end() == wanted) return Optional.of(List.of(f.name()));
        }
        return Optional.empty();
    }

    private Optional<List<String>> find(List<ShapeField> fields, List<String> prefix, String relationship, String entity,
                                        Relationship.End held, ShapeField.Role[] roles) {
        for (ShapeField f : fields) {
            List<String> path = plus(prefix, f.name());
            if (matches(f, relationship, entity, roles) && (held == null || held == f.end())) {
                return Optional.of(f.holdsObjects() || f.kind() == ShapeField.Kind.OBJECT ? plus(path, NESTED_ID) : path);
            }
        }
        for (ShapeField f : fields) {
            if (f.children().isEmpty()) continue;
            Optional<List<String>> inner = find(f.children(), plus(prefix, f.name()), relationship, entity, held, roles);
            if (inner.isPresent()) return inner;
        }
        return Optional.empty();
    }

    private static boolean matches(ShapeField f, String relationship, String entity, ShapeField.Role[] roles) {
        if (relationship != null && !relationship.equals(f.relationship())) return false;
        if (entity != null && !entity.equals(f.entity())) return false;
        for (ShapeField.Role role : roles) {
            if (f.role() == role) return true;
        }
        return false;
    }

    /** The field (top level) of the collection with the role for the relationship, e.g. a count or a bucket's count. */
    Optional<ShapeField> topField(CollectionShape c, String relationship, ShapeField.Role role) {
        for (ShapeField f : c.document().fields()) {
            if (f.role() == role && (relationship == null || relationship.equals(f.relationship()))) return Optional.of(f);
        }
        return Optional.empty();
    }

    /** For each collection the operations touch, the dotted paths of its array fields (computed once per collection). */
    Map<String, Set<String>> arrayPaths(List<Operation> operations) {
        Map<String, Set<String>> paths = new HashMap<>();
        for (Operation op : operations) {
            paths.computeIfAbsent(op.collection(), name -> arrayPathsByCollection.computeIfAbsent(name, n ->
                    projection.collection(n).map(c -> {
                        Set<String> found = new HashSet<>();
                        collectArrayPaths(c.document().fields(), "", found);
                        return Set.copyOf(found);
                    }).orElse(Set.of())));
        }
        return paths;
    }

    private static void collectArrayPaths(List<ShapeField> fields, String prefix, Set<String> into) {
        for (ShapeField f : fields) {
            String path = prefix + f.name();
            if (f.kind() == ShapeField.Kind.ARRAY) into.add(path);
            collectArrayPaths(f.children(), path + ".", into);
        }
    }

    /** True when the field at this path of the collection's documents is an array. */
    boolean isArray(CollectionShape c, List<String> path) {
        return field(c, path).map(f -> f.kind() == ShapeField.Kind.ARRAY).orElse(false);
    }

    /** The field at this path of the collection's documents. */
    Optional<ShapeField> field(CollectionShape c, List<String> path) {
        List<ShapeField> level = c.document().fields();
        ShapeField found = null;
        for (String name : path) {
            found = null;
            for (ShapeField f : level) {
                if (f.name().equals(name)) found = f;
            }
            if (found == null) return Optional.empty();
            level = found.children();
        }
        return Optional.ofNullable(found);
    }

    /**
     * How to address one instance of an occurrence by its id value: the filter finding its
     * documents, the update prefix leading to it (array items through array filters), and those filters.
     */
    Address address(Occurrence o, Expr id, String filterName) {
        if (o.fieldPath().isEmpty()) return new Address(Expr.Doc.of(TOP_ID, id), "", List.of());
        return holding(o, List.of(NESTED_ID), id, filterName);
    }

    /**
     * How to address the instance of an occurrence that holds {@code value} at {@code inside} (a path within the
     * instance): the post, embedded in its author's document, whose latest comments hold a comment's id
     * ({@code inside} = recentComments.id). The filter finds its documents by that path, the innermost array on the
     * way is reached through an array filter on it.
     */
    Address holding(Occurrence o, List<String> inside, Expr value, String filterName) {
        CollectionShape c = collection(o.collection());
        List<String> path = o.fieldPath();
        int innermost = -1;
        for (int i = 0; i < path.size(); i++) {
            if (isArray(c, path.subList(0, i + 1))) innermost = i;
        }
        StringBuilder prefix = new StringBuilder();
        for (int i = 0; i < path.size(); i++) {
            if (i > 0) prefix.append('.');
            prefix.append(path.get(i));
            if (i == innermost) prefix.append(".$[").append(filterName).append(']');
            else if (i < innermost && isArray(c, path.subList(0, i + 1))) prefix.append(".$[]");
        }
        List<String> found = new ArrayList<>(path);
        found.addAll(inside);
        Expr.Doc filter = Expr.Doc.of(String.join(".", found), value);
        if (innermost < 0) return new Address(filter, prefix.toString(), List.of());
        List<String> inItem = new ArrayList<>(path.subList(innermost + 1, path.size()));
        inItem.addAll(inside);
        Expr.Doc arrayFilter = Expr.Doc.of(filterName + "." + String.join(".", inItem), value);
        return new Address(filter, prefix.toString(), List.of(arrayFilter));
    }

    /** Where an update reaches an instance. */
    record Address(Expr.Doc filter, String prefix, List<Expr.Doc> arrayFilters) {
        String field(String name) {
            return prefix.isEmpty() ? name : prefix + "." + name;
        }
    }

    static List<String> plus(List<String> path, String name) {
        List<String> p = new ArrayList<>(path.size() + 1);
        p.addAll(path);
        p.add(name);
        return p;
    }
}
