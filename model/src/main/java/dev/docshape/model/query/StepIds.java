package dev.docshape.model.query;

import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Links;
import dev.docshape.model.projection.Occurrence;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.List;
import java.util.Optional;

/**
 * The ids a step of a read pattern's batched plan filters on, and where they are found: the application's input, the
 * ids an earlier step was asked for, or the ids collected from an earlier step's results ({@link ReadSteps}).
 */
final class StepIds {
    private final ReadPlan plan;

    StepIds(ReadPlan plan) {
        this.plan = plan;
    }

    /**
     * For the children an include takes the first N of, found from the one root read by its id: N (the estimate counts
     * "N or the children, whichever is fewer", docs/counting-rules.md "Children taken under a limit"). From several
     * sources one query cannot take N of each: 0, all of them.
     */
    int ofTheOneRoot(Intent intent) {
        Intent source = plan.before(intent);
        boolean byParent = intent.action() == Intent.Action.READ_BY_SOURCE_ID || intent.action() == Intent.Action.READ_BUCKETS;
        if (!byParent || source.action() != Intent.Action.READ_BY_ID || source.after() >= 0
                || intent.relationship() == null) return 0;
        return includeLimit(plan.pattern().includes(), intent.relationship());
    }

    private static int includeLimit(List<Include> includes, String relationship) {
        for (Include i : includes) if (i.relationship().equals(relationship)) return i.limit();
        return 0;
    }

    /**
     * The ids a step filters on: the application's input for the first step; else the ids of {@code via}'s instances
     * (the step's own entity where it names none) collected from the results they came in, or the ids the step before
     * was asked for where it read them by their ids and its documents hold others too (a comment found in its user's
     * document), as {@code measure} goes on from the instances asked for alone (decision 0530, docs/counting-rules.md
     * "Parents of children spread over the data"). A count is always for the instances asked for: a document found
     * holding a copy of one (a playlist's first tracks, a bucket of tracks) holds others too (docs/exports.md "Counts
     * for the instances asked for", decision 0461); where an include took the first N of one root's children from its
     * newest bucket, for the first N items of that bucket, the ones the application keeps (decision 0478).
     */
    Expr of(Intent intent) {
        if (intent.after() < 0) return Expr.Input.of("id");
        String entity = intent.via() != null ? intent.via() : intent.entity();
        String c = plan.request(intent.after()).collection();
        List<Occurrence> held = plan.where().in(entity, c);
        Intent source = plan.before(intent);
        boolean counted = intent.action() == Intent.Action.COUNT;
        boolean amongOthers = !held.isEmpty() && !held.get(0).fieldPath().isEmpty();
        if ((counted || amongOthers) && source.action() == Intent.Action.READ_BY_ID && source.entity().equals(entity)) return of(source);
        List<String> path = held.isEmpty()
                ? plan.where().linkPath(plan.where().collection(c), null, entity, Role.REFERENCE, Role.COPIED)
                        .or(() -> foldedIn(entity, c)).orElseThrow(() -> missing(entity, c))
                : plan.where().idPath(held.get(0));
        return new Expr.Collected(intent.after() + 1, path, counted ? firstInNewestBucket(source, entity) : 0);
    }

    /**
     * For {@code via}'s instances an include took the first N of from one root's buckets, N when one bucket holds them
     * (the newest, read alone: docs/counting-rules.md "Bucket documents read"); else 0, every item read.
     */
    private int firstInNewestBucket(Intent source, String via) {
        if (source.action() != Intent.Action.READ_BUCKETS || !source.entity().equals(via)) return 0;
        int limit = ofTheOneRoot(source);
        Strategy s = plan.design().mappingFor(plan.model().requireRelationship(source.relationship())).strategy();
        return limit > 0 && limit <= Links.bucketSize(s) ? limit : 0;
    }

