package dev.docshape.model;

/** How many children one parent has, in the words of the rules of thumb. */
public enum Cardinality {
    ONE_TO_ONE, ONE_TO_FEW, ONE_TO_MANY, MANY_TO_MANY
}
