package dev.docshape.model.estimate;

import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.estimate.Intent.Action;
import dev.docshape.model.estimate.Request.Operation;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ReturnedFields;

import java.util.Locale;

/**
 * The roots of a read pattern that names no parent: a filter's matches or the first N by an order, read where all
 * of the entity's instances are, since they may lie beyond any parent's subset (docs/counting-rules.md "Items of all
 * parents taken by an order").
 */
final class AllParentsRoots {
    private final ModelIndex index;
    private final Plan plan;
    private final String where;
    private final InstanceReads reads;

    AllParentsRoots(ModelIndex index, Plan plan, String where, InstanceReads reads) {
        this.index = index;
        this.plan = plan;
        this.where = where;
        this.reads = reads;
    }

    Hand read(ReadPattern p, Entity root, ReturnedFields wanted) {
        Occurrence home = index.home(p.entity(), where);
        Intent intent = Intent.of(Action.READ_FIRST, p.entity(), null, null, -1);
        Duplicates.Duplicate feed = index.feed(p.entity());
        // the first N by a feed's order sit in the feed (docs/counting-rules.md "Ordering and feeds")
        String collection = home.kind() == Occurrence.Kind.DOCUMENT && feed != null && feed.serves(p)
                ? index.feedCollection(p.entity()).name() : reads.serving(home, intent, 1);
        Containers containers = index.containers(home, where);
        // a filter matches at most every instance: "all profiles" of a smaller model (docs/counting-rules.md "Items of all parents taken by an order")
        int matched = (int) Math.min(p.rootsRead(), Math.max(1, root.count()));
        int first = containers == null ? plan.read(1, Operation.QUERY, collection, matched, 1, "query " + collection, intent,
                reads.returned(p.entity(), collection, wanted))
                : p.order() != null && !index.profile.kind().sortsInsideArrays() ? everyHolder(collection, containers, intent)
                : inContainers(collection, containers, matched, home.copiesPerInstance(), root, p.order(), intent);
        Hand roots = new Hand(p.entity(), matched, 1, true, index.containerPath(home), first);
        Double firstParents = containers == null || p.order() == null ? null : firstParents(containers, matched, root, p.order());
        if (firstParents != null) {
            roots = FirstOfAllParents.heldParents(index, roots.childrenOf(containers.holding().id(), firstParents), containers.holding(),
                    root, p.order(), where);
        }
        else if (home.kind() == Occurrence.Kind.DOCUMENT && p.order() != null) roots = FirstOfAllParents.known(index, roots, root, p.order(), where);
        return roots;
    }

    /**
     * {@code n} items of all parents, the first by an order or the matches of a filter, the items living only in
     * buckets or embedded in their parents: the query returns the distinct containers they sit in, each at the fill of
     * a container an item lies in (docs/counting-rules.md "Items of all parents taken by an order"). An order is taken
     * as unrelated to the container, and the step says so, unless its field has few values: then the first N tie and
     * come in the store's order, consecutive items of few containers (docs/counting-rules.md "Ties in an order"). An item
     * kept in {@code copies} containers (a track in the buckets of its playlists) is in each of them: the query returns
     * every one (decision 0460, docs/counting-rules.md "Instances held in several documents").
     */
    private int inContainers(String collection, Containers containers, double n, double copies, Entity items, Ordering order,
                             Intent intent) {
        double total = Math.max(n, items.count());
        OptionalOrder optional = order == null ? null : OptionalOrder.of(items, order, n, total);
        Priced priced = optional == null ? ordered(containers, n, total, copies, items, order)
                : withTie(containers, optional, total, copies, items, order);
        return plan.readSized(1, collection, priced.read().documents(), priced.read().bytesEach(),
                "query " + collection + " for the documents holding them" + priced.how(), intent);
    }

