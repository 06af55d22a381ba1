package dev.docshape.model.query;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A value inside an operation (a filter, an update, a document, a pipeline), independent of the
 * language it is written in: documents, arrays, literals, the application's input, and the values
 * collected from the results of an earlier operation.
 */
public sealed interface Expr {

    /** A document; keys keep their order. */
    record Doc(Map<String, Expr> fields) implements Expr {
        public Doc {
            fields = new LinkedHashMap<>(fields);
        }

        public static Doc of(String key, Expr value) {
            return new Doc(Map.of(key, value));
        }

        public static Doc of(String k1, Expr v1, String k2, Expr v2) {
            Map<String, Expr> m = new LinkedHashMap<>();
            m.put(k1, v1);
            m.put(k2, v2);
            return new Doc(m);
        }

        public boolean isEmpty() {
            return fields.isEmpty();
        }
    }

    /** An array. */
    record Arr(List<Expr> items) implements Expr {
        public Arr {
            items = List.copyOf(items);
        }
    }

    /** A string literal. */
    record Str(String value) implements Expr {
    }

    /** A whole-number literal. */
    record Num(long value) implements Expr {
    }

    /** A boolean literal. */
    record Bool(boolean value) implements Expr {
    }

    /**
     * A value the application passes in: {@code path} names it ({@code id}, {@code doc},
     * {@code doc.name}); the first part is the input's name, the rest are field names inside it.
     */
    record Input(List<String> path) implements Expr {
        public Input {
            path = List.copyOf(path);
        }

        public static Input of(String name, String... fields) {
            List<String> p = new java.util.ArrayList<>(fields.length + 1);
            p.add(name);
            p.addAll(List.of(fields));
            return new Input(p);
        }
    }

    /**
     * The values found at {@code path} (field names, arrays flattened) in the documents an earlier
     * operation returned: the ids the next step needs. {@code step} is that operation's number;
     * {@code first}, when above 0, keeps only the first that many values of each document (the
     * {@code $slice} of its array of ids an include takes the first N children of).
     */
    record Collected(int step, List<String> path, int first) implements Expr {
        public Collected {
            path = List.copyOf(path);
        }

        /** Every value at {@code path}. */
        public Collected(int step, List<String> path) {
            this(step, path, 0);
        }
    }

    static Str str(String s) {
        return new Str(s);
    }

    static Num num(long n) {
        return new Num(n);
    }
}
