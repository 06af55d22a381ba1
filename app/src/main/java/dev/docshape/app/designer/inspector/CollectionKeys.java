package dev.docshape.app.designer.inspector;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.Projection;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the inspector offers for the partitioning of an entity's own collection in the active design
 * and for its duplicate collection (docs/counting-rules.md "Duplicate collections"): the key choices,
 * the chosen ones and the notes that say what they cost. Computed by {@link InspectorViewModel}.
 *
 * @param keyChoices          {@link #NONE}, the candidate key fields, and the chosen key when it is no longer one
 * @param key                 the chosen partition key, {@link #NONE} for none
 * @param partitions          the design's number of partitions, which each of its partitioned collections spreads over
 * @param partitionNote       what the key costs, naming the collection and, where partitioned, the design
 * @param duplicateKeyChoices as {@code keyChoices}, for the duplicate's key (empty without a duplicate)
 * @param duplicateKey        the duplicate's key, {@link #NONE} for none (null without a duplicate)
 * @param duplicate           the declared duplicate of every document, null without one
 * @param feed                the declared feed (docs/counting-rules.md "Ordering and feeds"), null without one
 * @param feedNote            what the feed keeps and costs, empty without one
 * @param feedParentChoices   whose latest the feed keeps: of all, then of each parent the entity has one of (decision 0326)
 * @param feedParent          the chosen one of {@code feedParentChoices} (of all without a feed)
 */
public record CollectionKeys(List<String> keyChoices, String key, int partitions, String partitionNote,
                             List<String> duplicateKeyChoices, String duplicateKey, String duplicateNote,
                             Duplicates.Duplicate duplicate, Duplicates.Duplicate feed, String feedNote,
                             List<FeedParent> feedParentChoices, FeedParent feedParent) {
    /** The choice that stops partitioning a collection. */
    public static final String NONE = "none (one partition)";

    public CollectionKeys {
        keyChoices = List.copyOf(keyChoices);
        duplicateKeyChoices = List.copyOf(duplicateKeyChoices);
        feedParentChoices = List.copyOf(feedParentChoices);
    }

    /**
     * Whose latest documents a feed keeps, as the inspector offers it: "all Post", or "each User" for a relationship in
     * which the entity has one parent (docs/counting-rules.md "A feed per parent").
     *
     * @param relationship the parent relationship's id, null for all documents
     * @param label        what the list shows
     */
    public record FeedParent(String relationship, String label) {
    }

    /** Whether the design keeps a duplicate collection of every document. */
    public boolean duplicated() {
        return duplicate != null;
    }

    /** Null for {@link #NONE}: what a chosen key means to the edits. */
    public static String keyOrNull(String choice) {
        return NONE.equals(choice) ? null : choice;
    }

    /** The keys of {@code entityId}'s own collection in {@code design}, empty when the entity has none. */
    static Optional<CollectionKeys> of(DataModel model, Projection projection, Design design, String entityId) {
        return projection.entityCollection(entityId).map(own -> {
            List<String> candidates = PartitionKeys.candidates(own);
            int partitions = design.partitioning().partitions();
            String chosen = design.partitioning().keyOf(entityId);
            boolean stale = chosen != null && !candidates.contains(chosen);
            Duplicates.Duplicate duplicate = design.duplicates().duplicateOf(entityId);
            Duplicates.Duplicate feed = design.duplicates().feedOf(entityId);
            String copy = projection.duplicateCollection(entityId).map(CollectionShape::name).orElse(null);
            String feedCollection = projection.feedCollection(entityId).map(CollectionShape::name).orElse(null);
            Parents parents = Parents.of(model, entityId);
            return new CollectionKeys(choices(candidates, chosen), shown(chosen), partitions,
                    partitionNote(own.name(), design.name(), chosen, stale, partitions),
                    duplicate == null ? List.of() : choices(candidates, duplicate.partitionKey()),
                    duplicate == null ? null : shown(duplicate.partitionKey()), duplicateNote(own.name(), copy, duplicate), duplicate,
                    feed, feedNote(own.name(), feedCollection, feed), parents.choices(), parents.chosen(feed));
        });
    }

    /** The feed's parent choices of an entity and which is chosen. */
    private record Parents(List<FeedParent> choices) {
        static Parents of(DataModel model, String entityId) {
            String name = model.entity(entityId).map(Entity::name).orElse(entityId);
            List<FeedParent> choices = new ArrayList<>();
            choices.add(new FeedParent(null, "all " + name));
            for (Relationship r : model.relationshipsOf(entityId)) {
                if (!Duplicates.Duplicate.keepsPerParent(r, entityId)) continue;
                choices.add(new FeedParent(r.id(), "each " + model.entity(r.parent()).map(Entity::name).orElse(r.parent()) + " (" + r.name() + ")"));
            }
            return new Parents(choices);
        }

        FeedParent chosen(Duplicates.Duplicate feed) {
            String wanted = feed == null ? null : feed.parent();
            for (FeedParent p : choices) if (java.util.Objects.equals(p.relationship(), wanted)) return p;
            return choices.get(0);
        }
    }

    private static List<String> choices(List<String> candidates, String chosen) {
        List<String> choices = new ArrayList<>(candidates.size() + 2);
        choices.add(NONE);
        choices.addAll(candidates);
        if (chosen != null && !candidates.contains(chosen)) choices.add(chosen);
        return choices;
    }

    private static String shown(String key) {
        return key == null ? NONE : key;
    }

    /**
     * Says whose partitions it counts (issue 15): a collection without a key is one partition; the number of partitions
     * is the design's, the same for each of its partitioned collections (docs/counting-rules.md "Partitions").
     */
    private static String partitionNote(String collection, String design, String chosen, boolean stale, int partitions) {
        if (chosen == null) return "The " + collection + " collection is one partition: no request fans out.";
        String spread = "Design \"" + design + "\" spreads each partitioned collection over " + partitions + " partitions";
        if (stale) return spread + ". '" + chosen + "' is no longer a field of these documents: every request fans out to all "
                + partitions + ".";
        return spread + ": reads and writes that do not give the " + chosen + " fan out to all " + partitions + ".";
    }

    /** Whether the collection has a partition key: only then does the design's number of partitions apply to it. */
    public boolean partitioned() {
        return !NONE.equals(key);
    }

    private static String feedNote(String collection, String feedCollection, Duplicates.Duplicate feed) {
        if (feed == null || feedCollection == null) return "";
        if (feed.isPerParent()) {
            return feedCollection + " keeps the latest " + feed.keep() + " of " + collection + " of each parent (" + feed.order().words()
                    + "): every insert also writes it and trims the parent's feed once full; reads of one parent's first "
                    + feed.keep() + " or fewer in that order are served there.";
        }
        return feedCollection + " keeps the latest " + feed.keep() + " of " + collection + " (" + feed.order().words()
                + "): every insert also writes it and deletes its last; reads of the first " + feed.keep()
                + " or fewer in that order are served there.";
    }

    private static String duplicateNote(String collection, String copy, Duplicates.Duplicate duplicate) {
        if (duplicate == null || copy == null) return "";
        String writes = "Every insert, update and delete of " + collection + " also writes " + copy + ".";
        if (duplicate.partitionKey() == null) return writes + " The copy is one partition.";
        return writes + " Reads that give the " + duplicate.partitionKey() + " are served there in one partition.";
    }
}