    /**
     * The first items by a field only some hold: those lacking it tie as null, first lowest first and last highest
     * first, read consecutively in the store's order; the holders' part is priced as {@link #ordered} prices it
     * (docs/counting-rules.md "Ties in an order", decision 0554).
     */
    private Priced withTie(Containers containers, OptionalOrder optional, double total, double copies, Entity items, Ordering order) {
        if (!(optional.lacking() > 0)) return ordered(containers, optional.holding(), total, copies, items, order);
        Containers.Read read = containers.tied(optional.lacking(), total, optional.share());
        String how = String.format(Locale.ROOT, " (%.0f %% lack %s: they tie as null, %s, read consecutively in the store's order",
                optional.share() * 100, order.field(), order.descending() ? "last" : "first");
        if (!(optional.holding() > 0)) return new Priced(read, how + ")");
        Priced holders = ordered(containers, optional.holding(), total, copies, items, order);
        return new Priced(containers.together(read, holders.read()), how + "; the holders" + holders.how() + ")");
    }

    /** What a read of the first items in containers takes, and how the step says it was priced. */
    private record Priced(Containers.Read read, String how) {
    }

    /** The first {@code n} of {@code total} items by {@code order} (none: a filter's matches), every item holding its field. */
    private Priced ordered(Containers containers, double n, double total, double copies, Entity items, Ordering order) {
        ValueDomain domain = order == null ? null : ValueDomain.of(items, order.field());
        // by a date of the items' own: the newest or oldest sit in the last or first containers of few parents (decision 0449)
        DateCut cut = order == null || domain != null ? null : FirstOfAllParents.cut(index, containers, items, order, n, total, where);
        Containers.Read dated = cut == null ? null : containers.dated(cut);
        Containers.Read read = domain != null ? containers.tied(n, total, OptionalOrder.valueShare(items, order, domain))
                : dated != null ? dated : new Containers.Read(containers.distinct(n * Math.max(1, copies)), containers.perItem());
        String how = order == null ? "" : dated != null ? String.format(Locale.ROOT, " (%s dates each after its parent: the %s sit in few containers)",
                order.field(), order.descending() ? "newest" : "oldest")
                : domain == null ? " (the order taken as unrelated to the document)"
                : String.format(Locale.ROOT, " (%s has %d values: the first tie, read consecutively in the store's order)",
                order.field(), domain.values());
        return new Priced(read, how);
    }

    /**
     * The parents of the first {@code n} items of all parents by an order with few values or a date of their own, null for
     * any other order: the tied rest comes from consecutive items of consecutive parents, the newest or oldest from the
     * parents created late or early, so following the items to their parents finds those, not one parent an item
     * (docs/counting-rules.md "Ties in an order", decisions 0417, 0449).
     */
    private Double firstParents(Containers containers, double n, Entity items, Ordering order) {
        double total = Math.max(n, items.count());
        OptionalOrder optional = OptionalOrder.of(items, order, n, total);
        if (optional == null || !(optional.lacking() > 0)) return orderedParents(containers, optional == null ? n : optional.holding(), total, items, order);
        // the items lacking the ordered field tie and come from consecutive parents (decision 0554)
        Double lacking = containers.tiedParents(optional.lacking(), total, optional.share());
        return lacking == null ? null : optional.parents(lacking, holding -> orderedParents(containers, holding, total, items, order),
                containers.parents());
    }

    /** As {@link #firstParents}, every item holding the ordered field. */
    private Double orderedParents(Containers containers, double n, double total, Entity items, Ordering order) {
        ValueDomain domain = ValueDomain.of(items, order.field());
        if (domain != null) return containers.tiedParents(n, total, OptionalOrder.valueShare(items, order, domain));
        // by a date of their own, the parents the newest or oldest come from (decision 0449)
        DateCut cut = FirstOfAllParents.cut(index, containers, items, order, n, total, where);
        return cut == null ? null : containers.datedParents(cut);
    }

    /**
     * The first N items of all parents by an order, on a database that cannot sort by a value inside an array (Cosmos
     * DB): the query reads every document holding items, each at its own fill, and the application takes the first N
     * (decision 0393, docs/counting-rules.md "Items of all parents taken by an order").
     */
    private int everyHolder(String collection, Containers containers, Intent intent) {
        return plan.readSized(1, collection, containers.holders(), containers.perHolder(), "query " + collection
                + " for every document holding them (no sort inside an array: the application takes the first N)", intent);
    }
}
