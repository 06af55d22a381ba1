package dev.docshape.storage.sample;

import dev.docshape.model.Dating;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;

import java.util.Optional;

/**
 * What "the most recent children" means (docs/sample-data.md "Dates and order"): the order of the
 * child's first own date that is not a birth date; ties, and entities without such a date, by id.
 */
public final class ChildOrder {
    private ChildOrder() {
    }

    /** True for a field that dates the instance itself (not a birth date). */
    public static boolean dates(Field f) {
        return Dating.datesItself(f);
    }

    /** The field the entity's instances are ordered by, or empty when only their ids order them. */
    public static Optional<String> field(Entity e) {
        return e.fields().stream().filter(ChildOrder::dates).map(Field::name).findFirst();
    }
}
