package dev.docshape.model.advice;

import dev.docshape.model.naming.Nouns;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.advice.Finding.Subject;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.Design;
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
    private PatternRates patternRates;
    private Map<String, Relationship> relationships;
    private ReadUses readUses;

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

    /**
     * The entity's name where one instance is meant ("per city", "every new trip"): the singular of its name
     * ({@link Nouns#singular}), so a collection's plural name ({@code cities}) reads as English.
     */
    String one(String entityId) {
        return Nouns.singular(name(entityId));
    }

    /** "Post.comments". */
    String subject(Relationship r) {
        return name(r.parent()) + "." + r.name();
    }

    boolean resolves(Relationship r) {
        return entities.containsKey(r.parent()) && entities.containsKey(r.child());
    }

    /** The entity, or null when the model has none of that id. */
    Entity entity(String entityId) {
        return entities.get(entityId);
    }

    /**
     * How often the most volatile of {@code fieldNames} changes per day: each field's declared rate (its own,
     * else its entity's; a name the entity does not have, such as a nested path, counts at the entity's rate) or
     * the rate the update patterns give it, whichever is higher, with the patterns that give it (decisions 0552, 0557).
     */
    Rate fieldsRate(String entityId, List<String> fieldNames) {
        Entity e = entities.get(entityId);
        if (e == null) return Rate.NONE;
        Rate most = Rate.NONE;
        for (String name : fieldNames) {
            Rate declared = Rate.declared(e.field(name).map(f -> f.updatesPerDay(e)).orElse(e.updatesPerDay()));
            most = Rate.larger(most, Rate.larger(declared, patternRates().field(entityId, name)));
        }
        return most;
    }

    /** True when one of {@code fieldNames} of the entity has a rate of its own (it overrides the relationship's word). */
    boolean anyOwnRate(String entityId, List<String> fieldNames) {
        Entity e = entities.get(entityId);
        if (e == null) return false;
        for (String name : fieldNames) {
            if (e.field(name).map(f -> f.updatesPerDay() != null).orElse(false)) return true;
        }
        return false;
    }

    /**
     * How often any part of an instance changes: the entity's rate, the fastest field's, or the rate at which
     * the update patterns reach an instance, whichever is highest, with the patterns that give it.
     */
    Rate wholeRate(String entityId) {
        Entity e = entities.get(entityId);
        if (e == null) return Rate.NONE;
        double declared = e.updatesPerDay();
        for (Field f : e.fields()) declared = Math.max(declared, f.updatesPerDay(e));
        return Rate.larger(Rate.declared(declared), patternRates().any(entityId));
    }

    /** What the suggestion does to the whole workload. */
    WorkloadChange workload(Suggestion suggestion) {
        return new WorkloadChange(effect(suggestion), profile);
    }

    /** How the read patterns follow and count each relationship. */
    ReadUses readUses() {
        if (readUses == null) readUses = new ReadUses(model.patterns(), relationships());
        return readUses;
    }

    /** The model's relationships by id (the first of an id). */
    private Map<String, Relationship> relationships() {
        if (relationships == null) {
            relationships = new HashMap<>(model.relationships().size() * 4 / 3 + 1);
            for (Relationship r : model.relationships()) relationships.putIfAbsent(r.id(), r);
        }
        return relationships;
    }

    private PatternRates patternRates() {
        if (patternRates == null) patternRates = new PatternRates(model.patterns(), entities, relationships());
        return patternRates;
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

    /**
     * A finding; a suggestion whose workload costs more than the current design's is named a
     * trade-off in the message, with what gets better and what worse (rules that only optimise
     * drop such suggestions before they get here).
     */
    Finding finding(String ruleId, Severity severity, Subject subject, String message, Evidence evidence,
                    Suggestion suggestion) {
        if (suggestion != null) {
            WorkloadChange change = workload(suggestion);
            if (change.costsMore()) message = message + "; " + change.tradeOff();
        }
        return new Finding(ruleId, severity, design.name(), subject, message, evidence, Optional.ofNullable(suggestion),
                Optional.ofNullable(suggestion).map(this::effect));
    }

    Effect effect(Suggestion suggestion) {
        return estimates.effect(suggestion);
    }
}
