package dev.docshape.model.projection;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a read that names fields gets back of each document it reads (a projection): the id, the fields named, and the
 * fields holding the relationships the read follows or counts from there (links, embedded children, a kept count).
 * The estimator sizes these fields and {@code measure} keeps them of the documents it reads, so both count the same
 * bytes returned (docs/counting-rules.md "Projections and counts on includes").
 *
 * @param fields   the entity's own fields named; empty: whole documents
 * @param followed the relationships followed or counted from the documents read
 */
public record ReturnedFields(List<String> fields, Set<String> followed) {
    /** A read that names no field: whole documents come back. */
    public static final ReturnedFields WHOLE = new ReturnedFields(List.of(), Set.of());

    public ReturnedFields {
        fields = List.copyOf(fields);
        followed = Set.copyOf(followed);
    }

    /** The fields a read naming {@code fields} returns when it then follows {@code included} and counts {@code counted}. */
    public static ReturnedFields of(List<String> fields, Collection<String> included, Collection<String> counted) {
        if (fields.isEmpty()) return WHOLE;
        Set<String> followed = new HashSet<>(counted);
        followed.addAll(included);
        return new ReturnedFields(fields, followed);
    }

    public boolean whole() {
        return fields.isEmpty();
    }

    /** The fields of an entity's own document (or its duplicate's) that come back; all of them for a whole read. */
    public List<ShapeField> ofDocument(List<ShapeField> document) {
        if (whole()) return document;
        List<ShapeField> kept = new ArrayList<>();
        for (ShapeField f : document) {
            boolean wanted = switch (f.role()) {
                case ID -> true;
                case ATTRIBUTE -> fields.contains(f.name());
                default -> f.relationship() != null && followed.contains(f.relationship());
            };
            if (wanted) kept.add(f);
        }
        return kept;
    }

    /**
     * The fields besides the id a projection names to get back {@link #ofDocument} of a document with {@code document}'s
     * fields: the links, embedded data and kept counts followed, in the document's order, then the fields named.
     * {@code measure} sends it to MongoDB, so the server returns what the estimate prices (docs/counting-rules.md
     * "Projections and counts on includes", decision 0497). Empty for a whole read.
     */
    public List<String> projected(List<ShapeField> document) {
        if (whole()) return List.of();
        List<String> names = new ArrayList<>();
        for (ShapeField f : ofDocument(document)) {
            if (f.role() != ShapeField.Role.ID && f.role() != ShapeField.Role.ATTRIBUTE) names.add(f.name());
        }
        for (String f : fields) if (!names.contains(f)) names.add(f);
        return names;
    }
}
