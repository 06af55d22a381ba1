package dev.docshape.storage.store;

/**
 * Reports how far a long job (materializing, measuring, exporting) has come. Called from the
 * thread doing the work; a listener that throws {@link java.util.concurrent.CancellationException}
 * cancels the job, which then leaves the store as it was.
 */
@FunctionalInterface
public interface Progress {

    Progress NONE = (phase, done, total) -> {
    };

    /**
     * @param phase what is being done ("writing documents", "indexing")
     * @param done  units done so far
     * @param total units expected in this phase (0 when unknown)
     */
    void update(String phase, long done, long total);

    /**
     * Progress counted in steps of another kind than the job's unit (collections indexed, patterns measured): shown
     * as "3 of 6", never as documents or bytes per second. Listeners that show only a fraction need not tell them apart.
     */
    default void step(String phase, long done, long total) {
        update(phase, done, total);
    }
}
