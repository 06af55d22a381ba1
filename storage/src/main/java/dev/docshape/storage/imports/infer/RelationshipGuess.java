package dev.docshape.storage.imports.infer;

import dev.docshape.model.Cardinality;

import java.util.Objects;

/**
 * A relationship the inference guessed, with its evidence, for the user to accept, change or drop
 * before the model is made ({@link InferredSchema#toProject(String, java.util.Collection)}).
 *
 * @param id          stable within one result: the relationship's id in the model
 * @param kind        how it was found
 * @param parent      the parent entity's name
 * @param child       the child entity's name
 * @param field       the field it was found in: the parent's field for embedded and parent-held ids,
 *                    the child's field for a child holding its parent's id
 * @param cardinality one-to-one, one-to-few, one-to-many or many-to-many
 * @param avgCount    children per parent, on average
 * @param maxCount    the most children one parent had (null: treated as unbounded)
 * @param sharedBy    parents per child, on average (1 unless many-to-many)
 * @param evidence    what the guess rests on
 * @param minCount    the fewest children every parent had, where the documents show it ({@link ChildSpread}); else 0
 * @param caution     what the guess did not claim from too small a sample, in words; null when nothing
 */
public record RelationshipGuess(String id, Kind kind, String parent, String child, String field, Cardinality cardinality,
                                double avgCount, Integer maxCount, double sharedBy, Evidence evidence, int minCount,
                                String caution) {

    /** How a relationship was found. */
    public enum Kind {
        /** A subdocument: embedded one-to-one. */
        EMBEDDED_OBJECT,
        /** An array of subdocuments: embedded one-to-few or one-to-many. */
        EMBEDDED_ARRAY,
        /** A field whose values are another collection's {@code _id}s: the child holds its parent's id. */
        CHILD_HOLDS_PARENT_ID,
        /** An array whose items are another collection's {@code _id}s: the parent holds its children's ids. */
        PARENT_HOLDS_CHILD_IDS;

        public boolean embedded() {
            return this == EMBEDDED_OBJECT || this == EMBEDDED_ARRAY;
        }
    }

    /** A guess that claims no minimum and has nothing to caution. */
    public RelationshipGuess(String id, Kind kind, String parent, String child, String field, Cardinality cardinality,
                             double avgCount, Integer maxCount, double sharedBy, Evidence evidence) {
        this(id, kind, parent, child, field, cardinality, avgCount, maxCount, sharedBy, evidence, 0, null);
    }

    public RelationshipGuess {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(cardinality, "cardinality");
        Objects.requireNonNull(evidence, "evidence");
    }

    /** This guess with another cardinality (the user changed it). */
    public RelationshipGuess withCardinality(Cardinality newCardinality) {
        return new RelationshipGuess(id, kind, parent, child, field, newCardinality, avgCount, maxCount, sharedBy, evidence,
                minCount, caution);
    }

    /** One line for a review list. */
    public String describe() {
        String details = evidenceText();
        return subject() + " (" + cardinality.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-')
                + (details.isEmpty() ? "" : "; " + details) + ")";
    }

    /** Where it was found and what it is: "orders.customerId refers to customers". */
    public String subject() {
        String where = kind == Kind.CHILD_HOLDS_PARENT_ID ? child + "." + field : parent + "." + field;
        String what = switch (kind) {
            case EMBEDDED_OBJECT -> "embeds one " + child;
            case EMBEDDED_ARRAY -> "embeds " + child + " items";
            case CHILD_HOLDS_PARENT_ID -> "refers to " + parent;
            case PARENT_HOLDS_CHILD_IDS -> "holds ids of " + child;
        };
        return where + " " + what;
    }

    /** The evidence in words: matched values, array lengths ("" when there is nothing to say). */
    public String evidenceText() {
        return evidence.describe(kind == Kind.CHILD_HOLDS_PARENT_ID ? parent : child);
    }
}
