package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Reviews a design against the rules of docs/counting-rules.md#the-advisors-rules and the estimator's numbers, and
 * returns findings with evidence, a suggested mapping where a rule has one, and the estimate
 * before and after that suggestion. The rules and their ids are listed in docs/advisor-rules.md.
 *
 * <pre>{@code
 * List<Finding> findings = Advisor.advise(project.model(), project.active(), Profile.cosmos());
 * findings.get(0).suggestedEdit(project).ifPresent(history::execute);  // one undoable step
 * }</pre>
 *
 * <p>Pure: it never changes the model. Errors come first, then warnings, then information, each
 * group in model order (relationships, then collections, then patterns).
 */
public final class Advisor {
    private Advisor() {
    }

    public static List<Finding> advise(DataModel model, Design design, Profile profile) {
        return advise(model, design, profile, () -> false);
    }

    /**
     * The advice, given up with a {@link CancellationException} at the first relationship or suggestion estimate after
     * {@code stopped} answers true: a design search that ends or is cancelled stops the advisor it started (decision
     * 0414). {@code stopped} is asked on the advisor's thread.
     */
    public static List<Finding> advise(DataModel model, Design design, Profile profile, BooleanSupplier stopped) {
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(design, "design");
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(stopped, "stopped");
        stopIf(stopped);
        return advise(model, design, profile, new StoppableEstimates(new SessionSuggestionEstimates(model, design, profile), stopped),
                stopped);
    }

    /** The advice with suggestions estimated by {@code estimates} (the tests compare a from-scratch reference). */
    static List<Finding> advise(DataModel model, Design design, Profile profile, SuggestionEstimates estimates) {
        return advise(model, design, profile, estimates, () -> false);
    }

    private static List<Finding> advise(DataModel model, Design design, Profile profile, SuggestionEstimates estimates,
                                        BooleanSupplier stopped) {
        AdviceContext context = new AdviceContext(model, design, profile, estimates);
        List<Finding> findings = new ArrayList<>();
        for (Relationship r : model.relationships()) {
            stopIf(stopped);
            if (!context.resolves(r)) continue;
            ReferenceRules.check(context, r, findings);
            EmbedRules.check(context, r, findings);
            HybridRules.check(context, r, findings);
        }
        stopIf(stopped);
        Set<String> explained = ArrayRules.check(context, findings);
        SizeRules.check(context, explained, findings);
        PatternRules.check(context, findings);
        DuplicateRules.check(context, findings);
        findings.sort(Comparator.comparing((Finding f) -> f.severity()).reversed());
        return List.copyOf(findings);
    }

    static void stopIf(BooleanSupplier stopped) {
        if (stopped.getAsBoolean()) throw new CancellationException("the advice is no longer wanted");
    }
}
