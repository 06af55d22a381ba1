package dev.docshape.model.estimate;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.ValueDomain;
import dev.docshape.model.mapping.Ordering;

import java.util.function.DoubleFunction;

/**
 * The first N of all items by an order on a field only a share of them hold (its {@code presence} below 1, decision
 * 0534): a store sorts an item lacking the field as null, below every value, so those items are one tied group at the
 * start of a lowest-first order and at the end of a highest-first one, and come in the store's order, which follows
 * the parents (docs/counting-rules.md "Ties in an order", decision 0554). The first N split into the group's first
 * items and the holders' first by the field's values.
 *
 * @param lacking the first N's items that lack the field: the first of the tied group in the store's order
 * @param holding the first N's items that hold it, first by its values, priced as an order every item holds
 * @param share   the share of all items that lack the field, the tied group's
 */
record OptionalOrder(double lacking, double holding, double share) {
    /** The split of the first {@code n} of {@code total} {@code items} by {@code order}; null when every item holds the field. */
    static OptionalOrder of(Entity items, Ordering order, double n, double total) {
        double presence = items.field(order.field()).map(Field::presence).orElse(1.0);
        if (!(presence < 1) || !(n > 0) || !(total > 0)) return null;
        double holders = total * presence;
        double lacking = order.descending() ? Math.max(0, n - holders) : Math.min(n, total - holders);
        return new OptionalOrder(lacking, n - lacking, 1 - presence);
    }

    /**
     * The distinct parents of the first N, {@code ofLacking} those of the tied group's part, {@code ordered} giving those
     * of the holders' part for their number (null when no rule prices them); null then, as for a field every item holds.
     */
    Double parents(double ofLacking, DoubleFunction<Double> ordered, double all) {
        if (!(holding > 0)) return ofLacking;
        Double ofHolding = ordered.apply(holding);
        return ofHolding == null ? null : together(ofLacking, ofHolding, all);
    }

    /**
     * The distinct containers (or parents) of both parts, {@code ofLacking} and {@code ofHolding} of {@code all}, the
     * holders' taken as unrelated to where the tied group lies.
     */
    static double together(double ofLacking, double ofHolding, double all) {
        return ofLacking + ofHolding * (all > 0 ? Math.max(0, 1 - ofLacking / all) : 1);
    }

    /**
     * The share of all items holding one value of the ordered field with {@code domain}'s few values: {@code 1/k} of the
     * items that hold the field at all.
     */
    static double valueShare(Entity items, Ordering order, ValueDomain domain) {
        return domain.tiedShare() * items.field(order.field()).map(Field::presence).orElse(1.0);
    }
}