    /**
     * The ids of co-located children returned by the read of their parents in collection {@code c}: the
     * children's own ids, in the same results (docs/counting-rules.md "Co-location").
     */
    private Optional<List<String>> foldedIn(String entity, String c) {
        Occurrence home = plan.where().home(entity);
        if (!plan.coLocations().containerOf(home.collection()).equals(plan.coLocations().containerOf(c))) return Optional.empty();
        return Optional.of(plan.where().idPath(home));
    }

    /** The ids of the targets held in the documents an earlier step read (the sources', or joining documents). */
    Expr idsInSource(Intent intent) {
        Request source = plan.request(intent.after());
        CollectionShape c = plan.where().collection(source.collection());
        List<String> path = targetEndInJoin(c, intent)
                .or(() -> plan.where().linkPath(c, intent.relationship(), intent.entity(), Role.REFERENCE, Role.COPIED))
                .or(() -> inFoldedChildren(source, intent))
                .orElseThrow(() -> missing(intent.entity(), c.name()));
        return new Expr.Collected(intent.after() + 1, path, firstIds(intent));
    }

    /**
     * In joining documents, the id field of the end the read goes to: the child's when it comes from the parent (a
     * self relationship is read from the parent down, as {@code measure} reads it; decision 0493).
     */
    private Optional<List<String>> targetEndInJoin(CollectionShape c, Intent intent) {
        if (intent.relationship() == null || intent.via() == null) return Optional.empty();
        return plan.where().joinPath(c, !plan.model().requireRelationship(intent.relationship()).parent().equals(intent.via()));
    }

    /**
     * For children read by the ids their parents hold, the first N ids of each parent the read takes (an include's limit,
     * or the limit of a read of one parent's children in no order): the application slices each array before its
     * {@code $in}, as the estimate counts and {@code measure} reads (docs/counting-rules.md "Children taken under a
     * limit", decision 0420); else 0, every id.
     */
    private int firstIds(Intent intent) {
        if (intent.relationship() == null || intent.via() == null) return 0;
        if (!plan.model().requireRelationship(intent.relationship()).parent().equals(intent.via())) return 0;
        if (intent.relationship().equals(plan.pattern().byParent()) && plan.before(intent).after() < 0) {
            return plan.pattern().order() == null ? Math.max(0, plan.pattern().limit()) : 0;
        }
        return nestedLimit(plan.pattern().includes(), intent.relationship());
    }

    private static int nestedLimit(List<Include> includes, String relationship) {
        for (Include i : includes) {
            if (i.relationship().equals(relationship)) return i.limit();
            int deeper = nestedLimit(i.includes(), relationship);
            if (deeper > 0) return deeper;
        }
        return 0;
    }

    /**
     * The path of the targets' ids in the co-located children that came back with the source request's parents (an
     * order's lines, holding their products' ids): the same results hold them (docs/counting-rules.md "Co-location").
     */
    private Optional<List<String>> inFoldedChildren(Request source, Intent intent) {
        CoLocation group = plan.coLocations().of(source.collection()).orElse(null);
        if (group == null) return Optional.empty();
        for (CoLocation.Member m : group.members()) {
            if (m.relationship() == null || !source.intent().folded().contains(m.relationship())) continue;
            Optional<List<String>> path = plan.where().linkPath(plan.where().collection(m.collection()), intent.relationship(),
                    intent.entity(), Role.REFERENCE, Role.COPIED);
            if (path.isPresent()) return path;
        }
        return Optional.empty();
    }

    /** The path, in the collection read, of the field holding the ids of {@code via}'s instances. */
    List<String> pathToSource(String collection, Intent intent) {
        CollectionShape c = plan.where().collection(collection);
        return plan.where().linkPath(c, intent.relationship(), intent.via(), Role.REFERENCE, Role.COPIED)
                .or(() -> plan.where().via(intent.via(), collection, intent.relationship()).map(plan.where()::idPath))
                .or(() -> plan.where().in(intent.via(), collection).stream().findFirst().map(plan.where()::idPath))
                .orElseThrow(() -> missing(intent.via(), collection));
    }

    private static IllegalStateException missing(String entity, String collection) {
        return new IllegalStateException("collection '" + collection + "' holds no ids of entity '" + entity + "'");
    }
}
