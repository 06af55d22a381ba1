package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/** What a list of instances read tells the next read: their ids, whether they are one instance, their containers. */
final class Nodes {
    private Nodes() {
    }

    /** The ids of the instances, in the order read. */
    static List<String> ids(List<Node> nodes) {
        List<String> ids = new ArrayList<>(nodes.size());
        for (Node n : nodes) if (n.id() != null) ids.add(n.id());
        return ids;
    }

    /** True when {@code from} is one instance: a query from it alone can take its first N. */
    static boolean oneSource(List<Node> from) {
        return new LinkedHashSet<>(ids(from)).size() == 1;
    }

    /** The distinct documents holding the instances, in the order read. */
    static List<Node> containers(List<Node> from) {
        Map<ObjectNode, Node> distinct = new LinkedHashMap<>();
        for (Node n : from) if (n.container() != null) distinct.putIfAbsent(n.container().object(), n.container());
        return new ArrayList<>(distinct.values());
    }
}
