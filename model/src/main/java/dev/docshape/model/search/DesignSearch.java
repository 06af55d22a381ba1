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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.LongSupplier;

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
 *
 * <p>The time budget holds for the whole answer (decision 0228): the advisor runs on a thread of its own after the
 * first climb and is waited for only while there is time, the search stops at four fifths of the budget or sooner
 * when what is left would not explain its best design, and proposals past the best one are explained only while time
 * is left.
 */
public final class DesignSearch {
    private static final int FRONT_CAPACITY = 24;
    private static final int PROPOSALS = 10;
    private static final long PROGRESS_EVERY_NANOS = 100_000_000L;
    /** The search stops when this share of the budget is left, for explaining the proposals. */
    private static final int EXPLAIN_SHARE_DIVISOR = 5;
    private static final long WAIT_SLICE_NANOS = 20_000_000L;
    /** Explaining a change prices about three designs: taken back for IdleChanges, alone on the start, taken back again. */
    private static final int PRICINGS_PER_CHANGE = 3;

    private final DataModel model;
    private final Profile profile;
    private final Objective objective;
    private final SearchConstraints constraints;
    private final SearchSettings settings;
    private final LongSupplier clock;
    private final Function<Design, List<Finding>> advisor;

    public DesignSearch(DataModel model, Profile profile, Objective objective, SearchConstraints constraints,
                        SearchSettings settings) {
        this(model, profile, objective, constraints, settings, System::nanoTime,
                design -> Advisor.advise(model, design, profile));
    }

    /** With the clock (nanoseconds) the budget is measured on and the advisor to run: the tests step both. */
    DesignSearch(DataModel model, Profile profile, Objective objective, SearchConstraints constraints,
                 SearchSettings settings, LongSupplier clock, Function<Design, List<Finding>> advisor) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.advisor = Objects.requireNonNull(advisor, "advisor");
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
        private final long started = clock.getAsLong();
        private final long budgetNanos = settings.budget().toNanos();
        private final long searchNanos = budgetNanos - budgetNanos / EXPLAIN_SHARE_DIVISOR;
        private CompletableFuture<List<Finding>> advice;
        private List<MoveSlot> movable = List.of();
        private List<Finding> findings = List.of();
        private SearchResult.StopReason stop;
        private PricedDesign start;
        private PricedDesign best;
        /** The changes from the start to the best design: explaining it prices about three designs each. */
        private int bestChanges;
        private long movesStarted;
        private long lastReport = started;

        Run(SearchListener listener, BooleanSupplier cancelled) {
            this.listener = Objects.requireNonNull(listener, "listener");
            this.cancelled = Objects.requireNonNull(cancelled, "cancelled");
        }

