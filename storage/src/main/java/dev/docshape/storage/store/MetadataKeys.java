package dev.docshape.storage.store;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/** How {@link StoreMetadata} is kept in the key-value metadata table. */
final class MetadataKeys {
    private MetadataKeys() {
    }

    static Map<String, String> write(StoreMetadata m) {
        Map<String, String> keys = new LinkedHashMap<>();
        // Written with every layout: a store still bound to its project's former id is bound to the current one.
        keys.put("project_id", m.projectId());
        keys.put("design", m.design());
        keys.put("seed", Long.toString(m.seed()));
        keys.put("scale", Double.toString(m.scale()));
        keys.put("child_counts", m.childCounts());
        keys.put("materialized_at", m.materializedAt().toString());
        return keys;
    }

    static Optional<StoreMetadata> read(Function<String, Optional<String>> meta) {
        Optional<String> design = meta.apply("design");
        if (design.isEmpty()) return Optional.empty();
        try {
            return Optional.of(new StoreMetadata(
                    meta.apply("project_id").orElseThrow(),
                    design.get(),
                    Long.parseLong(meta.apply("seed").orElseThrow()),
                    Double.parseDouble(meta.apply("scale").orElseThrow()),
                    meta.apply("child_counts").orElse("UNIFORM"),
                    Instant.parse(meta.apply("materialized_at").orElseThrow())));
        } catch (RuntimeException e) {
            throw new StoreException("the sample store's metadata is damaged: " + e.getMessage(), e);
        }
    }
}
