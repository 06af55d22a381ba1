package dev.docshape.model.estimate;

/** A pattern cannot be estimated (it names an unknown entity or relationship); the message says where. */
final class PlanningException extends IllegalArgumentException {
    PlanningException(String message) {
        super(message);
    }
}
