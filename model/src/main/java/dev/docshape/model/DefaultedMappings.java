package dev.docshape.model;

import dev.docshape.model.mapping.Embed;

/**
 * The relationships a design gives no mapping of its own, which take the rule-of-thumb default ({@link Design#defaultFor}:
 * embed one-to-one and one-to-few, reference the rest): the words the validator, {@code estimate}, {@code measure} and
 * the designer say it in, so a design written {@code "mappings": {}} does not embed its relationships unsaid
 * (docs/file-format.md "design", decision 0546).
 *
 * @param design        the design's name
 * @param relationships the model's relationships
 * @param embedded      those without a mapping, embedded by the default
 * @param referenced    those without a mapping, referenced by the default
 */
public record DefaultedMappings(String design, int relationships, int embedded, int referenced) {

    public static DefaultedMappings of(DataModel model, Design design) {
        int embedded = 0;
        int referenced = 0;
        for (Relationship r : model.relationships()) {
            if (design.mappings().containsKey(r.id())) continue;
            if (Design.defaultFor(r).strategy() instanceof Embed) embedded++;
            else referenced++;
        }
        return new DefaultedMappings(design.name(), model.relationships().size(), embedded, referenced);
    }

    /** Whether {@code design} maps {@code r} by the default, having no mapping for it. */
    public static boolean defaulted(Design design, Relationship r) {
        return !design.mappings().containsKey(r.id());
    }

    /** "default for one-to-few": what the designer shows beside a relationship's defaulted mapping. */
    public static String label(Relationship r) {
        return "default for " + Labels.cardinality(r.cardinality());
    }

    public int count() {
        return embedded + referenced;
    }

    /**
     * "design 'hybrid' gives 3 of 5 relationships no mapping: they take the default (2 embedded as one-to-one or
     * one-to-few, 1 referenced)"; null when every relationship has a mapping.
     */
    public String sentence() {
        if (count() == 0) return null;
        StringBuilder how = new StringBuilder();
        if (embedded > 0) how.append(embedded).append(" embedded as one-to-one or one-to-few");
        if (referenced > 0) how.append(embedded > 0 ? ", " : "").append(referenced).append(" referenced");
        return "design '" + design + "' gives " + count() + " of " + relationships + " relationship" + (relationships == 1 ? "" : "s")
                + " no mapping: " + (count() == 1 ? "it takes" : "they take") + " the default (" + how + ")";
    }
}
