package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.DocumentSizer;
import dev.docshape.model.profile.CostModel;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.Naming;
import dev.docshape.model.projection.ShapeField;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.List;

/**
 * The bucket size where the reads' saving from a larger bucket meets the writes' extra cost, by the metric the search
 * minimises, reads and writes weighted as it weighs them (decisions 0438, 0452; docs/counting-rules.md#design-search).
 * A read of all of a parent's {@code c} children reads about {@code c / B} buckets of {@code B}; a write of one child
 * rewrites its bucket of about {@code B} children of {@code s} bytes. With {@code R} such reads and {@code W} such
 * writes a second, weighted {@code r} and {@code w}, the sum {@code r·R·x·c/B + w·W·y·B} is least at
 * {@code B = √(r·R·x·c / (w·W·y))}, where per metric:
 * <ul>
 *     <li>request units: {@code x} the query's charge per document ({@link CostModel#queryRuPerDocument}), {@code y}
 *     the write's charge per KB beyond the first ({@link CostModel#writeRuPerExtraKb}) for {@code s} bytes; a bucket
 *     within the first KB costs its writes nothing more, so never fewer children than fit in it;</li>
 *     <li>bytes: {@code x} a bucket's own bytes (its id, its parent's id, its item count), read once per bucket, and
 *     {@code y = s}, a write counting the whole bucket it rewrites;</li>
 *     <li>round trips: none; one request reads all of a parent's buckets and one writes a child, whatever their size.</li>
 * </ul>
 * The bytes of the items a read returns do not depend on the bucket size, so they are left out.
 */
record BalancedBucket(DataModel model, Profile profile, Objective objective) {

    /**
     * The balanced bucket size for {@code r}'s children; 0 when nothing balances: the metric does not depend on the size,
     * no read takes all of a parent's children (a bucket saves no read), the children's size is unknown, or no write
     * pays for a larger bucket (the largest bucket within the limit is then the best, and is tried anyway).
     *
     * @param itemBytes the average size of one child ({@link LargestBucket#itemBytes})
     */
    int of(Relationship r, RelationshipUse use, double itemBytes) {
        if (objective.metric() == Objective.Metric.ROUND_TRIPS) return 0;
        boolean bytes = objective.metric() == Objective.Metric.BYTES;
        CostModel costs = profile.costs();
        double perBucketRead = bytes ? ownBytes(r) : costs.queryRuPerDocument();
        double perChildWritten = bytes ? itemBytes : costs.writeRuPerExtraKb() * itemBytes / 1024;
        double reads = objective.readWeight() * use.allChildrenReads * perBucketRead * Math.max(1, r.avgCount());
        double writes = objective.writeWeight() * use.childWrites * perChildWritten;
        if (!(reads > 0) || !(itemBytes > 0) || !(writes > 0)) return 0;
        double balanced = Math.sqrt(reads / writes);
        double freeOfCharge = bytes ? 1 : Math.floor(1024 / itemBytes);
        return (int) Math.max(1, Math.min(Integer.MAX_VALUE, Math.max(freeOfCharge, Math.round(balanced))));
    }

    /** The bytes of a bucket of {@code r}'s children with no items: the fields the projection gives every bucket. */
    private double ownBytes(Relationship r) {
        return DocumentSizer.size(new DocumentShape(List.of(
                ShapeField.scalar("id", FieldType.OBJECT_ID, Role.ID, null, r.id(), 0),
                ShapeField.scalar(Naming.lowerCamel(model.requireEntity(r.parent()).name()) + "Id", FieldType.OBJECT_ID, Role.REFERENCE, r.parent(), r.id(), 0),
                ShapeField.scalar("count", FieldType.INTEGER, Role.BUCKET_COUNT, null, r.id(), 0),
                ShapeField.objectArray(r.name(), Role.EMBEDDED, r.child(), r.id(), 0, 0, List.of()))), profile).avgBytes();
    }
}
