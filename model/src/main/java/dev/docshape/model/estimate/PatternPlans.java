package dev.docshape.model.estimate;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * An estimate session's pattern plans by the pattern's position in the model, and which positions
 * consulted each entity, so that after an edit only the patterns that consulted a changed entity
 * are found and planned again, without checking every pattern (docs/decisions/0310). An entity's
 * list may name positions whose current plan no longer consults it (the caller checks the plan);
 * it never misses one.
 */
final class PatternPlans {
    private static final int[] NONE = new int[0];
    /** Per model position: the plan, or null where the pattern could not be planned. */
    final EstimateRun.Planned[] plans;
    private final Map<String, int[]> positions = new HashMap<>();
    private final Map<String, Integer> counts = new HashMap<>();

    PatternPlans(int patterns) {
        plans = new EstimateRun.Planned[patterns];
    }

    /** Puts the plan at {@code position}, listing it under each entity it consulted. */
    void put(int position, EstimateRun.Planned plan) {
        EstimateRun.Planned old = plans[position];
        plans[position] = plan;
        if (plan == null) return;
        for (String entity : plan.consulted()) {
            if (old != null && contains(old.consulted(), entity)) continue;
            int n = counts.getOrDefault(entity, 0);
            int[] list = positions.getOrDefault(entity, NONE);
            if (n == list.length) positions.put(entity, list = Arrays.copyOf(list, Math.max(4, n * 2)));
            list[n] = position;
            counts.put(entity, n + 1);
        }
    }

    /** Marks the positions whose plan consulted one of {@code changed}. */
    void markConsulting(Set<String> changed, boolean[] marked) {
        for (String entity : changed) {
            int[] list = positions.get(entity);
            if (list == null) continue;
            int n = counts.get(entity);
            for (int k = 0; k < n; k++) {
                int position = list[k];
                EstimateRun.Planned plan = plans[position];
                if (!marked[position] && plan != null && contains(plan.consulted(), entity)) marked[position] = true;
            }
        }
    }

    private static boolean contains(String[] entities, String entity) {
        for (String e : entities) if (e.equals(entity)) return true;
        return false;
    }
}
