package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.profile.Profile;

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
    private PatternFacts patternFacts;

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
        return patternFacts().touching(relationshipId);
    }

    /** Reads per second of the relationship's parent that also read its children. */
    double readsWith(Relationship r) {
        return patternFacts().readsWith(r);
    }

    /** Reads per second that start from the relationship's parent and do not read its children. */
    double readsWithout(Relationship r) {
        return patternFacts().readsWithout(r);
    }

    /** The largest number of children any pattern asks for when it follows the relationship; 0 = none limits. */
    int includeLimit(String relationshipId) {
        return patternFacts().includeLimit(relationshipId);
    }

    /** The page size of reads of the children by their parent ("load the next 100 comments"); 0 = none. */
    int pageSize(String relationshipId) {
        return patternFacts().pageSize(relationshipId);
    }

    private PatternFacts patternFacts() {
        if (patternFacts == null) patternFacts = new PatternFacts(model.patterns());
        return patternFacts;
    }

    Finding finding(String ruleId, Severity severity, Subject subject, String message, Evidence evidence,
                    Suggestion suggestion) {
        return new Finding(ruleId, severity, design.name(), subject, message, evidence, Optional.ofNullable(suggestion),
                Optional.ofNullable(suggestion).map(this::effect));
    }

    Effect effect(Suggestion suggestion) {
        return estimates.effect(suggestion);
    }
}
