package dev.docshape.model.projection;

import dev.docshape.model.pattern.FieldPaths;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;

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
 * @param reachedBy for an include, the relationship its documents were reached by: the link to the one source a
 *                  document holds comes back with it; null for the roots
 */
public record ReturnedFields(List<String> fields, Set<String> followed, String reachedBy) {
    /** A read that names no field: whole documents come back. */
    public static final ReturnedFields WHOLE = new ReturnedFields(List.of(), Set.of(), null);

    public ReturnedFields {
        fields = List.copyOf(fields);
        followed = Set.copyOf(followed);
    }

    /** The fields a read naming {@code fields} returns when it then follows {@code included} and counts {@code counted}. */
    public static ReturnedFields of(List<String> fields, Collection<String> included, Collection<String> counted) {
        if (fields.isEmpty()) return WHOLE;
        Set<String> followed = new HashSet<>(counted);
        followed.addAll(included);
        return new ReturnedFields(fields, followed, null);
    }

    /** What a read of {@code p}'s roots gets back of each document: the fields it names, the links it follows and counts from there. */
    public static ReturnedFields ofRoots(ReadPattern p) {
        return of(p.fields(), relationships(p.includes()), p.counts());
    }

    /**
     * What an include gets back of each document: as a root, and the link to the one source a document holds (its
     * parent's id or copy), by which the application attaches each to its source (a review's {@code bookId}, when the
     * reviews of several books are read by their ids); not an array of links (a publisher's book ids), which can be
     * long and which the application, holding the ids it followed, does not need. The estimate prices it, {@code measure}
     * and the query templates ask for it (decision 0510).
     */
    public static ReturnedFields ofInclude(Include inc) {
        ReturnedFields read = of(inc.fields(), relationships(inc.includes()), inc.counts());
        return read.whole() ? read : new ReturnedFields(read.fields, read.followed, inc.relationship());
    }

    private static List<String> relationships(List<Include> includes) {
        List<String> ids = new ArrayList<>(includes.size());
        for (Include i : includes) ids.add(i.relationship());
        return ids;
    }

    public boolean whole() {
        return fields.isEmpty();
    }

    /** The fields of an entity's own document (or its duplicate's) that come back; all of them for a whole read. */
    public List<ShapeField> ofDocument(List<ShapeField> document) {
        if (whole()) return document;
        List<ShapeField> kept = new ArrayList<>();
        for (ShapeField f : document) {
            if (f.role() == ShapeField.Role.ATTRIBUTE) {
                ShapeField named = named(f, fields);
                if (named != null) kept.add(named);
                continue;
            }
            boolean wanted = f.role() == ShapeField.Role.ID || f.relationship() != null && (followed.contains(f.relationship())
                    || (f.relationship().equals(reachedBy) && f.kind() != ShapeField.Kind.ARRAY));
            if (wanted) kept.add(f);
        }
        return kept;
    }

    /**
     * What comes back of the attribute {@code f} when a read names {@code names} (paths relative to the object around
     * {@code f}): all of it when named, only the nested fields named when a path into it is ({@code address.city} of
     * {@code address}, as a projection of MongoDB returns it and the Cosmos DB query builds it, decision 0574); null when nothing is. An
     * object of any shape declares no nested fields and comes back whole (decision 0563).
     */
    private static ShapeField named(ShapeField f, List<String> names) {
        List<String> inner = new ArrayList<>(0);
        for (String n : names) {
            if (n.equals(f.name())) return f;
            if (FieldPaths.within(n, f.name())) inner.add(n.substring(f.name().length() + 1));
        }
        if (inner.isEmpty()) return null;
        if (f.children().isEmpty()) return f;
        List<ShapeField> children = new ArrayList<>();
        for (ShapeField c : f.children()) {
            ShapeField named = named(c, inner);
            if (named != null) children.add(named);
        }
        return f.withChildren(children);
    }

    /**
     * The fields besides the id a projection names to get back {@link #ofDocument} of a document with {@code document}'s
     * fields: the links, embedded data and kept counts followed, in the document's order, then the fields named.
     * {@code measure} sends it to MongoDB, so the server returns what the estimate prices (docs/counting-rules.md
     * "Projections and counts on includes", decision 0497). Empty for a whole read, and where it names every field.
     */
    public List<String> projected(List<ShapeField> document) {
        if (whole()) return List.of();
        List<String> names = new ArrayList<>();
        for (ShapeField f : ofDocument(document)) {
            if (f.role() != ShapeField.Role.ID && f.role() != ShapeField.Role.ATTRIBUTE) names.add(f.name());
        }
        for (String f : fields) if (!names.contains(f)) names.add(f);
        // naming every field is reading the whole document: no projection is sent (decision 0510)
        for (ShapeField f : document) if (f.role() != ShapeField.Role.ID && !names.contains(f.name())) return names;
        return List.of();
    }
}
