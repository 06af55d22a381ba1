package dev.docshape.model.validate;

/** How bad a {@link Problem} is. */
public enum Severity {
    /** The model is inconsistent: estimates and exports cannot be trusted until it is fixed. */
    ERROR,
    /** The model is consistent but probably not what was meant. */
    WARNING
}
