package dev.docshape.model.edit;

import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One scalar property of an entity, a field, a relationship or a design, as an undoable edit sees it: how to
 * read it, how to set it, which values it refuses and how the Undo menu words a change. The
 * properties themselves are the constants of {@link Properties}.
 *
 * @param what    the property in messages: "the count"
 * @param get     reads the value
 * @param with    a copy of the part with the value set
 * @param label   the Undo menu's words for setting it on an owner to a value
 * @param problem what is wrong with a new value, or null when it is accepted
 */
public record Property<O, V>(String what, Function<O, V> get, BiFunction<O, V, O> with,
                             BiFunction<Owner<O>, V, String> label, Function<V, String> problem) {

    static <O, V> Property<O, V> of(String what, Function<O, V> get, BiFunction<O, V, O> with,
                                    BiFunction<Owner<O>, V, String> label) {
        return new Property<>(what, get, with, label, value -> null);
    }

    /**
     * This property with the Undo menu's words fixed by the caller, for a whole value (a design's
     * partitioning) whose change only the caller can word; the inverse keeps the words.
     */
    Property<O, V> worded(String description) {
        return new Property<>(what, get, with, (owner, value) -> description, problem);
    }

    /** This property refusing the values for which {@code check} names a problem. */
    Property<O, V> refusing(Function<V, String> check) {
        return new Property<>(what, get, with, label, check);
    }
}
