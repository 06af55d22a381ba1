package dev.docshape.model.search;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The strategies a search tries for one relationship: embedding, each reference placement the
 * cardinality allows, unshared children co-located with their parent where reads take them by
 * their parent, an extended reference copying exactly the fields the patterns read through
 * it, subsets of the children the reads take and buckets, sized and ordered as
 * {@link SubsetAndBucketOptions} derives them; and, where a read counts the children, the same with a
 * pre-computed count.
 */
final class MappingOptions {
    private MappingOptions() {
    }

    /**
     * Every mapping the search may give {@code r}, without duplicates, in a fixed order.
     *
     * @param largestBucket  the largest bucket of the children within the document limit ({@link LargestBucket}); 0: none known
     * @param balancedBucket the bucket size balancing the children's reads and writes ({@link BalancedBucket}); 0: none
     */
    static List<Mapping> of(Relationship r, RelationshipUse use, int largestBucket, int balancedBucket) {
        Set<Strategy> strategies = new LinkedHashSet<>();
        strategies.add(new Embed());
        if (r.cardinality() == Cardinality.MANY_TO_MANY) {
            strategies.add(new Reference(Placement.IDS_ON_BOTH_SIDES));
            strategies.add(new Reference(Placement.JOINING_DOCUMENTS));
        } else {
            strategies.add(new Reference(Placement.CHILD_HOLDS_PARENT_ID));
            strategies.add(new Reference(Placement.PARENT_HOLDS_CHILD_IDS));
            // co-location pays only where the children are read by their parent, and a child shared by
            // several parents can sit beside one of them only (decision 0250)
            if (use.childrenReadByParent && r.sharedBy() <= 1) strategies.add(Reference.coLocatedWithParent());
        }
        if (!use.parentFieldsRead.isEmpty()) {
            strategies.add(new ExtendedReference(Holder.CHILD, List.copyOf(use.parentFieldsRead)));
        }
        if (!use.childFieldsRead.isEmpty()) {
            strategies.add(new ExtendedReference(Holder.PARENT, List.copyOf(use.childFieldsRead)));
        }
        boolean partial = r.cardinality() != Cardinality.ONE_TO_ONE && r.cardinality() != Cardinality.MANY_TO_MANY;
        if (partial) strategies.addAll(SubsetAndBucketOptions.of(r, use, largestBucket, balancedBucket));
        List<Mapping> options = new ArrayList<>();
        for (Strategy s : strategies) {
            options.add(new Mapping(s, false));
            if (use.counted) options.add(new Mapping(s, true));
        }
        return List.copyOf(options);
    }
}
