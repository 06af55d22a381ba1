package dev.docshape.renderer.dot;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Relationship;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;

/** The text on a relationship's edge: its name, its cardinality and what its mapping adds. */
public final class RelationshipLabel {
    private RelationshipLabel() {
    }

    /** {@code "comments\n1:N, subset 3 + buckets of 100"}. */
    public static String of(Relationship relationship, Mapping mapping) {
        StringBuilder text = new StringBuilder(relationship.name()).append('\n').append(cardinality(relationship));
        String detail = detail(mapping);
        if (!detail.isEmpty()) text.append(", ").append(detail);
        if (mapping.precomputedCount()) text.append(", + count");
        return text.toString();
    }

    /** {@code 1:1}, {@code 1:few (max 5)}, {@code 1:N}, {@code N:M}. */
    public static String cardinality(Relationship relationship) {
        String kind = switch (relationship.cardinality()) {
            case ONE_TO_ONE -> "1:1";
            case ONE_TO_FEW -> "1:few";
            case ONE_TO_MANY -> "1:N";
            case MANY_TO_MANY -> "N:M";
        };
        boolean showMax = relationship.maxCount() != null && relationship.cardinality() != Cardinality.ONE_TO_ONE;
        return showMax ? kind + " (max " + relationship.maxCount() + ")" : kind;
    }

    private static String detail(Mapping mapping) {
        Strategy strategy = mapping.strategy();
        if (strategy instanceof Reference r) {
            if (r.coLocated()) return "co-located";
            return r.placement() == Placement.JOINING_DOCUMENTS ? "join documents" : "";
        }
        if (strategy instanceof ExtendedReference x) {
            return x.copiedFields().isEmpty() ? "copies" : "copies " + String.join(", ", x.copiedFields());
        }
        if (strategy instanceof Subset s) {
            return "subset " + s.size()
                    + (s.rest() == Subset.Rest.BUCKETED ? " + buckets of " + s.bucketSize() : " + rest referenced");
        }
        if (strategy instanceof Bucket b) return "buckets of " + b.size();
        return "";
    }
}
