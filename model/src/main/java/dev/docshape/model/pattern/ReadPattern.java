package dev.docshape.model.pattern;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.naming.Names;

import java.util.List;
import java.util.Objects;

/**
 * A read: root documents of {@code entity}, then the related data of {@code includes}.
 *
 * @param id              stable identifier
 * @param name            what the application does ("read person with addresses")
 * @param frequency       executions per second
 * @param entity          root entity id
 * @param selection       by id or by a filter
 * @param byParent        for a filter, the relationship whose parent the roots belong to
 *                        (the comments of one post); null for any other filter
 * @param expectedMatches for a filter, how many roots match on average (1 for BY_ID)
 * @param limit           for a filter, how many roots the application takes (0 = all matches)
 * @param fields          root fields read; empty = all
 * @param includes        relationships followed from the root
 * @param counts          relationship ids whose number of children is read (an author's book count)
 * @param order           for a filter, the order whose first {@code limit} roots are taken ("the 10
 *                        newest posts"); null = any matches (docs/counting-rules.md "Ordering and feeds")
 */
public record ReadPattern(String id, String name, double frequency, String entity, Selection selection,
                          String byParent, int expectedMatches, int limit, List<String> fields,
                          List<Include> includes, List<String> counts, Ordering order) implements AccessPattern {

    public ReadPattern {
        Names.requireName(id, "pattern id");
        Names.requireName(name, "pattern '" + id + "' name");
        Names.requireName(entity, "pattern '" + id + "' entity");
        Objects.requireNonNull(selection, "pattern '" + id + "' selection");
        if (frequency < 0) throw new IllegalArgumentException("pattern '" + id + "': frequency must not be negative");
        if (selection == Selection.BY_ID) {
            expectedMatches = 1;
            limit = 1;
            byParent = null;
            order = null;
        }
        if (expectedMatches < 0 || limit < 0) {
            throw new IllegalArgumentException("pattern '" + id + "': matches and limit must not be negative");
        }
        fields = List.copyOf(fields == null ? List.of() : fields);
        includes = List.copyOf(includes == null ? List.of() : includes);
        counts = List.copyOf(counts == null ? List.of() : counts);
    }

    /** A read that takes any of the matches, in no particular order. */
    public ReadPattern(String id, String name, double frequency, String entity, Selection selection,
                       String byParent, int expectedMatches, int limit, List<String> fields,
                       List<Include> includes, List<String> counts) {
        this(id, name, frequency, entity, selection, byParent, expectedMatches, limit, fields, includes, counts, null);
    }

    public ReadPattern withOrder(Ordering newOrder) {
        return new ReadPattern(id, name, frequency, entity, selection, byParent, expectedMatches, limit, fields,
                includes, counts, newOrder);
    }

    /** Roots actually read: the expected matches, capped by the limit. */
    public int rootsRead() {
        return limit == 0 ? expectedMatches : Math.min(limit, expectedMatches);
    }

    public static ReadPattern byId(String id, String name, double frequency, String entity, List<Include> includes) {
        return new ReadPattern(id, name, frequency, entity, Selection.BY_ID, null, 1, 1, List.of(), includes, List.of());
    }
}
