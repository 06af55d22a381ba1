package dev.docshape.storage.measure;

import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.estimate.Request;

import java.util.HashMap;
import java.util.Map;

/**
 * Which reads of a pattern's targets by the ids their sources hold the plan sends as point reads: the application's code
 * for a pattern is one request per step, as the plan and the query templates have it, whatever ids one instance
 * happens to hold. An order of one line among orders of three on average still has its listings queried, not read by
 * id: a Cosmos DB point read would return whole documents where the query returns the fields named
 * (docs/counting-rules.md "Batched", decision 0463).
 */
final class PlannedReads {
    /** No plan at hand: a point read whenever one source holds one id. */
    static final PlannedReads AS_HELD = new PlannedReads(null);

    /** One step of a plan: the target entity read by the ids its sources hold through the relationship. */
    private record Step(String relationship, String target) {
    }

    /** Per step read by the ids in its sources: true when the plan reads it by id, one document. */
    private final Map<Step, Boolean> pointReads;

    private PlannedReads(Map<Step, Boolean> pointReads) {
        this.pointReads = pointReads;
    }

    /** The point reads of {@code planned}'s reads by the ids in their sources. */
    static PlannedReads of(PatternEstimate planned) {
        Map<Step, Boolean> pointReads = new HashMap<>();
        for (Request r : planned.requests()) {
            Intent intent = r.intent();
            if (intent == null || intent.action() != Intent.Action.READ_BY_IDS_IN_SOURCE || intent.relationship() == null) continue;
            // a step planned twice (a relationship followed at two depths) is a point read only where both are
            pointReads.merge(new Step(intent.relationship(), intent.entity()), r.operation() == Request.Operation.POINT_READ, Boolean::logicalAnd);
        }
        return new PlannedReads(pointReads);
    }

    /**
     * Whether the read of {@code target} by the {@code ids} that {@code sources} instances hold through
     * {@code relationship} is one point read: one id from one source, and the plan reads it by id where there is a plan.
     */
    boolean pointRead(String relationship, String target, int sources, int ids) {
        if (sources > 1 || ids > 1) return false;
        if (pointReads == null) return true;
        return pointReads.getOrDefault(new Step(relationship, target), true);
    }
}
