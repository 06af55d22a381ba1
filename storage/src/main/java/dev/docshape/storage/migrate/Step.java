package dev.docshape.storage.migrate;

import com.fasterxml.jackson.databind.node.ArrayNode;

import java.util.Objects;

/**
 * One resumable step of a migration script: an aggregation, a collection put in place of another,
 * or a collection dropped. A step that completed is recorded in the progress collection and skipped
 * when the script runs again.
 *
 * @param id         stable within one script; the progress marker's key
 * @param title      what the step does, for the script's comments and output
 * @param action     what kind of step it is
 * @param collection the collection the aggregation runs on, the one put in place, or the one dropped
 * @param target     the collection the step writes ({@code $merge} target, rename target); null for a drop
 * @param pipeline   the aggregation pipeline; null for other actions
 * @param read       estimated documents read at the model's counts
 * @param written    estimated documents written at the model's counts
 * @param builds     for the build of a target collection, that collection's name; null otherwise
 */
public record Step(String id, String title, Action action, String collection, String target, ArrayNode pipeline,
                   long read, long written, String builds) {

    /** What a step does. */
    public enum Action {
        /** Drops {@code target}, then runs the pipeline on {@code collection}; the pipeline writes {@code target}. */
        AGGREGATE,
        /** Renames {@code collection} to {@code target}, replacing it. */
        REPLACE,
        /** Drops {@code collection}. */
        DROP
    }

    public Step {
        Objects.requireNonNull(id, "step id");
        Objects.requireNonNull(action, "step action");
        if (action == Action.AGGREGATE && pipeline == null) throw new IllegalArgumentException("step " + id + " needs a pipeline");
    }
}
