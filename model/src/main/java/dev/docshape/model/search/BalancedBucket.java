package dev.docshape.model.search;

import dev.docshape.model.Relationship;
import dev.docshape.model.profile.CostModel;

/**
 * The bucket size where the reads' saving from a larger bucket meets the writes' extra cost (decision 0438,
 * docs/counting-rules.md#design-search): a read of all of a parent's {@code c} children reads about {@code c / B}
 * buckets of {@code B}, each a document a query pays for ({@link CostModel#queryRuPerDocument}); a write of one child
 * rewrites its bucket of about {@code B} children of {@code s} bytes, paying for each KB beyond the first
 * ({@link CostModel#writeRuPerExtraKb}). With {@code R} such reads and {@code W} such writes a second, the sum
 * {@code R·q·c/B + W·w·B·s/1024} is least at {@code B = √(R·q·c·1024 / (W·w·s))}; a bucket within the first KB costs
 * its writes nothing more, so never fewer children than fit in it. The bytes a read returns do not depend on the bucket
 * size, so they are left out.
 */
final class BalancedBucket {
    private BalancedBucket() {
    }

    /**
     * The balanced bucket size for {@code r}'s children; 0 when nothing balances: no read takes all of a parent's
     * children (a bucket saves no read), the children's size is unknown, or no write pays for a larger bucket (the
     * largest bucket within the limit is then the best, and is tried anyway).
     *
     * @param itemBytes the average size of one child ({@link LargestBucket#itemBytes})
     */
    static int of(Relationship r, RelationshipUse use, double itemBytes, CostModel costs) {
        double reads = use.allChildrenReads * costs.queryRuPerDocument() * Math.max(1, r.avgCount());
        double writes = use.childWrites * costs.writeRuPerExtraKb() * itemBytes / 1024;
        if (!(reads > 0) || !(itemBytes > 0) || !(writes > 0)) return 0;
        double balanced = Math.sqrt(reads / writes);
        double withinFirstKb = Math.floor(1024 / itemBytes);
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.max(withinFirstKb, Math.round(balanced))));
    }
}
