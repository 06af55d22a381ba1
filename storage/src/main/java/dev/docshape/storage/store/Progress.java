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
}
