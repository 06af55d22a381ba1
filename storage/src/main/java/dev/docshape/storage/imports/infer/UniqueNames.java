package dev.docshape.storage.imports.infer;

import java.util.HashSet;
import java.util.Set;

/** Hands out names not handed out before: the preferred one, else it with 2, 3, ... appended. */
final class UniqueNames {
    private final Set<String> taken = new HashSet<>();

    String take(String preferred) {
        String name = preferred;
        for (int n = 2; !taken.add(name); n++) name = preferred + n;
        return name;
    }

    void reserve(String name) {
        taken.add(name);
    }
}