        SearchResult search(Design start) {
            PricedDesign startPriced = pricer.price(start);
            movesStarted = clock.getAsLong();
            this.start = startPriced;
            Map<String, Double> costs = new HashMap<>();
            for (PatternEstimate p : startPriced.estimate().patterns()) costs.put(p.patternId(), pricer.weighted(p));
            // the mappings every relationship allows first, the advisor's own after: the advisor takes about a second
            // of CPU on a large model, and the first improvements need not wait for it (decision 0227)
            movable = SearchSpace.of(model, constraints, List.of(), costs, startPriced);
            front.offer(startPriced);
            best = startPriced;
            climb(best, movable);
            if (stop == SearchResult.StopReason.CANCELLED) return result(startPriced);
            // out of time: the designs so far, named by the advisor's rules if it is done by the deadline (decision 0228)
            advice = adviseBeside(start);
            if (stop == SearchResult.StopReason.BUDGET) return result(startPriced);
            findings = adviceWhile(() -> !cancelled.getAsBoolean() && !outOfSearchTime());
            stopping();
            if (stop == SearchResult.StopReason.CANCELLED || stop == SearchResult.StopReason.BUDGET) return result(startPriced);
            movable = SearchSpace.of(model, constraints, findings, costs, startPriced);
            PricedDesign withoutAdvice = best;
            climb(withoutAdvice, SearchSpace.suggestions(model, constraints, findings));
            // a suggestion taken may open moves the first climb found no gain in
            if (best != withoutAdvice) climb(best, movable);
            SplittableRandom random = new SplittableRandom(settings.seed());
            for (int round = 1; round <= settings.restarts() && !movable.isEmpty() && !stopping(); round++) {
                PricedDesign local = climb(perturb(best, random), shuffled(random));
                if (local.betterThan(best)) improved(local);
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
                        if (current.betterThan(best)) improved(current);
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

        private void improved(PricedDesign design) {
            best = design;
            // only designs within the limits are proposed and explained
            bestChanges = design.feasible() ? DesignChanges.differences(model, start.design(), design.design()).size() : 0;
            report(true);
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
            else if (outOfSearchTime()) stop = SearchResult.StopReason.BUDGET;
            return stop != null;
        }

        /**
         * The advisor on the start, on a thread of its own, started after the first climb (which does not need it, and
         * so has the CPU to itself): a search waits for it only while it has time (decision 0228). Not stopped on
         * cancel: it ends by itself.
         */
        private CompletableFuture<List<Finding>> adviseBeside(Design start) {
            CompletableFuture<List<Finding>> future = new CompletableFuture<>();
            Thread thread = new Thread(() -> {
                try {
                    future.complete(advisor.apply(start));
                } catch (Throwable t) {
                    future.completeExceptionally(t);
                }
            }, "design-search-advisor");
            thread.setDaemon(true);
            thread.start();
            return future;
        }

        /** The advisor's findings, waited for while {@code waiting} holds; none if it is not done by then. */
        private List<Finding> adviceWhile(BooleanSupplier waiting) {
            try {
                while (waiting.getAsBoolean()) {
                    try {
                        return advice.get(WAIT_SLICE_NANOS, TimeUnit.NANOSECONDS);
                    } catch (TimeoutException notYet) {
                        // look at the clock and the cancel button again
                    }
                }
                return advice.isDone() && !advice.isCompletedExceptionally() ? advice.join() : List.of();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return List.of();
            } catch (ExecutionException e) {
                throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
            }
        }

        /**
         * Four fifths of the budget spent, or what is left would not explain the best design: its changes times
         * the pricings each takes, at the time a pricing has taken so far (decision 0228).
         */
        private boolean outOfSearchTime() {
            long now = clock.getAsLong();
            if (now - started >= searchNanos) return true;
            if (bestChanges == 0) return false;
            // the start's pricing estimates the whole model: the moves' pricings after it say what explaining costs
            long perPricing = (now - movesStarted) / Math.max(1, pricer.priced() - 1);
            return now - started + PRICINGS_PER_CHANGE * (long) bestChanges * perPricing >= budgetNanos;
        }

        private boolean pastDeadline() {
            return clock.getAsLong() - started >= budgetNanos;
        }

        private void report(boolean improvement) {
            long now = clock.getAsLong();
            if (!improvement && now - lastReport < PROGRESS_EVERY_NANOS) return;
            lastReport = now;
            List<PricedDesign> members = front.members();
            listener.progress(new SearchProgress(pricer.priced(), now - started, budgetNanos, start, best, members,
                    listener.showsProposed() ? shown.of(start, members) : List.of()));
        }

        private SearchResult result(PricedDesign start) {
            long elapsed = clock.getAsLong() - started;
            long priced = pricer.priced();
            ChangeExplainer explainer = new ChangeExplainer(model, pricer, start, findings);
            List<Proposal> proposals = new ArrayList<>();
            long lastTook = 0;
            for (PricedDesign member : front.members()) {
                // the best design is always explained; the others while the budget has time for one more (decision 0228)
                if (proposals.size() == PROPOSALS || !proposals.isEmpty() && clock.getAsLong() - started + lastTook >= budgetNanos) break;
                long began = clock.getAsLong();
                if (!member.improvesOn(start)) continue;
                Proposal proposal = explainer.explain(member);
                if (!proposal.changes().isEmpty()) proposals.add(proposal);
                lastTook = clock.getAsLong() - began;
            }
            if (findings.isEmpty() && advice != null && stop != SearchResult.StopReason.CANCELLED) {
                // the budget ran out before the advisor was done: its names if it is done by the deadline
                List<Finding> late = adviceWhile(() -> !cancelled.getAsBoolean() && !pastDeadline());
                if (!late.isEmpty()) proposals = new ChangeExplainer(model, pricer, start, late).named(proposals);
            }
            return new SearchResult(objective, start, proposals, best, priced, elapsed, stop);
        }
    }
}
