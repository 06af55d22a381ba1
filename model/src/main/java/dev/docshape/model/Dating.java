package dev.docshape.model;

import dev.docshape.model.naming.NameHints;

/**
 * Which fields date an instance (docs/sample-data.md "Dates and order"): a date that is not a birth date dates the
 * instance itself, and an integer named as a founding year ({@code founded}, {@code established}, ...) dates an
 * organisation. A child created by its parent is dated after it; the sample data and the estimate read these fields
 * by this one rule.
 */
public final class Dating {
    private Dating() {
    }

    /** True for a field that dates the instance itself: a date, not a birth date. */
    public static boolean datesItself(Field f) {
        return f.type() == FieldType.DATE && !NameHints.mentions(f.name(), "birth", "dob", "born");
    }

    /** True for a name of the year an organisation or a building came to be. */
    public static boolean namesFoundingYear(String name) {
        return NameHints.mentions(name, "founded", "established", "since", "built", "incorporated", "inception");
    }

    /** True when the entity's instances say when they came to be: a date of their own, or an integer founding year. */
    public static boolean dated(Entity e) {
        for (Field f : e.fields()) {
            if (datesItself(f) || f.type() == FieldType.INTEGER && namesFoundingYear(f.name())) return true;
        }
        return false;
    }
}
