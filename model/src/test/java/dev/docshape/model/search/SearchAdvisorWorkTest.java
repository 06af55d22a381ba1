package dev.docshape.model.search;

import dev.docshape.model.Design;
import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search runs its advisor on the executor its caller hands it and stops that work when it ends or is cancelled
 * (decision 0414): no thread of a search keeps running after it. The advisor here runs until it is told to stop, as a
 * long advisor on a large model would; the time limits are hang guards, not assertions of speed.
 */
class SearchAdvisorWorkTest {
    private static final Duration HANG_GUARD = Duration.ofMinutes(2);
    private static final SearchSettings SETTINGS = new SearchSettings(7, Duration.ofSeconds(10), 0, 4);

    /** An advisor that works until it is told to stop, counting its starts and ends. */
    private static final class EndlessAdvisor implements BiFunction<Design, BooleanSupplier, List<Finding>> {
        final CountDownLatch started = new CountDownLatch(1);
        final CountDownLatch ended = new CountDownLatch(1);

        @Override
        public List<Finding> apply(Design design, BooleanSupplier stopped) {
            started.countDown();
            try {
                while (!stopped.getAsBoolean()) LockSupport.parkNanos(1_000_000L);
                throw new CancellationException("stopped");
            } finally {
                ended.countDown();
            }
        }
    }

    @Test
    void theAdvisorStopsWhenTheSearchRunsOutOfTime() throws InterruptedException {
        EndlessAdvisor advisor = new EndlessAdvisor();
        ExecutorService thread = Executors.newSingleThreadExecutor();
        AtomicLong now = new AtomicLong();
        // each look at the clock is a tenth of a second: the budget runs out within the first climb
        SearchResult result = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                SETTINGS, () -> now.addAndGet(100_000_000L), advisor, thread).run(BlogModels.fullyReferenced(), p -> { }, () -> false);

        assertEquals(SearchResult.StopReason.BUDGET, result.stoppedBy());
        assertNoWorkLeft(thread, advisor);
    }

    @Test
    void cancelStopsTheAdvisor() throws InterruptedException {
        EndlessAdvisor advisor = new EndlessAdvisor();
        ExecutorService thread = Executors.newSingleThreadExecutor();
        // never out of time: the search waits for the advisor until the user cancels, once the advisor has started
        SearchResult result = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                SETTINGS, () -> 0L, advisor, thread).run(BlogModels.fullyReferenced(), p -> { }, () -> advisor.started.getCount() == 0);

        assertEquals(SearchResult.StopReason.CANCELLED, result.stoppedBy());
        assertEquals(0, advisor.started.getCount(), "the advisor was running when the search was cancelled");
        assertTrue(advisor.ended.await(HANG_GUARD.toSeconds(), TimeUnit.SECONDS), "the advisor stopped");
        assertNoWorkLeft(thread, advisor);
    }

    @Test
    void anAdvisorRunAtOnceStopsWhenTheSearchRunsOutOfTime() {
        EndlessAdvisor advisor = new EndlessAdvisor();
        AtomicLong now = new AtomicLong();
        // the search's own thread runs the advisor: a hang guard, not a time limit (an advisor never stopped never returns)
        SearchResult result = assertTimeoutPreemptively(HANG_GUARD, () -> new DesignSearch(BlogModels.blog(), Profile.cosmos(),
                Objective.defaults(), SearchConstraints.none(), SETTINGS, () -> now.addAndGet(100_000_000L), advisor, Runnable::run)
                .run(BlogModels.fullyReferenced(), p -> { }, () -> false));

        assertEquals(SearchResult.StopReason.BUDGET, result.stoppedBy());
        assertEquals(0, advisor.ended.getCount(), "the advisor ended");
        assertTrue(result.proposals().stream().flatMap(p -> p.changes().stream()).noneMatch(c -> c.ruleId().isPresent()),
                "a stopped advisor names no change");
    }

    @Test
    void cancelStopsAnAdvisorRunAtOnce() {
        EndlessAdvisor advisor = new EndlessAdvisor();
        // never out of time: only the user's cancel, once the advisor has started, ends the advisor and the search
        SearchResult result = assertTimeoutPreemptively(HANG_GUARD, () -> new DesignSearch(BlogModels.blog(), Profile.cosmos(),
                Objective.defaults(), SearchConstraints.none(), SETTINGS, () -> 0L, advisor, Runnable::run)
                .run(BlogModels.fullyReferenced(), p -> { }, () -> advisor.started.getCount() == 0));

        assertEquals(SearchResult.StopReason.CANCELLED, result.stoppedBy());
        assertEquals(0, advisor.ended.getCount(), "the advisor ended");
        assertTrue(result.best().improvesOn(result.start()), "the first climb's best design is kept");
    }

    @Test
    void adviceStillQueuedWhenTheSearchEndsIsNotStarted() {
        List<Runnable> queued = new ArrayList<>();
        AtomicInteger advised = new AtomicInteger();
        AtomicLong now = new AtomicLong();
        SearchResult result = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                SETTINGS, () -> now.addAndGet(100_000_000L), (design, stopped) -> {
                    advised.incrementAndGet();
                    return List.of();
                }, queued::add).run(BlogModels.fullyReferenced(), p -> { }, () -> false);

        assertEquals(SearchResult.StopReason.BUDGET, result.stoppedBy());
        assertEquals(1, queued.size(), "the search handed its advisor to the executor");
        queued.get(0).run();
        assertEquals(0, advised.get(), "the executor got to it only after the search had ended");
    }

    @Test
    void theSameDesignsWhetherTheAdvisorRunsAtOnceOrOnAThread() throws InterruptedException {
        ExecutorService thread = Executors.newSingleThreadExecutor();
        BiFunction<Design, BooleanSupplier, List<Finding>> advisor =
                (design, stopped) -> Advisor.advise(BlogModels.blog(), design, Profile.cosmos(), stopped);
        SearchResult atOnce = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                SETTINGS, () -> 0L, advisor, Runnable::run).run(BlogModels.fullyReferenced(), p -> { }, () -> false);
        SearchResult beside = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(), SearchConstraints.none(),
                SETTINGS, () -> 0L, advisor, thread).run(BlogModels.fullyReferenced(), p -> { }, () -> false);
        thread.shutdown();

        assertEquals(SearchResult.StopReason.CONVERGED, beside.stoppedBy());
        assertEquals(atOnce.priced(), beside.priced());
        assertEquals(atOnce.proposals().stream().map(Proposal::design).toList(), beside.proposals().stream().map(Proposal::design).toList());
        assertEquals(atOnce.proposals().stream().map(Proposal::changes).toList(), beside.proposals().stream().map(Proposal::changes).toList(),
                "the same changes, explained and named alike");
        assertTrue(atOnce.proposals().stream().flatMap(p -> p.changes().stream()).anyMatch(c -> c.ruleId().isPresent()),
                "the advisor's rules name changes");
        assertTrue(thread.awaitTermination(HANG_GUARD.toSeconds(), TimeUnit.SECONDS));
    }

    /** The executor's thread ends once shut down: nothing of the search runs on it any more. */
    private static void assertNoWorkLeft(ExecutorService thread, EndlessAdvisor advisor) throws InterruptedException {
        thread.shutdown();
        assertTrue(thread.awaitTermination(HANG_GUARD.toSeconds(), TimeUnit.SECONDS), "no work of the search left running");
        assertEquals(advisor.started.getCount(), advisor.ended.getCount(), "an advisor that started has ended");
    }
}
