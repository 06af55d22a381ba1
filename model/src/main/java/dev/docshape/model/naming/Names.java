package dev.docshape.model.naming;

/** Argument checks shared by the model's records. */
public final class Names {
    private Names() {
    }

    /** Throws a clear exception when {@code value} is null or blank. */
    public static String requireName(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(what + " must not be empty");
        }
        return value;
    }
}
