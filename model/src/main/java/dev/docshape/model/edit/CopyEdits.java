package dev.docshape.model.edit;

import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Ordering;

/**
 * Makes the edits of a design's copies of an entity's documents (decision 0324, docs/counting-rules.md
 * "Ordering and feeds"): a duplicate collection of every document and a feed of the latest ones, as
 * {@link Edits} makes the others: checked against {@code project}, or an {@link InvalidEditException}
 * naming the problem.
 */
public final class CopyEdits {
    private CopyEdits() {
    }

    /**
     * Declares a duplicate collection of the entity's documents in one design, partitioned by
     * {@code partitionKey} (null or blank: one partition), or changes the key of the one it has.
     */
    public static PropertyChanged<Design, Duplicates> setDuplicate(Project project, String designName, String entityId, String partitionKey) {
        Design design = Require.design(project, designName);
        Entity entity = Require.entity(project, entityId);
        Duplicates.Duplicate earlier = design.duplicates().duplicateOf(entityId);
        Duplicates.Duplicate duplicate = earlier == null ? new Duplicates.Duplicate(entityId, partitionKey) : earlier.withPartitionKey(partitionKey);
        String description = (earlier == null ? "Duplicate " : "Partition the duplicate of ") + entity.name()
                + (duplicate.partitionKey() == null ? "" : " by " + duplicate.partitionKey());
        return Edits.setDesign(project, designName, Properties.DUPLICATES.worded(description), d -> d.with(duplicate));
    }

    /**
     * Keeps a feed of the entity in one design: its latest {@code keep} documents by {@code order}, in
     * place of any feed it had, keeping that feed's partition key; next to any duplicate of every document
     * it has (decision 0324, docs/counting-rules.md "Ordering and feeds"). A null order removes the feed.
     */
    public static PropertyChanged<Design, Duplicates> setFeed(Project project, String designName, String entityId, int keep, Ordering order) {
        Design design = Require.design(project, designName);
        Entity entity = Require.entity(project, entityId);
        Duplicates.Duplicate earlier = design.duplicates().feedOf(entityId);
        String partitionKey = earlier == null ? null : earlier.partitionKey();
        if (order == null) return removeFeed(project, designName, entityId);
        if (entity.field(order.field()).isEmpty()) {
            throw new InvalidEditException(entity.name() + " has no field '" + order.field() + "' to order its feed by");
        }
        Duplicates.Duplicate feed;
        try {
            feed = new Duplicates.Duplicate(entityId, partitionKey, keep, order, earlier == null ? null : earlier.parent());
        } catch (IllegalArgumentException e) {
            throw new InvalidEditException(e.getMessage());
        }
        return Edits.setDesign(project, designName, Properties.DUPLICATES.worded("Keep a feed of the latest " + keep + " " + entity.name()
                + " by " + order.field()), d -> d.with(feed));
    }

    /**
     * Makes the entity's feed keep the latest of each parent of {@code relationshipId}, the entity's to-one side
     * (Post to its User), or of all documents when it is null (docs/counting-rules.md "Ordering and feeds").
     */
    public static PropertyChanged<Design, Duplicates> setFeedParent(Project project, String designName, String entityId, String relationshipId) {
        Design design = Require.design(project, designName);
        Entity entity = Require.entity(project, entityId);
        Duplicates.Duplicate feed = design.duplicates().feedOf(entityId);
        if (feed == null) throw new InvalidEditException(entity.name() + " has no feed in design '" + designName + "'");
        String parentName = null;
        if (relationshipId != null) {
            Relationship r = Require.relationship(project, relationshipId);
            if (!Duplicates.Duplicate.keepsPerParent(r, entityId)) {
                throw new InvalidEditException("the feed of " + entity.name() + " can keep the latest of each parent only of a relationship"
                        + " in which each " + entity.name() + " has one parent; '" + r.name() + "' is not one");
            }
            parentName = Require.entity(project, r.parent()).name();
        }
        Duplicates.Duplicate changed = feed.withParent(relationshipId);
        String description = relationshipId == null ? "Keep the feed's latest " + feed.keep() + " of all " + entity.name()
                : "Keep the " + changed.words(entity.name(), parentName) + " in the feed";
        return Edits.setDesign(project, designName, Properties.DUPLICATES.worded(description), d -> d.with(changed));
    }

    /**
     * Declares {@code duplicate} (a duplicate collection or a feed) in one design, in place of the
     * entity's copy of the same kind: the edit that accepts the advisor's suggestion, described in its words.
     */
    public static PropertyChanged<Design, Duplicates> declareDuplicate(Project project, String designName,
                                                                      Duplicates.Duplicate duplicate, String description) {
        Require.design(project, designName);
        Require.entity(project, duplicate.entity());
        return Edits.setDesign(project, designName, Properties.DUPLICATES.worded(Character.toUpperCase(description.charAt(0)) + description.substring(1)), d -> d.with(duplicate));
    }

    /** Removes the entity's duplicate of every document from one design (its feed stays). */
    public static PropertyChanged<Design, Duplicates> removeDuplicate(Project project, String designName, String entityId) {
        return removeCopy(project, designName, entityId, false);
    }

    /** Removes the entity's feed from one design (its duplicate of every document stays). */
    public static PropertyChanged<Design, Duplicates> removeFeed(Project project, String designName, String entityId) {
        return removeCopy(project, designName, entityId, true);
    }

    private static PropertyChanged<Design, Duplicates> removeCopy(Project project, String designName, String entityId, boolean feed) {
        Design design = Require.design(project, designName);
        Entity entity = Require.entity(project, entityId);
        if ((feed ? design.duplicates().feedOf(entityId) : design.duplicates().duplicateOf(entityId)) == null) {
            throw new InvalidEditException(entity.name() + " has no " + (feed ? "feed" : "duplicate collection") + " in design '" + designName + "'");
        }
        return Edits.setDesign(project, designName, Properties.DUPLICATES.worded("Remove the " + (feed ? "feed" : "duplicate") + " of " + entity.name()),
                d -> d.without(entityId, feed));
    }
}
