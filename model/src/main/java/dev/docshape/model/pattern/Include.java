package dev.docshape.model.pattern;

import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.naming.Names;

import java.util.List;

/**
 * A relationship a pattern follows from the entity it stands on, in whichever direction leads
 * away from that entity (parent to children, or child to parent).
 *
 * @param relationship the relationship id
 * @param fields       the fields read (or written) of the entity at the other end; empty = all. A read
 *                     returns only these (a projection): where the database charges by the size returned,
 *                     the read is priced by them (docs/counting-rules.md "Projections and counts on includes")
 * @param limit        how many related items are needed (the 3 most recent); 0 = all of them
 * @param includes     relationships followed further from the other end
 * @param counts       relationship ids whose number of children is read for each instance at the other end
 *                     (each post of a user with its comment count)
 */
public record Include(String relationship, List<String> fields, int limit, List<Include> includes, List<String> counts) {
    public Include {
        Names.requireName(relationship, "included relationship");
        fields = List.copyOf(fields == null ? List.of() : fields);
        if (limit < 0) throw new IllegalArgumentException("include '" + relationship + "': limit must not be negative");
        includes = List.copyOf(includes == null ? List.of() : includes);
        counts = List.copyOf(counts == null ? List.of() : counts);
    }

    /** An include that counts nothing further. */
    public Include(String relationship, List<String> fields, int limit, List<Include> includes) {
        this(relationship, fields, limit, includes, List.of());
    }

    public static Include of(String relationship) {
        return new Include(relationship, List.of(), 0, List.of());
    }

    /** The same include counting {@code counted} relationships of the entity at the other end. */
    public Include withCounts(List<String> counted) {
        return new Include(relationship, fields, limit, includes, counted);
    }

    /**
     * True when the copies an extended reference mapped by {@code s} keeps in the documents in hand serve this include:
     * it names its fields, each the id or held by a copy ({@link FieldPaths#heldIn}: a copy of {@code address} holds
     * {@code address.city}), and follows nothing further. The estimate and {@code measure} then send no request for it
     * (docs/counting-rules.md "Batched", decision 0563).
     */
    public boolean servedByCopies(Strategy s) {
        if (!(s instanceof ExtendedReference x) || fields.isEmpty() || !includes.isEmpty()) return false;
        for (String f : fields) {
            if (!f.equals("id") && !FieldPaths.heldIn(f, x.copiedFields())) return false;
        }
        return true;
    }

    /** The same include reading only {@code read} fields (empty: all). */
    public Include withFields(List<String> read) {
        return new Include(relationship, read, limit, includes, counts);
    }
}
