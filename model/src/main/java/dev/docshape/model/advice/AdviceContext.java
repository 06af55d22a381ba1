package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** What every rule needs: the model, the design, the estimate now, and the estimates of suggestions. */
final class AdviceContext {
    final DataModel model;
    final Design design;
    final Profile profile;
    final Estimate before;
    private final SuggestionEstimates estimates;
    /** The model's entities by id (the first of an id, as {@link DataModel#entity} finds it). */
    private final Map<String, Entity> entities;

    AdviceContext(DataModel model, Design design, Profile profile, SuggestionEstimates estimates) {
        this.model = model;
        this.design = design;
        this.profile = profile;
        this.estimates = estimates;
        this.before = estimates.before();
        this.entities = new HashMap<>(model.entities().size() * 4 / 3 + 1);
        for (Entity e : model.entities()) entities.putIfAbsent(e.id(), e);
    }

    String name(String entityId) {
        Entity e = entities.get(entityId);
        return e == null ? entityId : e.name();
    }

    /** "Post.comments". */
    String subject(Relationship r) {
        return name(r.parent()) + "." + r.name();
    }

    boolean resolves(Relationship r) {
        return entities.containsKey(r.parent()) && entities.containsKey(r.child());
    }

    double updatesPerDay(String entityId) {
        Entity e = entities.get(entityId);
        return e == null ? 0.0 : e.updatesPerDay();
    }

    /** True when the suggestion puts no more collections near or over a limit and adds no projection problem. */
    boolean harmless(Suggestion suggestion) {
        return estimates.harmless(suggestion);
    }

    /** The ids of the patterns that follow, filter by, count or write along {@code relationshipId}. */
    List<String> patternsTouching(String relationshipId) {
        List<String> ids = new ArrayList<>();
        for (AccessPattern p : model.patterns()) {
            boolean touches = includes(includesOf(p), relationshipId)
                    || (p instanceof ReadPattern read && (relationshipId.equals(read.byParent()) || read.counts().contains(relationshipId)))
                    || (p instanceof WritePattern write && relationshipId.equals(write.relationship()));
            if (touches) ids.add(p.id());
        }
        return ids;
    }

    /** Reads per second of the relationship's parent that also read its children. */
    double readsWith(Relationship r) {
        double total = 0;
        for (AccessPattern p : model.patterns()) {
            if (p instanceof ReadPattern && includes(includesOf(p), r.id())) total += p.frequency();
        }
        return total;
    }

    /** Reads per second that start from the relationship's parent and do not read its children. */
    double readsWithout(Relationship r) {
        double total = 0;
        for (AccessPattern p : model.patterns()) {
            if (p instanceof ReadPattern && p.entity().equals(r.parent()) && !includes(includesOf(p), r.id())) {
                total += p.frequency();
            }
        }
        return total;
    }

    /** The largest number of children any pattern asks for when it follows the relationship; 0 = none limits. */
    int includeLimit(String relationshipId) {
        int limit = 0;
        for (AccessPattern p : model.patterns()) limit = Math.max(limit, limit(includesOf(p), relationshipId));
        return limit;
    }

    /** The page size of reads of the children by their parent ("load the next 100 comments"); 0 = none. */
    int pageSize(String relationshipId) {
        int size = 0;
        for (AccessPattern p : model.patterns()) {
            if (p instanceof ReadPattern read && relationshipId.equals(read.byParent())) size = Math.max(size, read.limit());
        }
        return size;
    }

    Finding finding(String ruleId, Severity severity, Subject subject, String message, Evidence evidence,
                    Suggestion suggestion) {
        return new Finding(ruleId, severity, design.name(), subject, message, evidence, Optional.ofNullable(suggestion),
                Optional.ofNullable(suggestion).map(this::effect));
    }

    Effect effect(Suggestion suggestion) {
        return estimates.effect(suggestion);
    }

    private static List<Include> includesOf(AccessPattern p) {
        return p instanceof ReadPattern read ? read.includes() : ((WritePattern) p).includes();
    }

    private static boolean includes(List<Include> includes, String relationshipId) {
        for (Include include : includes) {
            if (include.relationship().equals(relationshipId) || includes(include.includes(), relationshipId)) return true;
        }
        return false;
    }

    private static int limit(List<Include> includes, String relationshipId) {
        int limit = 0;
        for (Include include : includes) {
            if (include.relationship().equals(relationshipId)) limit = Math.max(limit, include.limit());
            limit = Math.max(limit, limit(include.includes(), relationshipId));
        }
        return limit;
    }
}
