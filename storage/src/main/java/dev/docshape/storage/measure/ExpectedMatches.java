package dev.docshape.storage.measure;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;

import java.util.Locale;

/**
 * A filter by parent whose expected matches are not its relationship's average count of children. The estimate takes
 * the pattern's {@code expectedMatches} as that average, while the sample, and so {@code measure}, give each parent the
 * relationship's own (docs/counting-rules.md "Children taken under a limit"): "a device's 10 latest alerts" written with
 * 10 expected matches where a device has 3.5 alerts is estimated at 10 and reads 3.5 (decision 0541).
 */
public final class ExpectedMatches {
    /** How the note begins. */
    public static final String NOTE = "the pattern's expected matches";

    private ExpectedMatches() {
    }

    /** The note for {@code p}, or null where its expected matches are its relationship's average rounded, or it has none. */
    public static String note(DataModel model, AccessPattern p) {
        if (!(p instanceof ReadPattern read) || read.byParent() == null) return null;
        Relationship r = model.relationship(read.byParent()).orElse(null);
        if (r == null || r.isManyToMany() || Math.round(r.avgCount()) == read.expectedMatches()) return null;
        String parent = model.entity(r.parent()).map(Entity::name).orElse(r.parent());
        String child = model.entity(r.child()).map(Entity::name).orElse(r.child());
        return String.format(Locale.ROOT, "%s: the estimate takes %d %s of each %s (the pattern's expectedMatches) where the"
                        + " relationship '%s' gives %s %.2f on average, which the sample draws; give the pattern %d expected matches"
                        + " or the relationship the average it expects", NOTE, read.expectedMatches(), child, parent, r.name(), parent,
                r.avgCount(), Math.round(r.avgCount()));
    }
}
