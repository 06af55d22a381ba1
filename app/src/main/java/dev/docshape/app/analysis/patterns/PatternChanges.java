package dev.docshape.app.analysis.patterns;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.naming.Nouns;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The pattern editor's changes as functions from a pattern to the changed pattern; each becomes
 * one undoable "Change access pattern" edit. Changing the root entity drops what only made sense
 * for the old one (fields, includes, counts, relationships).
 */
public final class PatternChanges {
    private PatternChanges() {
    }

    /** The kinds the editor offers: a read, or one of the write kinds. */
    public enum Kind {
        READ, INSERT, UPDATE, DELETE, LINK, UNLINK;

        public boolean links() {
            return this == LINK || this == UNLINK;
        }
    }

    public static Kind kindOf(AccessPattern p) {
        return PatternDraft.of(p).kind;
    }

    public static AccessPattern renamed(AccessPattern p, String name) {
        return change(p, d -> d.name = name);
    }

    public static AccessPattern withFrequency(AccessPattern p, double frequency) {
        return change(p, d -> d.frequency = frequency);
    }

    /** Another root entity: fields, includes, counts and relationships are dropped; a link becomes an insert. */
    public static AccessPattern withEntity(AccessPattern p, String entity) {
        if (p.entity().equals(entity)) return p;
        return change(p, d -> {
            d.entity = entity;
            d.byParent = null;
            d.relationship = null;
            d.fields = List.of();
            d.includes = List.of();
            d.counts = List.of();
            if (d.kind.links()) d.kind = Kind.INSERT;
        });
    }

    /**
     * Another kind; name, frequency, entity and includes stay. A link or unlink needs
     * {@code linkRelationship} (a many-to-many of the entity); other kinds ignore it.
     */
    public static AccessPattern withKind(AccessPattern p, Kind kind, String linkRelationship) {
        if (kind == kindOf(p)) return p;
        if (kind.links() && linkRelationship == null) {
            throw new IllegalArgumentException(Nouns.withArticle(kind.name().toLowerCase(Locale.ROOT)) + " needs a many-to-many relationship of its entity");
        }
        return change(p, d -> {
            if (kind != Kind.UPDATE) d.fields = List.of();
            d.relationship = kind.links() ? linkRelationship : null;
            d.counts = List.of();
            d.byParent = null;
            d.selection = Selection.BY_ID;
            d.kind = kind;
        });
    }

    public static AccessPattern withIncludes(AccessPattern p, List<Include> includes) {
        return change(p, d -> d.includes = includes);
    }

    /** The root fields read (a read) or changed (an update); empty means all. */
    public static AccessPattern withFields(AccessPattern p, List<String> fields) {
        return change(p, d -> d.fields = fields);
    }

    public static List<String> fieldsOf(AccessPattern p) {
        return PatternDraft.of(p).fields;
    }

    public static List<Include> includesOf(AccessPattern p) {
        return PatternDraft.of(p).includes;
    }

    /** By id (one root) or by a filter (at least one expected match). */
    public static AccessPattern withSelection(ReadPattern r, Selection selection) {
        return change(r, d -> {
            d.selection = selection;
            if (selection == Selection.FILTER) {
                d.expectedMatches = Math.max(1, r.expectedMatches());
                d.limit = 0;
            }
        });
    }

    public static AccessPattern withMatches(ReadPattern r, int expectedMatches, int limit) {
        return change(r, d -> {
            d.expectedMatches = expectedMatches;
            d.limit = limit;
        });
    }

    /**
     * The roots taken are the first {@code limit} by {@code order} (null: any); an order without a
     * limit takes the first 10 (docs/counting-rules.md "Ordering and feeds").
     */
    public static AccessPattern withOrder(ReadPattern r, Ordering order) {
        return change(r, d -> {
            d.order = order;
            if (order != null && d.limit <= 0) d.limit = Math.max(1, Math.min(10, r.expectedMatches()));
        });
    }

    /** A filter on the parent of the roots (the comments of one post); null for any other filter. */
    public static AccessPattern withByParent(ReadPattern r, String relationship) {
        return change(r, d -> d.byParent = relationship);
    }

    public static AccessPattern withCounts(ReadPattern r, List<String> counts) {
        return change(r, d -> d.counts = counts);
    }

    /** For an insert, the relationship to the new instance's parent; for a link or unlink, the many-to-many. */
    public static AccessPattern withRelationship(WritePattern w, String relationship) {
        return change(w, d -> d.relationship = relationship);
    }

    private static AccessPattern change(AccessPattern p, Consumer<PatternDraft> change) {
        PatternDraft d = PatternDraft.of(p);
        change.accept(d);
        return d.build();
    }
}
