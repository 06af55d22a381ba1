package dev.docshape.model.search;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The feasible designs no other priced design beats on read cost, write cost and storage at once,
 * capped at a number of designs (the worst scores leave first when it is full).
 */
final class ParetoFront {
    private final int capacity;
    private final List<PricedDesign> members = new ArrayList<>();

    ParetoFront(int capacity) {
        if (capacity < 1) throw new IllegalArgumentException("a front holds at least one design");
        this.capacity = capacity;
    }

    /** Adds {@code candidate} when it is feasible and nothing in the front dominates or equals it. */
    boolean offer(PricedDesign candidate) {
        if (!candidate.feasible()) return false;
        DesignFigures figures = candidate.figures();
        for (PricedDesign member : members) {
            if (member.figures().dominates(figures) || member.figures().equals(figures)) return false;
        }
        members.removeIf(member -> figures.dominates(member.figures()));
        members.add(candidate);
        if (members.size() > capacity) {
            members.remove(members.stream().max(Comparator.comparingDouble(m -> m.figures().score())).orElseThrow());
        }
        return true;
    }

    /** The members, best score first. */
    List<PricedDesign> members() {
        List<PricedDesign> sorted = new ArrayList<>(members);
        sorted.sort(Comparator.comparingDouble(m -> m.figures().score()));
        return List.copyOf(sorted);
    }
}
