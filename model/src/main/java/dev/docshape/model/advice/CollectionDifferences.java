package dev.docshape.model.advice;

import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.EstimateSession;
import dev.docshape.model.projection.CollectionShape;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The collections whose estimates differ from the design's, kept up to date from what an {@link EstimateSession}
 * sized anew and dropped for each suggestion ({@link EstimateSession#addedCollections},
 * {@link EstimateSession#droppedCollections}): a suggestion changes one mapping, so only a few collections differ,
 * and they are found without walking every collection
 * (docs/decisions/0314-advice-walks-only-the-changed-collections.md). Only where the design's collection names are
 * unique; the changes are then exactly those {@link EffectComparison} finds by walking both lists: the design's
 * collections in the design's order, then the collections only the suggestion has, in the suggestion's order.
 */
final class CollectionDifferences {
    private final BaselineEstimate design;
    /** Per name whose collection in the session's last estimate differs from the design's: that collection (null: none). */
    private final Map<String, CollectionEstimate> differing = new HashMap<>();
    /** Per name the design lacks and the session's last estimate has: where it stood when it was last sized. */
    private final Map<String, Integer> lastPosition = new HashMap<>();
    /** How many collections the session's last estimate has, as the differences account for them. */
    private int count;
    /** Whether the last {@link #changes} came from the session's report rather than a full comparison; for tests. */
    private boolean tracked;

    /** Compares with the design's estimate, which must have unique collection names and be the session's last. */
    CollectionDifferences(BaselineEstimate design) {
        if (!design.uniqueCollectionNames) throw new IllegalArgumentException("the design's collection names repeat");
        this.design = design;
        this.count = design.estimate.collections().size();
    }

    /**
     * The collections whose estimates differ between the design's and {@code after}, the session's last estimate.
     * Where the session cannot say what it sized anew (or the names turn out not to be unique), the two estimates
     * are compared in full and the differences start from that.
     */
    List<Effect.CollectionChange> changes(EstimateSession session, Estimate after) {
        Optional<List<Effect.CollectionChange>> changes = tracked(session, after);
        tracked = changes.isPresent();
        return changes.orElseGet(() -> reseed(EffectComparison.collections(design, after), after));
    }

    boolean tracked() {
        return tracked;
    }

    private Optional<List<Effect.CollectionChange>> tracked(EstimateSession session, Estimate after) {
        List<Integer> added = session.addedCollections();
        List<CollectionShape> dropped = session.droppedCollections();
        if (added == null || dropped == null || count < 0) return forget();
        List<CollectionEstimate> now = after.collections();
        List<String> touched = new ArrayList<>(added.size() + dropped.size());
        for (CollectionShape shape : dropped) {
            if (!present(shape.name())) return forget();   // a name dropped twice: the names are not unique
            touched.add(shape.name());
            set(shape.name(), null);
            count--;
        }
        for (int p : added) {
            CollectionEstimate c = now.get(p);
            if (!present(c.name())) count++;
            touched.add(c.name());
            set(c.name(), c);
            if (design.collectionPosition(c.name()) < 0) lastPosition.put(c.name(), p);
        }
        // a name sized twice is counted once: the count then disagrees, and the names are not unique
        if (count != now.size()) return forget();
        for (String name : touched) settle(name);
        return Optional.of(list(now));
    }

    /** The differences can no longer be told from the session's: compare in full. */
    private Optional<List<Effect.CollectionChange>> forget() {
        differing.clear();
        lastPosition.clear();
        count = -1;
        return Optional.empty();
    }

    /** Starts the differences again from a full comparison of the design's estimate with {@code after}. */
    private List<Effect.CollectionChange> reseed(List<Effect.CollectionChange> changes, Estimate after) {
        differing.clear();
        lastPosition.clear();
        for (Effect.CollectionChange c : changes) {
            differing.put(c.collection(), c.after().orElse(null));
            // not known where it stands: looked up when there are several to order
            if (c.before().isEmpty()) lastPosition.put(c.collection(), -1);
        }
        // the names are unique when the changes account for every collection of after
        int expected = design.estimate.collections().size();
        for (Effect.CollectionChange c : changes) expected += (c.after().isPresent() ? 1 : 0) - (c.before().isPresent() ? 1 : 0);
        count = expected == after.collections().size() ? expected : -1;
        return changes;
    }

    /** True when the session's last estimate has a collection of this name, as the differences account for it. */
    private boolean present(String name) {
        if (differing.containsKey(name)) return differing.get(name) != null;
        return design.collectionPosition(name) >= 0;
    }

    private void set(String name, CollectionEstimate c) {
        differing.put(name, c);
    }

    /** Drops the name from the differences when its collection is the design's again. */
    private void settle(String name) {
        if (!differing.containsKey(name)) return;
        CollectionEstimate now = differing.get(name);
        int at = design.collectionPosition(name);
        CollectionEstimate was = at < 0 ? null : design.estimate.collections().get(at);
        if (was == now || was != null && was.equals(now)) {
            differing.remove(name);
            lastPosition.remove(name);
        } else if (now == null) {
            lastPosition.remove(name);
        }
    }

    /** The changes: the design's collections by their place there, then the suggestion's new ones by their place in it. */
    private List<Effect.CollectionChange> list(List<CollectionEstimate> now) {
        List<int[]> designs = new ArrayList<>(differing.size());
        List<int[]> news = new ArrayList<>(2);
        List<String> names = new ArrayList<>(differing.size());
        boolean shifted = false;
        for (Map.Entry<String, CollectionEstimate> e : differing.entrySet()) {
            int at = design.collectionPosition(e.getKey());
            names.add(e.getKey());
            if (at >= 0) {
                designs.add(new int[]{at, names.size() - 1});
            } else if (e.getValue() != null) {
                int p = lastPosition.get(e.getKey());
                shifted |= p < 0 || p >= now.size() || now.get(p) != e.getValue();
                news.add(new int[]{p, names.size() - 1});
            }
        }
        if (shifted && news.size() > 1) {
            // a new collection kept from an earlier suggestion may have moved: find where each stands now
            Map<CollectionEstimate, Integer> positions = new HashMap<>();
            for (int p = 0; p < now.size(); p++) positions.putIfAbsent(now.get(p), p);
            for (int[] n : news) n[0] = positions.get(differing.get(names.get(n[1])));
        }
        designs.sort((x, y) -> Integer.compare(x[0], y[0]));
        news.sort((x, y) -> Integer.compare(x[0], y[0]));
        List<Effect.CollectionChange> changes = new ArrayList<>(designs.size() + news.size());
        for (int[] d : designs) {
            String name = names.get(d[1]);
            changes.add(new Effect.CollectionChange(name, Optional.of(design.estimate.collections().get(d[0])),
                    Optional.ofNullable(differing.get(name))));
        }
        for (int[] n : news) {
            String name = names.get(n[1]);
            changes.add(new Effect.CollectionChange(name, Optional.empty(), Optional.of(differing.get(name))));
        }
        return changes;
    }
}
