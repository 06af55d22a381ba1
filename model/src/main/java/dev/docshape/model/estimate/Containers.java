package dev.docshape.model.estimate;

import dev.docshape.model.Relationship;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.BucketFill;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.DocumentShape;
import dev.docshape.model.projection.ShapeField;

import java.util.ArrayList;
import java.util.List;

/**
 * The documents that hold the items of an entity living only inside other documents, from the model's counts (the
 * parents' documents, the root documents of an entity embedded deeper, or the parents times the buckets of one
 * parent), how full they are, and the size of the
 * container a given item sits in, at that container's fill (docs/counting-rules.md "Items of all parents taken by
 * an order").
 *
 * @param parents   the parents whose children the containers hold
 * @param fill      how full the containers are
 * @param perItem   bytes of the container a given item sits in
 * @param perHolder bytes of a container holding at least one item, on average
 * @param empty     bytes of a container holding no item
 * @param each      items each child holds (1 when the children are the items)
 * @param holding   the relationship whose parents' documents or buckets hold the items
 * @param size      items a container holds at most: the bucket size, {@link Integer#MAX_VALUE} for a parent's document
 */
record Containers(double parents, BucketFill fill, double perItem, double perHolder, double empty, double each, Relationship holding,
                  int size) {
    /** What a read of items in containers returns: the documents and the bytes of each, on average. */
    record Read(double documents, double bytesEach) {
    }

    /** The distinct containers {@code n} items picked without regard to their container fall in. */
    double distinct(double n) {
        return fill.distinctOf(parents, n);
    }

    /**
     * The bytes of each of {@code documents} distinct containers hit by items picked without regard to their container:
     * the size of the container an item lies in while few are hit (a fuller one is the likelier hit), nearing the
     * average holder's as the hits cover every holder, each then read once (decision 0479).
     */
    double perHit(double documents) {
        // one container hit is the one an item lies in; the rest move towards the average as they cover every holder
        double all = holders();
        double share = all > 1 ? Math.min(1, Math.max(0, documents - 1) / (all - 1)) : 0;
        return perItem + (perHolder - perItem) * share;
    }

    /** Every container holding at least one item. */
    double holders() {
        return parents * fill.bucketsPerParent();
    }

    /**
     * The containers the first {@code n} of {@code total} items by an order with few values fall in, each value held by
     * {@code share} of the items, and their size (docs/counting-rules.md "Ties in an order"): the values taken whole are
     * spread draws, each container sized as the one an item lies in; the rest ends inside one tied group, which the
     * store returns in its own order, following the containers, so those come from consecutive items
     * ({@link BucketFill#stretchOf}), sized at the items the stretch's containers hold. The stretch's containers not
     * already hit by the spread draws are added, taken as unrelated to them.
     */
    Read tied(double n, double total, double share) {
        double group = total * share;
        if (!(group > 0)) return new Read(distinct(n), perItem);
        double whole = Math.min(n, Math.floor(n / group) * group);
        double rest = n - whole;
        double spread = distinct(whole);
        if (rest < 1) return new Read(spread, perItem);
        BucketFill.Stretch stretch = fill.stretchOf(parents, rest, share);
        double all = distinct(total);
        double added = stretch.containers() * (all > 0 ? Math.max(0, 1 - spread / all) : 1);
        double documents = spread + added;
        if (!(documents > 0)) return new Read(0, perItem);
        double bytesEach = stretch.containers() > 0 ? holding(stretch.items() / stretch.containers()) : perItem;
        return new Read(documents, (spread * perItem + added * bytesEach) / documents);
    }

    /**
     * The containers of two reads of the same query, {@code first} and {@code then}, the second's taken as unrelated to
     * the first's (a tied group and the items ordered after it, decision 0554), each sized as its own read sizes it.
     */
    Read together(Read first, Read then) {
        double documents = OptionalOrder.together(first.documents(), then.documents(), holders());
        if (!(documents > 0)) return new Read(0, perItem);
        double added = documents - first.documents();
        return new Read(documents, (first.documents() * first.bytesEach() + added * then.bytesEach()) / documents);
    }

    /**
     * The distinct parents of the first {@code n} of {@code total} items by an order with few values, when the items are
     * the parents' own children ({@code each} 1), else null: counted as {@link #tied} counts the containers, in the
     * parents' documents, one a parent. The tied rest comes from consecutive items, so from consecutive parents, not one
     * parent an item (docs/counting-rules.md "Ties in an order", decision 0417).
     */
    Double tiedParents(double n, double total, double share) {
        if (each != 1) return null;
        return tiedParents(holding, parents, n, total, share);
    }

    /**
     * The distinct parents of {@code holding} the first {@code n} of its {@code total} children by an order with few
     * values come from, the children kept in the store in their parents' order, wherever they are (in their parents'
     * documents, in buckets, or in documents of their own, created parent by parent): the containers of
     * {@link #tied}, one a parent (decisions 0417, 0406). Sizes play no part in the count.
     */
    static double tiedParents(Relationship holding, double parents, double n, double total, double share) {
        return new Containers(parents, BucketFill.embedded(holding), 0, 0, 0, 1, holding, Integer.MAX_VALUE).tied(n, total, share).documents();
    }

    /**
     * The containers holding the first items of all parents by a date of their own, the parents' own children
     * ({@code each} 1), in the {@code cut} of time they lie in: a parent's last (or first) children, in its last (or first)
     * containers, each sized at the children it holds; items embedded deeper in the documents holding one of them
     * (docs/counting-rules.md "The first N by a date across parents", decisions 0449, 0466); null when a parent has too
     * many containers to count.
     */
    Read dated(DateCut cut) {
        DateCut.Held held = cut.held(holding, size);
        if (held == null) return null;
        double documents = parents * held.containers();
        return new Read(documents, held.containers() > 0 ? holding(held.items() / held.containers()) : perItem);
    }

    /** The distinct parents of the first items of all parents in the {@code cut} of time, as {@link #dated} counts them; null as there. */
    Double datedParents(DateCut cut) {
        DateCut.Held held = each == 1 ? cut.held(holding, Integer.MAX_VALUE) : null;
        return held == null ? null : parents * held.parents();
    }

    /** Bytes of a container holding {@code children} children, its size growing with them (a bucket of a parent's newest). */
    double holdingChildren(double children) {
        return holding(children * each);
    }

    /** Bytes of a container holding {@code items} of the items read, its size growing with its children. */
    private double holding(double items) {
        double children = fill.itemsPerBucketRead();
        if (!(children > 0)) return perItem;
        return empty + (perItem - empty) * (items / each) / children;
    }

    /**
     * The containers of a bucket collection ({@code itemsName} null) or of the parents' documents holding the array
     * {@code itemsName} of children, each child holding {@code each} of the items read (1 when the children are the
     * items; more when the items are embedded deeper), sized at the fill of the container an item sits in; null when
     * the document has no such array.
     */
    static Containers of(CollectionShape c, String itemsName, Relationship r, double each, double parents, Profile profile) {
        List<ShapeField> fields = new ArrayList<>(c.document().fields());
        int at = itemsField(fields, itemsName);
        if (at < 0) return null;
        ShapeField items = fields.get(at);
        BucketFill fill = itemsName == null ? BucketFill.of(r, items.maxItems()) : BucketFill.embedded(r);
        double perItem = sized(fields, at, items, fill.itemsPerBucketRead(), profile);
        double perHolder = sized(fields, at, items, fill.itemsPerBucket(), profile);
        double empty = sized(fields, at, items, 0, profile);
        return new Containers(parents, each == 1 ? fill : fill.holdingEach(each), perItem, perHolder, empty, each, r,
                itemsName == null ? items.maxItems() : Integer.MAX_VALUE);
    }

    /** The bytes of a container whose array of items at {@code at} holds {@code children} children. */
    private static double sized(List<ShapeField> fields, int at, ShapeField items, double children, Profile profile) {
        fields.set(at, ShapeField.objectArray(items.name(), items.role(), items.entity(), items.relationship(),
                children, items.maxItems(), items.children()));
        return DocumentSizer.size(new DocumentShape(fields), profile).avgBytes();
    }

    /** The place of the array of items: a bucket's embedded items ({@code name} null) or the array named; -1 when none. */
    private static int itemsField(List<ShapeField> fields, String name) {
        for (int at = 0; at < fields.size(); at++) {
            ShapeField f = fields.get(at);
            boolean items = name == null ? f.role() == ShapeField.Role.EMBEDDED : f.name().equals(name);
            if (items) return f.kind() == ShapeField.Kind.ARRAY ? at : -1;
        }
        return -1;
    }
}
