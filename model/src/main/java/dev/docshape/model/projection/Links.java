package dev.docshape.model.projection;

import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.naming.Nouns;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

/** Facts about relationships and mappings that the projection and the estimator both rely on. */
public final class Links {
    private Links() {
    }

    /**
     * Parents per child: the relationship's {@code sharedBy}, at least 1, in the share of the children that have a parent
     * ({@code inversePresence}, decision 0573): 0.84 technicians a ticket where 16 % of the tickets have none.
     */
    public static double parentsPerChild(Relationship r) {
        return (r.sharedBy() >= 1 ? r.sharedBy() : 1) * r.inversePresence();
    }

    /**
     * The field naming the parent(s) in a child's document: the relationship's inverse name, else
     * derived from the parent's name ({@code author}, or {@code authors} when {@code plural}).
     */
    public static String inverseName(Relationship r, String parentName, boolean plural) {
        if (r.inverseName() != null) return r.inverseName();
        String base = Naming.lowerCamel(parentName);
        return plural ? Nouns.regularPlural(base) : base;
    }

    /** Children per bucket document for a bucket or bucketed-subset mapping; 0 for any other. */
    public static int bucketSize(Strategy s) {
        if (s instanceof Bucket b) return b.size();
        if (s instanceof Subset sub && sub.rest() == Subset.Rest.BUCKETED) return sub.bucketSize();
        return 0;
    }

    /**
     * True when the document of the counting side holds all the links, an array whose length is the count: embedded
     * children, an extended reference's copies held by that side, an array of ids on it (docs/counting-rules.md "Batched").
     * For relationship {@code r}, knowing whether the counting side is in its own document ({@code ownDocument}):
     * a child of a subset whose rest is referenced has its own document, holding its parent's id wherever the parent keeps
     * it, so counting its parents takes the link it holds (decision 0405). Read inside its parent's subset, a child with
     * one parent has it in hand: the document it was read in, counted once there (decision 0421); a child of several
     * parents is in the subsets of only some of them, and is counted by a request (docs/counting-rules.md "Batched").
     */
    public static boolean countedInDocument(Relationship r, Strategy s, boolean fromParent, boolean ownDocument) {
        if (s instanceof Subset sub) {
            if (fromParent) return false;
            return ownDocument ? sub.rest() == Subset.Rest.REFERENCED : !r.isManyToMany();
        }
        if (s instanceof Embed) return true;
        if (s instanceof ExtendedReference x) return (x.holder() == Holder.PARENT) == fromParent;
        if (s instanceof Reference ref) {
            return ref.placement() == Placement.IDS_ON_BOTH_SIDES
                    || ref.placement() == (fromParent ? Placement.PARENT_HOLDS_CHILD_IDS : Placement.CHILD_HOLDS_PARENT_ID);
        }
        return false;
    }

    /**
     * True when a child read inside a parent's subset counts its parents from its own document: a many-to-many subset
     * whose rest is referenced keeps only each parent's first children, and only the child's own array of parent ids
     * holds every link (docs/counting-rules.md "Batched", decision 0423).
     */
    public static boolean countedInChildsOwnDocument(Relationship r, Strategy s, boolean fromParent, boolean ownDocument) {
        return !fromParent && !ownDocument && r.isManyToMany() && s instanceof Subset sub && sub.rest() == Subset.Rest.REFERENCED;
    }

    /**
     * True when each child's own document keeps an array of its parents' ids: a many-to-many reference held by the child
     * or on both sides, a subset whose rest is referenced. Deleting a parent pulls its id from those arrays
     * (docs/counting-rules.md "Writes and write amplification", decision 0509).
     */
    public static boolean childKeepsParentIds(Relationship r, Strategy s) {
        if (!r.isManyToMany()) return false;
        if (s instanceof Reference ref) return ref.placement() == Placement.CHILD_HOLDS_PARENT_ID || ref.placement() == Placement.IDS_ON_BOTH_SIDES;
        return s instanceof Subset sub && sub.rest() == Subset.Rest.REFERENCED;
    }

    /** True when the strategy keeps the children only inside other documents (embed, bucket, bucketed subset). */
    public static boolean houses(Strategy s) {
        return s instanceof Embed || bucketSize(s) > 0;
    }

    /**
     * True when the strategy keeps the link only in the child's own object: the parent's id
     * ({@code child-holds-parent-id}) or copies of the parent's fields (extended reference held by
     * the child). Such a link needs the child nowhere but where its data already sits.
     */
    public static boolean linkHeldByChild(Strategy s) {
        if (s instanceof Reference ref) return ref.placement() == Placement.CHILD_HOLDS_PARENT_ID;
        return s instanceof ExtendedReference x && x.holder() == Holder.CHILD;
    }

    /**
     * The expected distinct instances among {@code draws} drawn at random, with replacement, from {@code population}:
     * n(1 - (1 - 1/n)^k), the parents a filter's k children fall in (docs/counting-rules.md "Parents of children spread
     * over the data").
     */
    public static double distinctDrawn(double draws, double population) {
        if (population <= 1 || draws <= 0) return Math.min(draws, Math.max(0, population));
        return population * -Math.expm1(draws * Math.log1p(-1 / population));
    }

    /**
     * The expected distinct instances among those {@code sources} each hold {@code each} of, a source's own never
     * twice (a user's 12 channels are 12 channels): n(1 - (1 - e/n)^s), {@link #distinctDrawn} for one each
     * (docs/counting-rules.md "Parents of children spread over the data", decision 0475).
     */
    public static double distinctHeld(double sources, double each, double population) {
        if (each <= 1) return distinctDrawn(sources * each, population);
        if (population <= 1 || sources <= 0 || each >= population) return Math.min(sources * each, Math.max(0, population));
        return population * -Math.expm1(sources * Math.log1p(-each / population));
    }
}
