package dev.docshape.model.validate;

import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * The naming rules of MongoDB that a model can break: collection names must not be empty, contain
 * {@code $} or NUL, begin with {@code system.} or pass 255 bytes (the namespace limit); field names
 * must not begin with {@code $} or contain NUL, nor (to be indexed and queried by path) a dot. Each check gives the rule broken, and
 * {@link #safeCollectionName}/{@link #safeFieldName} suggest a name that keeps to the rules.
 */
public final class MongoNames {
    /** Bytes of UTF-8 a collection name may have (MongoDB's namespace limit, database name not counted). */
    public static final int MAX_COLLECTION_BYTES = 255;

    private MongoNames() {
    }

    /** The rule {@code name} breaks as a MongoDB collection name, or empty when MongoDB accepts it. */
    public static Optional<String> collectionRule(String name) {
        if (name == null || name.isEmpty()) return Optional.of("a collection name must not be empty");
        if (name.indexOf('\0') >= 0) return Optional.of("a collection name must not contain the NUL character");
        if (name.indexOf('$') >= 0) return Optional.of("a collection name must not contain '$'");
        if (name.startsWith("system.")) return Optional.of("a collection name must not begin with 'system.' (reserved for MongoDB)");
        int bytes = name.getBytes(StandardCharsets.UTF_8).length;
        if (bytes > MAX_COLLECTION_BYTES) {
            return Optional.of("a collection name must not be longer than " + MAX_COLLECTION_BYTES + " bytes (it has " + bytes + ")");
        }
        return Optional.empty();
    }

    /** The rule {@code name} breaks as a MongoDB field name, or empty when MongoDB accepts it. */
    public static Optional<String> fieldRule(String name) {
        if (name == null || name.isEmpty()) return Optional.of("a field name must not be empty");
        if (name.indexOf('\0') >= 0) return Optional.of("a field name must not contain the NUL character");
        if (name.startsWith("$")) return Optional.of("a field name must not begin with '$' (reserved for operators)");
        if (name.indexOf('.') >= 0) return Optional.of("a field name must not contain '.' (indexes and queries read it as a path into a sub-document)");
        return Optional.empty();
    }

    /** {@code name} with NUL and {@code $} replaced, {@code system.} defused and the length cut to the limit. */
    public static String safeCollectionName(String name) {
        String safe = name == null ? "" : name.replace('\0', '_').replace('$', '_');
        if (safe.startsWith("system.")) safe = "_" + safe;
        if (safe.isEmpty()) safe = "collection";
        StringBuilder cut = new StringBuilder();
        int bytes = 0;
        for (int i = 0; i < safe.length(); ) {
            int cp = safe.codePointAt(i);
            int size = new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8).length;
            if (bytes + size > MAX_COLLECTION_BYTES) break;
            cut.appendCodePoint(cp);
            bytes += size;
            i += Character.charCount(cp);
        }
        return cut.toString();
    }

    /** {@code name} with NUL and {@code .} replaced and a leading {@code $} dropped. */
    public static String safeFieldName(String name) {
        String safe = name == null ? "" : name.replace('\0', '_').replace('.', '_');
        while (safe.startsWith("$")) safe = safe.substring(1);
        return safe.isEmpty() ? "field" : safe;
    }
}
