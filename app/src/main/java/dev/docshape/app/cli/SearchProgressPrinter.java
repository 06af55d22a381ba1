package dev.docshape.app.cli;

import dev.docshape.model.Numbers;
import dev.docshape.model.search.Objective;
import dev.docshape.model.search.SearchListener;
import dev.docshape.model.search.SearchProgress;

import java.io.PrintWriter;
import java.util.Locale;

/** Shows a running search on stderr, at most twice a second: designs priced, time used, best score. */
final class SearchProgressPrinter implements SearchListener {
    private static final long INTERVAL_NANOS = 500_000_000L;

    private final PrintWriter err;
    private final Objective objective;
    private long lastPrinted = Long.MIN_VALUE / 2;

    SearchProgressPrinter(PrintWriter err, Objective objective) {
        this.err = err;
        this.objective = objective;
    }

    @Override
    public void progress(SearchProgress progress) {
        if (progress.elapsedNanos() - lastPrinted < INTERVAL_NANOS) return;
        lastPrinted = progress.elapsedNanos();
        err.printf(Locale.ROOT, "searching: %s designs priced, %.0f %% of the time budget, best score %s %s%s%n",
                Numbers.grouped(progress.priced(), 1), 100 * progress.fractionOfBudget(),
                Numbers.tenths(progress.best().figures().score()),
                dev.docshape.app.text.SearchWords.unit(objective.metric()),
                dev.docshape.app.text.SearchWords.stillBroken(progress.start(), progress.best()));
        err.flush();
    }
}
