package dev.docshape.app.analysis.search;

import dev.docshape.app.ui.tasks.TaskRunner;
import dev.docshape.model.search.Proposal;
import dev.docshape.model.search.SearchResult;

import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.IntSupplier;

/**
 * Explains the proposals of a search that has ended, one at a time on the jobs lane of the window's task runner
 * (decision 0489): the selected one first, then the others in rank order, so the list shows at once and the row the
 * user looks at is the next explained; a newer selection wins over the rank order. Only on the UI thread.
 */
final class ProposalExplanations {
    private final SearchResult result;
    private final TaskRunner tasks;
    private final IntSupplier selectedIndex;
    private final BiConsumer<Integer, Proposal> explained;
    private final Consumer<String> failed;
    private final boolean[] done;
    private boolean busy;
    private boolean stopped;

    /**
     * @param selectedIndex the index of the selected proposal, or -1
     * @param explained     hears each proposal explained, with its index, on the UI thread
     * @param failed        hears why explaining failed; nothing more is explained after it
     */
    ProposalExplanations(SearchResult result, TaskRunner tasks, IntSupplier selectedIndex, BiConsumer<Integer, Proposal> explained,
                         Consumer<String> failed) {
        this.result = result;
        this.tasks = tasks;
        this.selectedIndex = selectedIndex;
        this.explained = explained;
        this.failed = failed;
        this.done = new boolean[result.proposalCount()];
    }

    /** Explains the next proposal unless one is being explained; call it again when the selection changes. */
    void next() {
        if (busy || stopped) return;
        int index = pick();
        if (index < 0) return;
        busy = true;
        tasks.run(TaskRunner.Lane.JOBS, () -> result.proposal(index), proposal -> {
            busy = false;
            if (stopped) return;
            done[index] = true;
            explained.accept(index, proposal);
            next();
        }, e -> {
            busy = false;
            if (stopped) return;
            stopped = true;
            failed.accept("Explaining design " + (index + 1) + " failed: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
        });
    }

    /** Explains nothing more: another search started or another project was opened. */
    void stop() {
        stopped = true;
    }

    /** The selected proposal when it waits, else the best-ranked one waiting, else -1. */
    private int pick() {
        int selected = selectedIndex.getAsInt();
        if (selected >= 0 && selected < done.length && !done[selected]) return selected;
        for (int i = 0; i < done.length; i++) if (!done[i]) return i;
        return -1;
    }
}
