package dev.docshape.model.estimate;

import dev.docshape.model.projection.ChildCounts;

import java.util.ArrayList;
import java.util.List;

/**
 * Instances of an entity a read pattern stands on: how many, from which level of requests on they
 * are available, whether their documents are in hand or only their ids are known, and which
 * relationships' parents came along in the same documents (read as embedded children).
 * {@code reachedVia} and {@code parents} remember that the instances are the children of
 * {@code parents} known parents through that relationship, so that going back up to them finds
 * those parents, not one per child. {@code request} is the index in the plan of the request whose
 * results hold them (-1 for the application's input). {@code parentHolders}, when above 0, is the number of distinct
 * documents those parents sit in, where they live inside a holder (posts in their user: decision 0477). {@code counts},
 * when not null, is how many of them each of those parents gives, as the sample draws it (decision 0533);
 * {@code parentsVariance} the variance of the number of those parents where they are themselves the children of a
 * level above, each with its spread count (a user's plans, whose meals are in hand: decision 0546).
 */
record Hand(String entity, double count, int level, boolean loaded, List<String> containerPath, String reachedVia, double parents,
            int request, double parentHolders, ChildCounts counts, double parentsVariance) {

    Hand(String entity, double count, int level, boolean loaded, List<String> containerPath, int request) {
        this(entity, count, level, loaded, containerPath, null, 0, request, 0, null, 0);
    }

    /** The same instances, known to be the children of {@code parentCount} parents through {@code relationshipId}. */
    Hand childrenOf(String relationshipId, double parentCount) {
        return childrenOf(relationshipId, parentCount, null);
    }

    /** As {@link #childrenOf(String, double)}, each parent giving {@code each} of them. */
    Hand childrenOf(String relationshipId, double parentCount, ChildCounts each) {
        return childrenOf(relationshipId, parentCount, each, 0);
    }

    /** As {@link #childrenOf(String, double, ChildCounts)}, the number of parents spread with {@code variance}. */
    Hand childrenOf(String relationshipId, double parentCount, ChildCounts each, double variance) {
        return new Hand(entity, count, level, loaded, containerPath, relationshipId, parentCount, request, 0, each, variance);
    }

    /**
     * The variance of the number of these instances, where they are all the children their known parents give: the
     * compound of the parents' spread and each parent's (docs/counting-rules.md "Children of one parent spread over
     * their counts", decision 0546); 0 where that is not known.
     */
    double countVariance() {
        return counts == null || !counts.givesAll(parents, count) ? 0 : counts.sumVariance(parents, parentsVariance);
    }

    /** The same instances, their known parents sitting in {@code holders} distinct documents of a holder. */
    Hand parentsHeldIn(double holders) {
        return new Hand(entity, count, level, loaded, containerPath, reachedVia, parents, request, holders, counts, parentsVariance);
    }

    /**
     * The expectation of {@code figure} of these instances over the counts their known parents give them, when known
     * and they are all of those parents' children taken; else the figure of their number (docs/counting-rules.md
     * "Children of one parent spread over their counts", decision 0533).
     */
    double expected(ChildCounts.Figure figure) {
        return counts == null ? figure.applyAsDouble(count) : counts.compound(parents, parentsVariance, count, figure);
    }

    /** The distinct documents holding the known parents through {@code relationshipId}, or null when unknown. */
    Double knownParentHolders(String relationshipId) {
        return relationshipId.equals(reachedVia) && parentHolders > 0 ? parentHolders : null;
    }

    /** The most distinct parents through {@code relationshipId} these instances can have, or null when unknown. */
    Double knownParents(String relationshipId) {
        return relationshipId.equals(reachedVia) ? parents : null;
    }

    static Hand idsOnly(String entity, double count) {
        return new Hand(entity, count, 0, false, List.of(), -1);
    }

    /** True when the instances were read embedded in their parent through {@code relationshipId}. */
    boolean containedBy(String relationshipId) {
        return !containerPath.isEmpty() && containerPath.get(containerPath.size() - 1).equals(relationshipId);
    }

    List<String> pathPlus(String relationshipId) {
        List<String> path = new ArrayList<>(containerPath.size() + 1);
        path.addAll(containerPath);
        path.add(relationshipId);
        return path;
    }

    List<String> pathMinusLast() {
        return containerPath.subList(0, containerPath.size() - 1);
    }
}
