package dev.docshape.storage.mongodb;

import java.nio.charset.StandardCharsets;

/** MongoDB's rules for database names (as its documentation states them for all platforms). */
final class DatabaseNames {
    private static final String FORBIDDEN = "/\\. \"$*<>:|?";

    private DatabaseNames() {
    }

    static void require(String name) {
        if (name == null || name.isEmpty()) throw new MongoProblem("a database name is needed (--db NAME)");
        if (name.getBytes(StandardCharsets.UTF_8).length >= 64) {
            throw new MongoProblem("database name '" + name + "' is too long: MongoDB allows fewer than 64 bytes");
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || FORBIDDEN.indexOf(c) >= 0) {
                throw new MongoProblem("database name '" + printable(name) + "' contains '" + printable(String.valueOf(c))
                        + "', which MongoDB does not allow in database names (none of / \\ . space \" $ * < > : | ? or control characters)");
            }
        }
        if (name.equals("admin") || name.equals("local") || name.equals("config")) {
            throw new MongoProblem("database '" + name + "' is one of MongoDB's own databases; choose another");
        }
    }

    static String printable(String s) {
        StringBuilder b = new StringBuilder();
        s.codePoints().forEach(cp -> {
            if (cp < 0x20 || cp == 0x7f || cp == 0x2028 || cp == 0x2029) b.append(String.format("\\u%04x", cp));
            else b.appendCodePoint(cp);
        });
        return b.toString();
    }
}
