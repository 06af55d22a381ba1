package dev.docshape.storage.sample;

import dev.docshape.model.Relationship;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The entities to count before {@code entityId} can be, found by climbing its owning relationships
 * until an entity already counted, one without an owner, or a cycle. Iterative: an owning chain may
 * be thousands of entities long.
 *
 * @param topFirst   the entities to count, the topmost owner first, {@code entityId} last
 * @param cycleEntry where the climb closed a cycle (that entity takes the model's count), else null
 */
record OwningChain(List<String> topFirst, String cycleEntry) {

    static OwningChain of(String entityId, Map<String, Relationship> owning, Predicate<String> counted) {
        List<String> climbed = new ArrayList<>();
        Set<String> onChain = new HashSet<>();
        String current = entityId;
        while (current != null && !counted.test(current) && onChain.add(current)) {
            climbed.add(current);
            Relationship r = owning.get(current);
            current = r == null ? null : r.parent();
        }
        List<String> topFirst = new ArrayList<>(climbed.size());
        for (int i = climbed.size() - 1; i >= 0; i--) topFirst.add(climbed.get(i));
        return new OwningChain(topFirst, current != null && onChain.contains(current) ? current : null);
    }
}
