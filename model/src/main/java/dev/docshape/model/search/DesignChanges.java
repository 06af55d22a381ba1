package dev.docshape.model.search;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.MappingText;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** What one design does differently from another, in model order, before any change is priced. */
public final class DesignChanges {
    private DesignChanges() {
    }

    /**
     * The relationships mapped differently, the entities that gain or lose a collection of their
     * own and those whose duplicate collection is added, re-keyed or dropped, without the patterns they help and hurt (see {@link Proposal#changes()} for those).
     */
    public static List<DesignChange> between(DataModel model, Design before, Design after) {
        List<DesignChange> changes = new ArrayList<>();
        for (Difference d : differences(model, before, after)) {
            changes.add(new DesignChange(d.kind(), d.subject(), d.from(), d.to(), Optional.empty(), List.of(), List.of()));
        }
        return changes;
    }

    /** The same differences as {@link #between}, in the same order, each with the moves that make it and take it back. */
    static List<Difference> differences(DataModel model, Design before, Design after) {
        List<Difference> found = new ArrayList<>();
        for (Relationship r : model.relationships()) {
            Mapping from = before.mappingFor(r);
            Mapping to = after.mappingFor(r);
            if (from.equals(to)) continue;
            found.add(new Difference(DesignChange.Kind.MAPPING, r.id(), MappingText.describe(from), MappingText.describe(to),
                    new DesignMove.MappingMove(r, to), new DesignMove.MappingMove(r, from)));
        }
        for (Entity e : model.entities()) {
            boolean from = before.standalone().contains(e.id());
            boolean to = after.standalone().contains(e.id());
            if (from == to) continue;
            found.add(new Difference(DesignChange.Kind.STANDALONE, e.id(), ownCollection(from), ownCollection(to),
                    new DesignMove.StandaloneMove(e.id(), to), new DesignMove.StandaloneMove(e.id(), from)));
        }
        for (Entity e : model.entities()) {
            Duplicates.Duplicate from = before.duplicates().duplicateOf(e.id());
            Duplicates.Duplicate to = after.duplicates().duplicateOf(e.id());
            if (!Objects.equals(from, to)) {
                found.add(new Difference(DesignChange.Kind.DUPLICATE, e.id(), duplicate(from), duplicate(to),
                        new DesignMove.DuplicateMove(e.id(), to), new DesignMove.DuplicateMove(e.id(), from)));
            }
            Duplicates.Duplicate fromFeed = before.duplicates().feedOf(e.id());
            Duplicates.Duplicate toFeed = after.duplicates().feedOf(e.id());
            if (!Objects.equals(fromFeed, toFeed)) {
                found.add(new Difference(DesignChange.Kind.FEED, e.id(), feed(model, fromFeed, e.name()), feed(model, toFeed, e.name()),
                        new DesignMove.FeedMove(e.id(), toFeed), new DesignMove.FeedMove(e.id(), fromFeed)));
            }
        }
        return found;
    }

    /**
     * The number of {@link #differences} between {@code start} and {@code before} with {@code move} made, given that
     * number for {@code before}: a look at the one choice the move changes, not a walk over the model, so a search
     * counts its best design's changes at every improvement for what the move costs (decision 0415).
     */
    static int countAfter(Design start, Design before, int beforeCount, DesignMove move) {
        int was = move.sameIn(before, start) ? 0 : 1;
        int now = move.holdsIn(start) ? 0 : 1;
        return beforeCount - was + now;
    }

    /**
     * One difference between two designs.
     *
     * @param forward the move that gives the first design this difference's choice of the second
     * @param back    the move that gives the second design the first design's choice back
     */
    record Difference(DesignChange.Kind kind, String subject, String from, String to, DesignMove forward, DesignMove back) {
    }

    private static String duplicate(Duplicates.Duplicate d) {
        if (d == null) return "no duplicate collection";
        return d.partitionKey() == null ? "a duplicate collection in one partition"
                : "a duplicate collection partitioned by " + d.partitionKey();
    }

    /** "a feed of the latest 11 Post of each User by creationDate" for a feed per parent, naming the parent entity. */
    private static String feed(DataModel model, Duplicates.Duplicate d, String entityName) {
        if (d == null) return "no feed";
        String parentName = d.isPerParent() ? model.relationship(d.parent()).flatMap(r -> model.entity(r.parent())).map(Entity::name).orElse(null)
                : null;
        return "a feed of the " + d.words(entityName, parentName);
    }

    private static String ownCollection(boolean keeps) {
        return keeps ? "keeps a collection of its own" : "stored only where it is embedded";
    }
}
