package dev.docshape.model.query;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The operations one access pattern sends, in order, one per planned request.
 *
 * @param patternId   the pattern's id
 * @param patternName the pattern's name
 * @param write       whether the pattern writes
 * @param inputs      the names of the values the application passes in ({@code id}, {@code doc}, ...)
 * @param operations  the operations, in the order they are sent
 * @param transaction whether the operations must be applied together (a write touching several documents' collections)
 * @param lookup      for reads that follow relationships, the one {@code $lookup} aggregation that reads the same data
 *                    in a single round trip; null when there is none
 * @param arrayPaths  for each collection the operations touch, the dotted paths of its documents' fields that are
 *                    arrays (languages without MongoDB's implicit array traversal, e.g. Cosmos DB SQL, need them)
 */
public record QueryTemplate(String patternId, String patternName, boolean write, List<String> inputs,
                            List<Operation> operations, boolean transaction, Operation lookup,
                            Map<String, Set<String>> arrayPaths) {
    public QueryTemplate {
        inputs = List.copyOf(inputs);
        operations = List.copyOf(operations);
        arrayPaths = Map.copyOf(arrayPaths);
    }

    /** The dotted paths of the collection's array fields; empty when it has none. */
    public Set<String> arrayPaths(String collection) {
        return arrayPaths.getOrDefault(collection, Set.of());
    }
}
