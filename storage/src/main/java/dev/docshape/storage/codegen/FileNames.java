package dev.docshape.storage.codegen;

import dev.docshape.storage.query.Identifiers;

import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/** Distinct file names from collection names, safe on every file system (ASCII, no case clash). */
final class FileNames {
    private final Set<String> used = new HashSet<>();

    String next(String collection) {
        String base = Identifiers.upperCamel(collection, Set.of(), "Collection");
        String name = base;
        for (int i = 2; !used.add(name.toLowerCase(Locale.ROOT)); i++) name = base + i;
        return name;
    }
}
