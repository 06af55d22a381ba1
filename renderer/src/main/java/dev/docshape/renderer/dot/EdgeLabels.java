package dev.docshape.renderer.dot;

/** How edge labels take part in layout. */
public enum EdgeLabels {
    /**
     * Labels get space of their own between the ranks ({@code label}): the best-looking drawings,
     * but dot doubles the number of ranks, and a model with hundreds of relationships takes tens of
     * seconds (the x-coordinate pass grows with the number of virtual nodes).
     */
    RANKED,
    /**
     * Labels are placed after layout, near their edge ({@code xlabel}), and the ranks are spaced a
     * little wider to leave them room: about ten times faster on large models. What automatic layout
     * for the designer uses; the canvas draws its own labels.
     */
    FLOATING;

    /** Exports use RANKED up to this many relationships, FLOATING above. */
    public static final int RANKED_UP_TO = 100;

    /** The mode for an export of a model with {@code relationships} relationships. */
    public static EdgeLabels forExport(int relationships) {
        return relationships <= RANKED_UP_TO ? RANKED : FLOATING;
    }

    String attribute() {
        return this == RANKED ? "label" : "xlabel";
    }

    String rankSeparation() {
        return this == RANKED ? "0.7" : "0.9";
    }
}
