package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.Design;
import dev.docshape.model.profile.Profile;

import dev.docshape.model.estimate.PatternEstimate;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * Searches the mappings of every relationship for designs that cost less for the workload
 * (docs/counting-rules.md#design-search). A local search: from the starting design it tries
 * every mapping of one relationship at a time, keeps the best if it improves the objective, and
 * goes round the relationships until no single change improves; then it restarts from random
 * variations of the best design found, with a seeded random source. Every priced design that
 * breaks no constraint is offered to a Pareto front over read cost, write cost and storage.
 *
 * <pre>{@code
 * SearchResult result = new DesignSearch(model, Profile.cosmos(), Objective.defaults(),
 *         SearchConstraints.none(), SearchSettings.defaults()).run(design, progress -> {}, () -> false);
 * }</pre>
 *
 * <p>The advisor's suggestions on the starting design are among the mappings tried, so every
 * suggestion the advisor makes is a design the search can reach. They join after a first climb over
 * the mappings every relationship allows, so the first improvements do not wait for the advisor.
 */
public final class DesignSearch {
    private static final int FRONT_CAPACITY = 24;
    private static final int PROPOSALS = 10;
    private static final long PROGRESS_EVERY_NANOS = 100_000_000L;

    private final DataModel model;
    private final Profile profile;
    private final Objective objective;
    private final SearchConstraints constraints;
    private final SearchSettings settings;

    public DesignSearch(DataModel model, Profile profile, Objective objective, SearchConstraints constraints,
                        SearchSettings settings) {
        this.model = Objects.requireNonNull(model, "model");
        this.profile = Objects.requireNonNull(profile, "profile");
        this.objective = Objects.requireNonNull(objective, "objective");
        this.constraints = Objects.requireNonNull(constraints, "constraints");
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    /**
     * Runs the search from {@code start}, calling {@code listener} with the best designs so far
     * (on this thread) and stopping early when {@code cancelled} answers true.
     */
    public SearchResult run(Design start, SearchListener listener, BooleanSupplier cancelled) {
        Objects.requireNonNull(start, "start design");
        Run run = new Run(listener, cancelled);
        return run.search(start);
    }

    /** One run's state. */
    private final class Run {
        private final SearchListener listener;
        private final BooleanSupplier cancelled;
        private final CandidatePricer pricer = new CandidatePricer(model, profile, objective, constraints);
        private final ParetoFront front = new ParetoFront(FRONT_CAPACITY);
        private final ShownDesigns shown = new ShownDesigns(model, PROPOSALS,
                () -> new CandidatePricer(model, profile, objective, constraints));
        private final long started = System.nanoTime();
        private final long budgetNanos = settings.budget().toNanos();
        private List<MoveSlot> movable = List.of();
        private List<Finding> findings = List.of();
        private SearchResult.StopReason stop;
        private PricedDesign start;
        private PricedDesign best;
        private long lastReport = started;

        Run(SearchListener listener, BooleanSupplier cancelled) {
            this.listener = Objects.requireNonNull(listener, "listener");
            this.cancelled = Objects.requireNonNull(cancelled, "cancelled");
        }

        SearchResult search(Design start) {
            PricedDesign startPriced = pricer.price(start);
            this.start = startPriced;
            Map<String, Double> costs = new HashMap<>();
            for (PatternEstimate p : startPriced.estimate().patterns()) costs.put(p.patternId(), pricer.weighted(p));
            // the mappings every relationship allows first, the advisor's own after: the advisor takes about a second
            // of CPU on a large model, and the first improvements need not wait for it (decision 0227)
            movable = SearchSpace.of(model, constraints, List.of(), costs, startPriced);
            front.offer(startPriced);
            best = startPriced;
            climb(best, movable);
            // cancelled: the designs so far at once, their changes named without the advisor's rules
            if (stop == SearchResult.StopReason.CANCELLED) return result(startPriced);
            findings = Advisor.advise(model, start, profile);
            movable = SearchSpace.of(model, constraints, findings, costs, startPriced);
            PricedDesign withoutAdvice = best;
            climb(withoutAdvice, SearchSpace.suggestions(model, constraints, findings));
            // a suggestion taken may open moves the first climb found no gain in
            if (best != withoutAdvice) climb(best, movable);
            SplittableRandom random = new SplittableRandom(settings.seed());
            for (int round = 1; round <= settings.restarts() && !movable.isEmpty() && !stopping(); round++) {
                PricedDesign local = climb(perturb(best, random), shuffled(random));
                if (local.betterThan(best)) {
                    best = local;
                    report(true);
                }
            }
            if (stop == null) stop = SearchResult.StopReason.CONVERGED;
            return result(startPriced);
        }

        /** Goes round the relationships, taking each one's best mapping, until no single change improves. */
        private PricedDesign climb(PricedDesign from, List<MoveSlot> order) {
            PricedDesign current = from;
            boolean improved = true;
            while (improved && !stopping()) {
                improved = false;
                for (MoveSlot slot : order) {
                    if (stopping()) break;
                    PricedDesign bestHere = bestMoveOf(current, slot);
                    if (bestHere != current) {
                        current = bestHere;
                        improved = true;
                        if (current.betterThan(best)) {
                            best = current;
                            report(true);
                        }
                    }
                }
            }
            return current;
        }

        private PricedDesign bestMoveOf(PricedDesign current, MoveSlot slot) {
            PricedDesign bestHere = current;
            for (DesignMove move : slot.options()) {
                if (move.holdsIn(current.design()) || stopping()) continue;
                PricedDesign candidate = price(move.applyTo(current.design()));
                if (candidate.betterThan(bestHere)) bestHere = candidate;
            }
            return bestHere;
        }

        private PricedDesign perturb(PricedDesign from, SplittableRandom random) {
            Design design = from.design();
            int moves = 1 + random.nextInt(Math.min(3, movable.size()));
            for (int i = 0; i < moves; i++) {
                List<DesignMove> choices = movable.get(random.nextInt(movable.size())).options();
                design = choices.get(random.nextInt(choices.size())).applyTo(design);
            }
            return price(design);
        }

        private List<MoveSlot> shuffled(SplittableRandom random) {
            List<MoveSlot> order = new ArrayList<>(movable);
            for (int i = order.size() - 1; i > 0; i--) {
                int j = random.nextInt(i + 1);
                MoveSlot swap = order.get(i);
                order.set(i, order.get(j));
                order.set(j, swap);
            }
            return order;
        }

        private PricedDesign price(Design design) {
            PricedDesign priced = pricer.price(design);
            front.offer(priced);
            report(false);
            return priced;
        }

        private boolean stopping() {
            if (stop != null) return true;
            if (cancelled.getAsBoolean()) stop = SearchResult.StopReason.CANCELLED;
            else if (settings.maxDesigns() > 0 && pricer.priced() >= settings.maxDesigns()) stop = SearchResult.StopReason.DESIGN_LIMIT;
            else if (System.nanoTime() - started >= budgetNanos) stop = SearchResult.StopReason.BUDGET;
            return stop != null;
        }

        private void report(boolean improvement) {
            long now = System.nanoTime();
            if (!improvement && now - lastReport < PROGRESS_EVERY_NANOS) return;
            lastReport = now;
            List<PricedDesign> members = front.members();
            listener.progress(new SearchProgress(pricer.priced(), now - started, budgetNanos, start, best, members,
                    listener.showsProposed() ? shown.of(start, members) : List.of()));
        }

        private SearchResult result(PricedDesign start) {
            long elapsed = System.nanoTime() - started;
            long priced = pricer.priced();
            ChangeExplainer explainer = new ChangeExplainer(model, pricer, start, findings);
            List<Proposal> proposals = new ArrayList<>();
            for (PricedDesign member : front.members()) {
                if (proposals.size() == PROPOSALS) break;
                if (!member.improvesOn(start)) continue;
                Proposal proposal = explainer.explain(member);
                if (!proposal.changes().isEmpty()) proposals.add(proposal);
            }
            return new SearchResult(objective, start, proposals, best, priced, elapsed, stop);
        }
    }
}
