package dev.docshape.model.query;

import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.ShapeField;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pipeline taking one parent's first N children over its buckets, kept in the order asked for (decision 0524): the
 * parent's buckets newest id first, their items unwound in the order each bucket keeps, the first N, grouped back into
 * the buckets they came from, newest first. The server reads the newest bucket, and the ones before it only where it holds
 * fewer than N; each bucket comes back holding only the items taken, its other fields as stored ({@code $$ROOT})
 * (docs/counting-rules.md "Bucket documents read", docs/exports.md "Bucket documents sorted by their ids").
 */
final class FirstItemsOverBuckets {
    private FirstItemsOverBuckets() {
    }

    /** The first {@code first} items of the buckets {@code match} finds, in the array of {@code buckets} holding them. */
    static FirstItems taken(CollectionShape buckets, Expr.Doc match, int first) {
        String items = buckets.document().fields().stream().filter(f -> f.role() == ShapeField.Role.EMBEDDED).findFirst()
                .orElseThrow(() -> new IllegalStateException("bucket collection '" + buckets.name() + "' holds no items")).name();
        return new FirstItems(match, items, first);
    }

    /** The stages taking {@code taken}. */
    static Expr.Arr stages(FirstItems taken) {
        String items = taken.items();
        Expr.Doc match = taken.match();
        int first = taken.first();
        Map<String, Expr> group = new LinkedHashMap<>();
        group.put(Locations.TOP_ID, Expr.str("$" + Locations.TOP_ID));
        group.put("bucket", Expr.Doc.of("$first", Expr.str("$$ROOT")));
        group.put(items, Expr.Doc.of("$push", Expr.str("$" + items)));
        Expr.Doc merged = Expr.Doc.of("$mergeObjects", new Expr.Arr(List.of(Expr.str("$bucket"), Expr.Doc.of(items, Expr.str("$" + items)))));
        Expr.Doc newestFirst = Expr.Doc.of("$sort", Expr.Doc.of(Locations.TOP_ID, Expr.num(-1)));
        List<Expr> stages = new ArrayList<>();
        stages.add(Expr.Doc.of("$match", match));
        stages.add(newestFirst);
        stages.add(Expr.Doc.of("$unwind", Expr.str("$" + items)));
        stages.add(Expr.Doc.of("$limit", Expr.num(first)));
        stages.add(Expr.Doc.of("$group", new Expr.Doc(group)));
        stages.add(Expr.Doc.of("$replaceRoot", Expr.Doc.of("newRoot", merged)));
        stages.add(newestFirst);
        return new Expr.Arr(stages);
    }
}
