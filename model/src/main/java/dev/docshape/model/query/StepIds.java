package dev.docshape.model.query;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.estimate.Intent;
import dev.docshape.model.estimate.Request;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
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
    private final Locations where;
    private final CoLocations coLocations;
    private final List<Request> requests;
    private final ReadPattern pattern;
    private final Design design;
    private final DataModel model;

    StepIds(DataModel model, Design design, Locations where, CoLocations coLocations, List<Request> requests, ReadPattern pattern) {
        this.model = model;
        this.design = design;
        this.where = where;
        this.coLocations = coLocations;
        this.requests = requests;
        this.pattern = pattern;
    }

    /**
     * For the children an include takes the first N of, found from the one root read by its id: N (the estimate counts
     * "N or the children, whichever is fewer", docs/counting-rules.md "Children taken under a limit"). From several
     * sources one query cannot take N of each: 0, all of them.
     */
    int ofTheOneRoot(Intent intent) {
        Intent source = requests.get(intent.after()).intent();
        boolean byParent = intent.action() == Intent.Action.READ_BY_SOURCE_ID || intent.action() == Intent.Action.READ_BUCKETS;
        if (!byParent || source.action() != Intent.Action.READ_BY_ID || source.after() >= 0
                || intent.relationship() == null) return 0;
        return includeLimit(pattern.includes(), intent.relationship());
    }

    private static int includeLimit(List<Include> includes, String relationship) {
        for (Include i : includes) if (i.relationship().equals(relationship)) return i.limit();
        return 0;
    }

    /**
     * The ids of the instances a count is for. Where the step it follows read them by their ids, the ids that step was
     * asked for: a document found holding a copy of the instance (a playlist's first tracks, a bucket of tracks) holds
     * other instances too, which the count is not for (docs/exports.md "Counts for the instances asked for", decision
     * 0461). Where an include took the first N of one root's children from its newest bucket, the first N items of that
     * bucket, the ones the application keeps, not the bucket's other items (decision 0478). Else the ids of {@code via}'s
     * instances in the results they came in.
     */
    Expr countedIds(Intent intent) {
        if (intent.after() < 0) return sourceIds(intent);
        Intent source = requests.get(intent.after()).intent();
        boolean readByTheirIds = source.action() == Intent.Action.READ_BY_ID && source.entity().equals(intent.via());
        if (readByTheirIds) return sourceIds(source);
        int first = firstInNewestBucket(source, intent.via());
        Expr ids = sourceIds(intent);
        return first > 0 && ids instanceof Expr.Collected c ? new Expr.Collected(c.step(), c.path(), first) : ids;
    }

    /**
     * For {@code via}'s instances an include took the first N of from one root's buckets, N when one bucket holds them
     * (the newest, read alone: docs/counting-rules.md "Bucket documents read"); else 0, every item read.
     */
    private int firstInNewestBucket(Intent source, String via) {
        if (source.action() != Intent.Action.READ_BUCKETS || !source.entity().equals(via)) return 0;
        int limit = ofTheOneRoot(source);
        Strategy s = design.mappingFor(model.requireRelationship(source.relationship())).strategy();
        return limit > 0 && limit <= Links.bucketSize(s) ? limit : 0;
    }

    /**
     * The ids of the instances of {@code via}: the application's input, or collected from the results they came in.
     * Where the step before read them by their ids from documents holding others too (a comment found in its user's
     * document), the ids that step was asked for, as {@code measure} goes on from the instances asked for alone
     * (decision 0530, docs/counting-rules.md "Parents of children spread over the data").
     */
    Expr sourceIds(Intent intent) {
        if (intent.after() < 0) return Expr.Input.of("id");
        String entity = intent.via() != null ? intent.via() : intent.entity();
        String c = requests.get(intent.after()).collection();
        List<Occurrence> held = where.in(entity, c);
        Intent source = requests.get(intent.after()).intent();
        boolean amongOthers = !held.isEmpty() && !held.get(0).fieldPath().isEmpty();
        if (amongOthers && source.action() == Intent.Action.READ_BY_ID && source.entity().equals(entity)) return sourceIds(source);
        List<String> path = held.isEmpty()
                ? where.linkPath(where.collection(c), null, entity, Role.REFERENCE, Role.COPIED)
                        .or(() -> foldedIn(entity, c)).orElseThrow(() -> missing(entity, c))
                : where.idPath(held.get(0));
        return new Expr.Collected(intent.after() + 1, path);
    }

    /**
     * The ids of co-located children returned by the read of their parents in collection {@code c}: the
     * children's own ids, in the same results (docs/counting-rules.md "Co-location").
     */
    private Optional<List<String>> foldedIn(String entity, String c) {
        Occurrence home = where.home(entity);
        if (!coLocations.containerOf(home.collection()).equals(coLocations.containerOf(c))) return Optional.empty();
        return Optional.of(where.idPath(home));
    }

    /** The ids of the targets held in the documents an earlier step read (the sources', or joining documents). */
    Expr idsInSource(Intent intent) {
        Request source = requests.get(intent.after());
        CollectionShape c = where.collection(source.collection());
        List<String> path = targetEndInJoin(c, intent)
                .or(() -> where.linkPath(c, intent.relationship(), intent.entity(), Role.REFERENCE, Role.COPIED))
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
        return where.joinPath(c, !model.requireRelationship(intent.relationship()).parent().equals(intent.via()));
    }

    /**
     * For children read by the ids their parents hold, the first N ids of each parent the read takes (an include's limit,
     * or the limit of a read of one parent's children in no order): the application slices each array before its
     * {@code $in}, as the estimate counts and {@code measure} reads (docs/counting-rules.md "Children taken under a
     * limit", decision 0420); else 0, every id.
     */
    private int firstIds(Intent intent) {
        if (intent.relationship() == null || intent.via() == null) return 0;
        if (!model.requireRelationship(intent.relationship()).parent().equals(intent.via())) return 0;
        if (intent.relationship().equals(pattern.byParent()) && requests.get(intent.after()).intent().after() < 0) {
            return pattern.order() == null ? Math.max(0, pattern.limit()) : 0;
        }
        return nestedLimit(pattern.includes(), intent.relationship());
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
        CoLocation group = coLocations.of(source.collection()).orElse(null);
        if (group == null) return Optional.empty();
        for (CoLocation.Member m : group.members()) {
            if (m.relationship() == null || !source.intent().folded().contains(m.relationship())) continue;
            Optional<List<String>> path = where.linkPath(where.collection(m.collection()), intent.relationship(),
                    intent.entity(), Role.REFERENCE, Role.COPIED);
            if (path.isPresent()) return path;
        }
        return Optional.empty();
    }

    /** The path, in the collection read, of the field holding the ids of {@code via}'s instances. */
    List<String> pathToSource(String collection, Intent intent) {
        CollectionShape c = where.collection(collection);
        return where.linkPath(c, intent.relationship(), intent.via(), Role.REFERENCE, Role.COPIED)
                .or(() -> where.via(intent.via(), collection, intent.relationship()).map(where::idPath))
                .or(() -> where.in(intent.via(), collection).stream().findFirst().map(where::idPath))
                .orElseThrow(() -> missing(intent.via(), collection));
    }

    private static IllegalStateException missing(String entity, String collection) {
        return new IllegalStateException("collection '" + collection + "' holds no ids of entity '" + entity + "'");
    }
}
