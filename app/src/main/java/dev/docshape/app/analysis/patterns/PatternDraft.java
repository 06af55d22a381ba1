package dev.docshape.app.analysis.patterns;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.List;

/** Every part of a read or write pattern, to change a few and build the changed pattern. */
final class PatternDraft {
    String id;
    String name;
    double frequency;
    String entity;
    PatternChanges.Kind kind;
    Selection selection = Selection.BY_ID;
    String byParent;
    int expectedMatches = 1;
    int limit = 1;
    List<String> fields = List.of();
    List<Include> includes = List.of();
    List<String> counts = List.of();
    Ordering order;
    String relationship;

    static PatternDraft of(AccessPattern p) {
        PatternDraft d = new PatternDraft();
        d.id = p.id();
        d.name = p.name();
        d.frequency = p.frequency();
        d.entity = p.entity();
        if (p instanceof ReadPattern r) {
            d.kind = PatternChanges.Kind.READ;
            d.selection = r.selection();
            d.byParent = r.byParent();
            d.expectedMatches = r.expectedMatches();
            d.limit = r.limit();
            d.fields = r.fields();
            d.includes = r.includes();
            d.counts = r.counts();
            d.order = r.order();
        } else {
            WritePattern w = (WritePattern) p;
            d.kind = PatternChanges.Kind.valueOf(w.kind().name());
            d.relationship = w.relationship();
            d.fields = w.fields();
            d.includes = w.includes();
        }
        return d;
    }

    AccessPattern build() {
        if (kind == PatternChanges.Kind.READ) {
            return new ReadPattern(id, name, frequency, entity, selection, byParent, expectedMatches, limit, fields, includes, counts,
                    order);
        }
        return new WritePattern(id, name, frequency, WriteKind.valueOf(kind.name()), entity, relationship, fields, includes);
    }
}
