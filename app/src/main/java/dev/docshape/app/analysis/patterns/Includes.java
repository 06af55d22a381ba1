package dev.docshape.app.analysis.patterns;

import dev.docshape.model.pattern.Include;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Changes to a pattern's tree of included relationships, addressed by a path: the relationship
 * ids followed from the pattern's root entity ({@code [person-contacts, contact-type]}).
 */
public final class Includes {
    private Includes() {
    }

    /** The include at {@code path}, if the pattern follows it. */
    public static Optional<Include> find(List<Include> includes, List<String> path) {
        requirePath(path);
        List<Include> level = includes;
        Include found = null;
        for (String relationship : path) {
            found = level.stream().filter(i -> i.relationship().equals(relationship)).findFirst().orElse(null);
            if (found == null) return Optional.empty();
            level = found.includes();
        }
        return Optional.ofNullable(found);
    }

    /**
     * Follows (or stops following) the relationship at the end of {@code path}; its parent path must
     * be followed already. Stopping drops everything followed below it.
     */
    public static List<Include> set(List<Include> includes, List<String> path, boolean follow) {
        requirePath(path);
        String last = path.get(path.size() - 1);
        List<String> parent = path.subList(0, path.size() - 1);
        UnaryOperator<List<Include>> change = level -> {
            List<Include> copy = new ArrayList<>(level);
            boolean present = copy.removeIf(i -> i.relationship().equals(last));
            if (follow) {
                if (present) return level;
                copy.add(Include.of(last));
            }
            return copy;
        };
        return parent.isEmpty() ? change.apply(includes) : update(includes, parent, i -> withIncludes(i, change.apply(i.includes())));
    }

    /** Replaces the include at {@code path} by {@code change} applied to it; an unknown path is an error. */
    public static List<Include> update(List<Include> includes, List<String> path, UnaryOperator<Include> change) {
        requirePath(path);
        String first = path.get(0);
        List<Include> copy = new ArrayList<>(includes.size());
        boolean found = false;
        for (Include i : includes) {
            if (i.relationship().equals(first)) {
                found = true;
                copy.add(path.size() == 1 ? change.apply(i)
                        : withIncludes(i, update(i.includes(), path.subList(1, path.size()), change)));
            } else {
                copy.add(i);
            }
        }
        if (!found) throw new IllegalArgumentException("the pattern does not follow '" + first + "'");
        return copy;
    }

    /** Reads (or stops reading) {@code field} of the entity reached by {@code path}; no field ticked means all fields. */
    public static List<Include> setField(List<Include> includes, List<String> path, String field, boolean read) {
        Objects.requireNonNull(field, "field");
        return update(includes, path, i -> i.withFields(toggled(i.fields(), field, read)));
    }

    public static List<Include> setLimit(List<Include> includes, List<String> path, int limit) {
        return update(includes, path, i -> new Include(i.relationship(), i.fields(), limit, i.includes(), i.counts()));
    }

    /** Reads (or stops reading) the number of children of {@code relationship} for each instance reached by {@code path}. */
    public static List<Include> setCount(List<Include> includes, List<String> path, String relationship, boolean counted) {
        Objects.requireNonNull(relationship, "relationship");
        return update(includes, path, i -> i.withCounts(toggled(i.counts(), relationship, counted)));
    }

    /** {@code values} with {@code value} added (at the end) or removed. */
    public static List<String> toggled(List<String> values, String value, boolean present) {
        List<String> copy = new ArrayList<>(values);
        copy.remove(value);
        if (present) copy.add(value);
        return List.copyOf(copy);
    }

    private static Include withIncludes(Include i, List<Include> includes) {
        return new Include(i.relationship(), i.fields(), i.limit(), includes, i.counts());
    }

    private static void requirePath(List<String> path) {
        if (path == null || path.isEmpty()) throw new IllegalArgumentException("an include path needs at least one relationship");
    }
}
