package dev.docshape.model.estimate;

import java.util.ArrayList;
import java.util.List;

/**
 * Instances of an entity a read pattern stands on: how many, from which level of requests on they
 * are available, whether their documents are in hand or only their ids are known, and which
 * relationships' parents came along in the same documents (read as embedded children), and which
 * request's results hold them ({@code request}, an index in the plan; -1 for the application's input).
 */
record Hand(String entity, double count, int level, boolean loaded, List<String> containerPath, int request) {

    static Hand idsOnly(String entity, double count) {
        return new Hand(entity, count, 0, false, List.of(), -1);
    }

    /** True when the instances were read embedded in their parent through {@code relationshipId}. */
    boolean containedBy(String relationshipId) {
        return !containerPath.isEmpty() && containerPath.get(containerPath.size() - 1).equals(relationshipId);
    }

    List<String> pathPlus(String relationshipId) {
        List<String> path = new ArrayList<>(containerPath.size() + 1);
        path.addAll(containerPath);
        path.add(relationshipId);
        return path;
    }

    List<String> pathMinusLast() {
        return containerPath.subList(0, containerPath.size() - 1);
    }
}
