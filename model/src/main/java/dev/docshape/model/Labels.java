package dev.docshape.model;

import java.util.Locale;

/** Model values in words, as menus, findings and messages show them. */
public final class Labels {
    private Labels() {
    }

    /** "one-to-many". */
    public static String cardinality(Cardinality cardinality) {
        return switch (cardinality) {
            case ONE_TO_ONE -> "one-to-one";
            case ONE_TO_FEW -> "one-to-few";
            case ONE_TO_MANY -> "one-to-many";
            case MANY_TO_MANY -> "many-to-many";
        };
    }

    /**
     * The cardinality read in the direction followed: from the parent as declared, from the child
     * reversed, so following Order to its Customer reads "many-to-one".
     */
    public static String cardinality(Cardinality cardinality, boolean fromParent) {
        if (fromParent) return cardinality(cardinality);
        return switch (cardinality) {
            case ONE_TO_ONE -> "one-to-one";
            case ONE_TO_FEW, ONE_TO_MANY -> "many-to-one";
            case MANY_TO_MANY -> "many-to-many";
        };
    }

    /** An enum constant in lower-case words: CHILD_HOLDS_PARENT_ID is "child holds parent id". */
    public static String words(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    /** A maximum count: the number, or "unbounded" for null. */
    public static String max(Integer max) {
        return max == null ? "unbounded" : Integer.toString(max);
    }
}
