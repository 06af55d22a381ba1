package dev.docshape.model;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A value with the word it is shown and typed as: a menu entry, a column header, a command-line value.
 * Enums that need text implement this rather than overriding {@code toString} or naming their own getter.
 */
public interface Labelled {

    String label();

    /** The constant of {@code type} labelled {@code text}, in any case. */
    static <E extends Enum<E> & Labelled> Optional<E> byLabel(Class<E> type, String text) {
        return Stream.of(type.getEnumConstants()).filter(e -> e.label().equalsIgnoreCase(text)).findFirst();
    }

    /** The labels of {@code type} as a sentence lists them: "mongosh, node, java or cosmos-sql". */
    static <E extends Enum<E> & Labelled> String choices(Class<E> type) {
        List<String> labels = Stream.of(type.getEnumConstants()).map(Labelled::label).toList();
        if (labels.size() < 2) return String.join("", labels);
        return String.join(", ", labels.subList(0, labels.size() - 1)) + " or " + labels.get(labels.size() - 1);
    }
}
