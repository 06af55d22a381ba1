package dev.docshape.storage.store;

import java.time.Instant;
import java.util.List;

/**
 * Two small layouts that differ in every way a re-materialization can change (collection names,
 * counts, indexes), each filled deterministically from its seed, so a test can tell which one a
 * store holds and whether it is complete.
 */
final class TwoLayouts {
    static final String PROJECT = "project-1";

    private TwoLayouts() {
    }

    static StoreMetadata metadata(long seed) {
        return new StoreMetadata(PROJECT, seed % 2 == 0 ? "referenced" : "embedded", seed, 1.0, "UNIFORM", Instant.parse("2024-05-01T10:00:00Z"));
    }

    static List<CollectionSpec> layout(long seed) {
        if (seed % 2 == 0) {
            return List.of(CollectionSpec.of("people"), CollectionSpec.of("addresses", "personId"),
                    CollectionSpec.of("books", "authors[].id", "publisherId"));
        }
        return List.of(CollectionSpec.of("people", "tags[]"), CollectionSpec.of("orders", "customer.id"));
    }

    /** Documents per collection of the layout, in layout order. */
    static List<Integer> counts(long seed, int scale) {
        return seed % 2 == 0 ? List.of(3 * scale, 5 * scale, 2 * scale) : List.of(4 * scale, 7 * scale);
    }

    static long total(long seed, int scale) {
        return counts(seed, scale).stream().mapToLong(Integer::longValue).sum();
    }

    static String doc(long seed, String collection, int i) {
        return switch (collection) {
            case "people" -> "{\"_id\":\"p" + i + "\",\"name\":\"Person " + i + " of " + seed + "\",\"tags\":[\"t" + (i % 3) + "\",\"t" + (i % 5) + "\"]}";
            case "addresses" -> "{\"_id\":\"a" + i + "\",\"personId\":\"p" + (i % 3) + "\",\"city\":\"City " + seed + "\"}";
            case "books" -> "{\"_id\":\"b" + i + "\",\"publisherId\":\"x" + (i % 2) + "\",\"authors\":[{\"id\":\"p" + (i % 3) + "\",\"name\":\"A\"},{\"id\":\"p9\",\"name\":\"B\"}]}";
            case "orders" -> "{\"_id\":\"o" + i + "\",\"customer\":{\"id\":\"p" + (i % 4) + "\"},\"total\":" + (i * seed) + "}";
            default -> throw new IllegalArgumentException(collection);
        };
    }

    static String id(String collection, int i) {
        return collection.charAt(0) + Integer.toString(i);
    }

    static DocumentProducer producer(long seed, int scale) {
        return sink -> {
            List<CollectionSpec> layout = layout(seed);
            List<Integer> counts = counts(seed, scale);
            for (int c = 0; c < layout.size(); c++) {
                String name = layout.get(c).name();
                for (int i = 0; i < counts.get(c); i++) sink.put(name, id(name, i), doc(seed, name, i));
            }
        };
    }
}
