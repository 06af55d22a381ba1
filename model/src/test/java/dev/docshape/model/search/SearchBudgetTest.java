package dev.docshape.model.search;

import dev.docshape.model.advice.Advisor;
import dev.docshape.model.advice.Finding;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The time budget holds for the whole answer (decision 0228), measured on a clock the test steps, so no wall-clock
 * limit is asserted: a search out of time does not wait for the advisor, and still proposes what it found.
 */
class SearchBudgetTest {
    private static final Duration BUDGET = Duration.ofSeconds(10);
    private static final SearchSettings SETTINGS = new SearchSettings(7, BUDGET, 0, 4);

    @Test
    void aSearchOutOfTimeDoesNotWaitForTheAdvisor() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        AtomicBoolean adviceDone = new AtomicBoolean();
        AtomicLong now = new AtomicLong();
        ExecutorService thread = Executors.newSingleThreadExecutor();
        // each look at the clock is a tenth of a second: the budget runs out within the first climb
        DesignSearch search = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS, () -> now.addAndGet(100_000_000L), (design, stopped) -> {
                    awaitQuietly(release);
                    adviceDone.set(true);
                    return List.<Finding>of();
                }, thread);
        try {
            // a hang guard, not a time limit: a search that waited for this advisor would never return
            SearchResult result = assertTimeoutPreemptively(Duration.ofMinutes(5),
                    () -> search.run(BlogModels.fullyReferenced(), p -> { }, () -> false));
            assertEquals(SearchResult.StopReason.BUDGET, result.stoppedBy());
            assertFalse(adviceDone.get(), "the answer came before the advisor was done");
            assertTrue(result.priced() > 1, "the search priced designs before its time ran out");
        } finally {
            release.countDown();
            thread.shutdown();
        }
    }

    @Test
    void onceTheBudgetIsSpentTheFrontIsStillProposedAndExplainedWhenAsked() {
        SearchResult unhurried = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS, () -> 0L, (design, stopped) -> Advisor.advise(BlogModels.blog(), design,
                Profile.cosmos()), Runnable::run).run(BlogModels.fullyReferenced(), p -> { }, () -> false);
        assertTrue(unhurried.proposals().size() > 1, "with time left every design of the front is proposed");

        // the clock stands still until the search has looked 200 times whether it is cancelled, then the budget is gone
        AtomicInteger looks = new AtomicInteger();
        SearchResult late = new DesignSearch(BlogModels.blog(), Profile.cosmos(), Objective.defaults(),
                SearchConstraints.none(), SETTINGS, () -> looks.get() > 200 ? 2 * BUDGET.toNanos() : 0L,
                (design, stopped) -> Advisor.advise(BlogModels.blog(), design, Profile.cosmos()), Runnable::run)
                .run(BlogModels.fullyReferenced(), p -> { }, () -> looks.incrementAndGet() < 0);
        assertEquals(SearchResult.StopReason.BUDGET, late.stoppedBy());
        assertTrue(late.proposalCount() >= 1, "the best design found in time is proposed");
        // explaining is the caller's, when it asks (decision 0467): every design of the front, not only the best
        for (Proposal p : late.proposals()) {
            assertTrue(p.priced().improvesOn(late.start()));
            assertFalse(p.changes().isEmpty(), "each proposal says what it changes");
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
