package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Duplicates;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

/**
 * How many documents a suggested feed keeps (docs/advisor-rules.md "feed-of-latest"): the largest N its
 * reads take, plus a margin of a tenth (at least one) when the workload deletes the entity, because a
 * feed is not refilled after a delete (decision 0323) and must still hold N after a few.
 */
public final class FeedKeep {
    /** The margin is this share of the largest N read. */
    static final int MARGIN_DIVISOR = 10;

    private FeedKeep() {
    }

    /** What a feed serving reads of at most {@code largestN} of {@code entityId} keeps. */
    public static int of(DataModel model, String entityId, int largestN) {
        int keep = deleted(model, entityId) ? largestN + Math.max(1, (largestN + MARGIN_DIVISOR - 1) / MARGIN_DIVISOR) : largestN;
        return Math.min(keep, Duplicates.Duplicate.MAX_KEEP);
    }

    private static boolean deleted(DataModel model, String entityId) {
        for (AccessPattern p : model.patterns()) {
            if (p instanceof WritePattern w && w.kind() == WriteKind.DELETE && w.entity().equals(entityId) && w.frequency() > 0) return true;
        }
        return false;
    }
}
