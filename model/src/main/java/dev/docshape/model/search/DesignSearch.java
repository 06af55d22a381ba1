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
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;

/**
 * Searches the mappings of every relationship for designs that cost less for the workload
 * (docs/counting-rules.md#design-search). A local search: from the starting design it tries
 * every mapping of one relationship at a time, keeps the best if it improves the objective, and
 * goes round the relationships until no single change improves; then it climbs again from the best design with
 * one of its changes taken back (decision 0441), and restarts from random variations of the best design found,
 * with a seeded random source. Every priced design that
 * breaks no constraint is offered to a Pareto front over read cost, write cost and storage.
 *
 * <pre>{@code
 * SearchResult result = new DesignSearch(model, Profile.cosmos(), Objective.defaults(),
 *         SearchConstraints.none(), SearchSettings.defaults(), adviceExecutor).run(design, progress -> {}, () -> false);
 * }</pre>
 *
 * <p>The advisor's suggestions on the starting design are among the mappings tried, so every
 * suggestion the advisor makes is a design the search can reach. They join after a first climb over
 * the mappings every relationship allows, so the first improvements do not wait for the advisor.
 *
 * <p>The time budget holds for the whole answer (decision 0228): the advisor runs on the executor the caller hands
 * the search (decision 0414) after the first climb and is waited for only while there is time, the search stops at
 * four fifths of the budget or sooner when what is left would not explain its best design; the proposals are explained
 * when the caller asks for them (decision 0467). When the search ends or is cancelled, the advisor stops at its
 * next rule.
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
    private final BiFunction<Design, BooleanSupplier, List<Finding>> advisor;
    private final Executor adviceExecutor;

    /**
     * A search whose advisor runs at once on the thread that runs the search, before the search goes on: for tests
     * and tools. The advisor stops there when the user cancels or the search's time is up, as the search would stop
     * waiting for it on another thread (decision 0436). The window and the command line hand it an executor instead.
     */
    public DesignSearch(DataModel model, Profile profile, Objective objective, SearchConstraints constraints,
                        SearchSettings settings) {
        this(model, profile, objective, constraints, settings, Runnable::run);
    }

    /**
     * @param adviceExecutor runs the advisor on the start beside the search (the window's advice lane, the command
     *                       line's thread); the search stops that work when it ends or is cancelled (decision 0414)
     */
    public DesignSearch(DataModel model, Profile profile, Objective objective, SearchConstraints constraints,
                        SearchSettings settings, Executor adviceExecutor) {
        this(model, profile, objective, constraints, settings, System::nanoTime,
                (design, stopped) -> Advisor.advise(model, design, profile, stopped), adviceExecutor);
    }

    /**
     * With the clock (nanoseconds) the budget is measured on and the advisor to run, given the design and whether
     * its work is still wanted: the tests step both.
     */
    DesignSearch(DataModel model, Profile profile, Objective objective, SearchConstraints constraints,
                 SearchSettings settings, LongSupplier clock, BiFunction<Design, BooleanSupplier, List<Finding>> advisor,
                 Executor adviceExecutor) {
        this.clock = Objects.requireNonNull(clock, "clock");
        this.advisor = Objects.requireNonNull(advisor, "advisor");
        this.adviceExecutor = Objects.requireNonNull(adviceExecutor, "advice executor");
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
        try {
            return run.search(start);
        } finally {
            run.adviceUnwanted = true;
        }
    }

    /** A design the search reached, with the number of its changes from the start. */
    private record Reached(PricedDesign priced, int changes) {
    }

    /** One run's state. */
    private final class Run {
        private final SearchListener listener;
        private final BooleanSupplier cancelled;
        private final CandidatePricer pricer = new CandidatePricer(model, profile, objective, constraints);
        private final ParetoFront front = new ParetoFront(FRONT_CAPACITY);
        private final ShownDesigns shown = new ShownDesigns(model, PROPOSALS,
                () -> new CandidatePricer(model, profile, objective, constraints));
        /** The thread that runs the search: an advisor run on it may look at the cancel button and the clock. */
        private final Thread searching = Thread.currentThread();
        private final long started = clock.getAsLong();
        private final long budgetNanos = settings.budget().toNanos();
        private final long searchNanos = budgetNanos - budgetNanos / EXPLAIN_SHARE_DIVISOR;
        private CompletableFuture<List<Finding>> advice;
        /** Set on this run's thread when it ends or sees Cancel; the advisor looks at it on its own thread. */
        private volatile boolean adviceUnwanted;
        private List<MoveSlot> movable = List.of();
        private List<Finding> findings = List.of();
        private SearchResult.StopReason stop;
        private PricedDesign start;
        private PricedDesign best;
        /** The changes from the start to the best design, followed move by move (decision 0415). */
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
            movable = SearchSpace.of(model, objective, constraints, List.of(), costs, startPriced);
            front.offer(startPriced);
            best = startPriced;
            climb(new Reached(best, 0), movable);
            if (stop == SearchResult.StopReason.CANCELLED) return result(startPriced);
            // out of time: the designs so far, named by the advisor's rules if it is done by the deadline (decision 0228)
            advice = adviseBeside(start);
            if (stop == SearchResult.StopReason.BUDGET) return result(startPriced);
            findings = adviceWhile(() -> !cancelled.getAsBoolean() && !outOfSearchTime());
            stopping();
            if (stop == SearchResult.StopReason.CANCELLED || stop == SearchResult.StopReason.BUDGET) return result(startPriced);
            movable = SearchSpace.of(model, objective, constraints, findings, costs, startPriced);
            PricedDesign withoutAdvice = best;
            climb(new Reached(best, bestChanges), SearchSpace.suggestions(model, constraints, findings));
            // a suggestion taken may open moves the first climb found no gain in
            if (best != withoutAdvice) climb(new Reached(best, bestChanges), movable);
            takeBacks(start);
            SplittableRandom random = new SplittableRandom(settings.seed());
            for (int round = 1; round <= settings.restarts() && !movable.isEmpty() && !stopping(); round++) {
                Reached local = climb(perturb(new Reached(best, bestChanges), random), shuffled(random));
                if (local.priced().betterThan(best)) improved(local);
            }
            if (stop == null) stop = SearchResult.StopReason.CONVERGED;
            return result(startPriced);
        }

        /**
         * Climbs again from the best design with one of its changes taken back and that slot tried last, for each of
         * the first changes from the start (as many as the restarts), keeping what beats the best (decision 0441).
         */
        private void takeBacks(Design startDesign) {
            for (MoveSlot slot : TakeBacks.changed(movable, startDesign, best.design(), settings.restarts())) {
                if (stopping()) return;
                DesignMove back = TakeBacks.startMove(slot, startDesign).orElseThrow();
                Design design = best.design();
                if (back.holdsIn(design)) continue;
                Reached from = new Reached(price(back.applyTo(design)),
                        DesignChanges.countAfter(startDesign, design, bestChanges, back));
                Reached local = climb(from, TakeBacks.withLast(movable, slot));
                if (local.priced().betterThan(best)) improved(local);
            }
        }

        /** Goes round the relationships, taking each one's best mapping, until no single change improves. */
        private Reached climb(Reached from, List<MoveSlot> order) {
            Reached current = from;
            boolean improved = true;
            while (improved && !stopping()) {
                improved = false;
                for (MoveSlot slot : order) {
                    if (stopping()) break;
                    Reached bestHere = bestMoveOf(current, slot);
                    if (bestHere != current) {
                        current = bestHere;
                        improved = true;
                        if (current.priced().betterThan(best)) improved(current);
                    }
                }
            }
            return current;
        }

        private Reached bestMoveOf(Reached current, MoveSlot slot) {
            Reached bestHere = current;
            Design design = current.priced().design();
            for (DesignMove move : slot.options()) {
                if (move.holdsIn(design) || stopping()) continue;
                PricedDesign candidate = price(move.applyTo(design));
                if (candidate.betterThan(bestHere.priced())) {
                    bestHere = new Reached(candidate, DesignChanges.countAfter(start.design(), design, current.changes(), move));
                }
            }
            return bestHere;
        }

        private void improved(Reached reached) {
            best = reached.priced();
            bestChanges = reached.changes();
            report(true);
        }

        private Reached perturb(Reached from, SplittableRandom random) {
            Design design = from.priced().design();
            int changes = from.changes();
            int moves = 1 + random.nextInt(Math.min(3, movable.size()));
            for (int i = 0; i < moves; i++) {
                List<DesignMove> choices = movable.get(random.nextInt(movable.size())).options();
                DesignMove move = choices.get(random.nextInt(choices.size()));
                changes = DesignChanges.countAfter(start.design(), design, changes, move);
                design = move.applyTo(design);
            }
            return new Reached(price(design), changes);
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
            if (cancelled.getAsBoolean()) {
                stop = SearchResult.StopReason.CANCELLED;
                adviceUnwanted = true;
            }
            else if (settings.maxDesigns() > 0 && pricer.priced() >= settings.maxDesigns()) stop = SearchResult.StopReason.DESIGN_LIMIT;
            else if (outOfSearchTime()) stop = SearchResult.StopReason.BUDGET;
            return stop != null;
        }

        /**
         * The advisor on the start, on the caller's executor, started after the first climb (which does not need it, and
         * so has the CPU to itself): a search waits for it only while it has time (decision 0228), and stops it when
         * it ends or is cancelled; advice queued behind other work on the executor is not started then (decision 0414).
         */
        private CompletableFuture<List<Finding>> adviseBeside(Design start) {
            CompletableFuture<List<Finding>> future = new CompletableFuture<>();
            adviceExecutor.execute(() -> {
                try {
                    if (adviceUnwanted) throw new CancellationException("the search has ended");
                    future.complete(advisor.apply(start, this::adviceStopped));
                } catch (Throwable t) {
                    future.completeExceptionally(t);
                }
            });
            return future;
        }

        /**
         * Whether the advisor should stop: the search has ended or seen Cancel, or, for an advisor run on the searching
         * thread (an executor that runs work at once), the user cancels or the search is out of time, when a search
         * would stop waiting for an advisor on another thread ({@link #adviceWhile}; decision 0436).
         */
        private boolean adviceStopped() {
            if (adviceUnwanted) return true;
            return Thread.currentThread() == searching && (cancelled.getAsBoolean() || outOfSearchTime());
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
            } catch (CancellationException stopped) {
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
            // only designs within the limits are proposed and explained
            if (bestChanges == 0 || !best.feasible()) return false;
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
            List<Finding> naming = findings;
            if (findings.isEmpty() && advice != null && stop != SearchResult.StopReason.CANCELLED) {
                // the budget ran out before the advisor was done: its names if it is done by the deadline
                naming = adviceWhile(() -> !cancelled.getAsBoolean() && !pastDeadline());
            }
            // explained when asked for, one by one (decision 0467)
            List<PricedDesign> proposed = new ArrayList<>();
            for (PricedDesign member : front.members()) {
                if (proposed.size() == PROPOSALS) break;
                if (member.improvesOn(start)) proposed.add(member);
            }
            return new SearchResult(objective, start, proposed, best, priced, elapsed, stop,
                    new ChangeExplainer(model, pricer, start, naming, shown::cleanedForm));
        }
    }
}
