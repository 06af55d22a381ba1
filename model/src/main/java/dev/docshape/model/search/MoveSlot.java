package dev.docshape.model.search;

import java.util.List;

/**
 * One decision of a design, with the moves that can be made on it: a relationship's mapping, or
 * an entity's collection of its own. A search changes one slot at a time.
 *
 * @param key     the relationship or entity id
 * @param options the moves, in a fixed order
 */
record MoveSlot(String key, List<DesignMove> options) {
    MoveSlot {
        options = List.copyOf(options);
    }
}
