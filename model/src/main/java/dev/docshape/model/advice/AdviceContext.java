package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.SizeStatus;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** What every rule needs: the model, the design, the estimate now, and estimates of suggestions. */
final class AdviceContext {
    final DataModel model;
    final Design design;
    final Profile profile;
    final Estimate before;
    private final Map<Suggestion, Estimate> afterCache = new HashMap<>();
    // One incremental session for the design and all its suggestions: each suggestion differs from the
    // previous estimate by one or two mappings, so only what those touch is estimated again.
    private final EstimateSession session;

    AdviceContext(DataModel model, Design design, Profile profile) {
        this.model = model;
        this.design = design;
        this.profile = profile;
        this.session = new EstimateSession(profile);
        this.before = session.estimate(model, design);
    }

    String name(String entityId) {
        return model.entity(entityId).map(Entity::name).orElse(entityId);
    }

    /** "Post.comments". */
    String subject(Relationship r) {
        return name(r.parent()) + "." + r.name();
    }

    boolean resolves(Relationship r) {
        return model.entity(r.parent()).isPresent() && model.entity(r.child()).isPresent();
    }

    double updatesPerDay(String entityId) {
        return model.entity(entityId).map(Entity::updatesPerDay).orElse(0.0);
    }

    Estimate after(Suggestion suggestion) {
        return afterCache.computeIfAbsent(suggestion, s ->
                session.estimate(model, design.withMapping(s.relationshipId(), s.mapping())));
    }

    /** True when the suggestion puts no more collections near or over a limit and adds no projection problem. */
    boolean harmless(Suggestion suggestion) {
        Estimate after = after(suggestion);
        return troubled(after, SizeStatus.OVER) <= troubled(before, SizeStatus.OVER)
                && troubled(after, SizeStatus.WARN) + troubled(after, SizeStatus.OVER)
                <= troubled(before, SizeStatus.WARN) + troubled(before, SizeStatus.OVER)
                && after.problems().size() <= before.problems().size();
    }

    private static long troubled(Estimate estimate, SizeStatus status) {
        return estimate.collections().stream().filter(c -> c.status() == status).count();
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
        Estimate after = after(suggestion);
        List<Effect.PatternChange> patterns = new ArrayList<>();
        for (AccessPattern p : model.patterns()) {
            Optional<PatternEstimate> was = before.pattern(p.id());
            Optional<PatternEstimate> will = after.pattern(p.id());
            if (!sameNumbers(was, will)) patterns.add(new Effect.PatternChange(p.id(), p.name(), was, will));
        }
        Set<String> names = new LinkedHashSet<>();
        before.collections().forEach(c -> names.add(c.name()));
        after.collections().forEach(c -> names.add(c.name()));
        List<Effect.CollectionChange> collections = new ArrayList<>();
        for (String name : names) {
            Optional<CollectionEstimate> was = before.collection(name);
            Optional<CollectionEstimate> will = after.collection(name);
            if (!was.equals(will)) collections.add(new Effect.CollectionChange(name, was, will));
        }
        return new Effect(patterns, collections, before.totals(), after.totals());
    }

    private static boolean sameNumbers(Optional<PatternEstimate> a, Optional<PatternEstimate> b) {
        if (a.isEmpty() || b.isEmpty()) return a.isEmpty() && b.isEmpty();
        PatternEstimate x = a.get();
        PatternEstimate y = b.get();
        return x.roundTrips() == y.roundTrips() && x.roundTripsNaive() == y.roundTripsNaive() && x.depth() == y.depth()
                && x.docsRead() == y.docsRead() && x.bytesRead() == y.bytesRead() && x.docsWritten() == y.docsWritten()
                && x.bytesWritten() == y.bytesWritten() && x.ru() == y.ru();
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
