package dev.docshape.storage.query;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Distinct function names from pattern names: a number is added when two names come out the same. */
final class FunctionNames {
    private final Set<String> reserved;
    private final Set<String> used = new HashSet<>();
    private final List<String> all = new ArrayList<>();

    FunctionNames(Set<String> reserved) {
        this.reserved = reserved;
        used.addAll(Set.of("collect", "input", "doc", "docs", "pipeline", "walk", "collection", "results", "options"));
    }

    String next(String patternName) {
        String base = Identifiers.lowerCamel(patternName, reserved, "pattern");
        String name = base;
        for (int i = 2; !used.add(name); i++) name = base + i;
        all.add(name);
        return name;
    }

    List<String> all() {
        return all;
    }
}
