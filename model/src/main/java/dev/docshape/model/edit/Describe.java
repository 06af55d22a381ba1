package dev.docshape.model.edit;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Subset;

import java.util.List;
import java.util.Locale;

/** Words for the Undo and Redo menu items. */
final class Describe {
    private Describe() {
    }

    /** "Person.addresses": the parent's name and the field that holds the children. */
    static String relationship(DataModel model, Relationship relationship) {
        return model.entity(relationship.parent()).map(Entity::name).orElse(relationship.parent()) + "." + relationship.name();
    }

    static String words(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    static String cardinality(Cardinality cardinality) {
        return switch (cardinality) {
            case ONE_TO_ONE -> "one-to-one";
            case ONE_TO_FEW -> "one-to-few";
            case ONE_TO_MANY -> "one-to-many";
            case MANY_TO_MANY -> "many-to-many";
        };
    }

    static String volatility(Volatility volatility) {
        return words(volatility);
    }

    static String max(Integer max) {
        return max == null ? "unbounded" : Integer.toString(max);
    }

    /** "embedded", "referenced (child holds parent id)", "subset of 3, rest in buckets of 100", ... */
    static String mapping(Mapping mapping) {
        String strategy = strategy(mapping);
        return mapping.precomputedCount() ? strategy + " with a count" : strategy;
    }

    private static String strategy(Mapping mapping) {
        if (mapping.strategy() instanceof Embed) return "embedded";
        if (mapping.strategy() instanceof Reference r) return "referenced (" + words(r.placement()) + ")";
        if (mapping.strategy() instanceof ExtendedReference x) {
            return "extended reference (" + words(x.holder()) + " keeps " + list(x.copiedFields()) + ")";
        }
        if (mapping.strategy() instanceof Subset s) {
            return "subset of " + s.size() + (s.rest() == Subset.Rest.BUCKETED
                    ? ", rest in buckets of " + s.bucketSize() : ", rest referenced");
        }
        return "buckets of " + ((Bucket) mapping.strategy()).size();
    }

    private static String list(List<String> items) {
        return items.isEmpty() ? "the id" : "the id, " + String.join(", ", items);
    }
}
