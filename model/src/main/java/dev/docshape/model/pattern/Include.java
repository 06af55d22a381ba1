package dev.docshape.model.pattern;

import dev.docshape.model.naming.Names;

import java.util.List;

/**
 * A relationship a pattern follows from the entity it stands on, in whichever direction leads
 * away from that entity (parent to children, or child to parent).
 *
 * @param relationship the relationship id
 * @param fields       the fields read (or written) of the entity at the other end; empty = all
 * @param limit        how many related items are needed (the 3 most recent); 0 = all of them
 * @param includes     relationships followed further from the other end
 */
public record Include(String relationship, List<String> fields, int limit, List<Include> includes) {
    public Include {
        Names.requireName(relationship, "included relationship");
        fields = List.copyOf(fields == null ? List.of() : fields);
        if (limit < 0) throw new IllegalArgumentException("include '" + relationship + "': limit must not be negative");
        includes = List.copyOf(includes == null ? List.of() : includes);
    }

    public static Include of(String relationship) {
        return new Include(relationship, List.of(), 0, List.of());
    }
}
