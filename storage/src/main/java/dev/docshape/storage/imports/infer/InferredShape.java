package dev.docshape.storage.imports.infer;

import java.util.List;
import java.util.Optional;

/**
 * The fields of the (sub)documents seen at one place.
 *
 * @param objects how many (sub)documents were seen there
 * @param fields  their fields, in the order first seen
 */
public record InferredShape(long objects, List<InferredField> fields) {
    public InferredShape {
        fields = List.copyOf(fields);
    }

    public Optional<InferredField> field(String name) {
        return fields.stream().filter(f -> f.name().equals(name)).findFirst();
    }
}
