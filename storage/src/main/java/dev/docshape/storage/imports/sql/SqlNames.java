package dev.docshape.storage.imports.sql;

import java.util.Locale;

/** Identifiers as written in DDL: quotes of every dialect removed, schema prefixes dropped, compared without case. */
final class SqlNames {
    private SqlNames() {
    }

    /** {@code "public"."Person"}, {@code [dbo].[Person]} and {@code `Person`} give {@code Person}. */
    static String bare(String identifier) {
        String s = identifier.strip();
        int dot = lastDotOutsideQuotes(s);
        if (dot >= 0) s = s.substring(dot + 1);
        return unquote(s);
    }

    static String unquote(String s) {
        s = s.strip();
        if (s.length() >= 2) {
            char a = s.charAt(0);
            char z = s.charAt(s.length() - 1);
            if ((a == '"' && z == '"') || (a == '`' && z == '`') || (a == '[' && z == ']')) {
                return s.substring(1, s.length() - 1);
            }
        }
        return s;
    }

    /** The key a name is looked up by: unquoted and lower case, as most databases compare unquoted names. */
    static String key(String identifier) {
        return bare(identifier).toLowerCase(Locale.ROOT);
    }

    private static int lastDotOutsideQuotes(String s) {
        char quote = 0;
        int last = -1;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
            } else if (c == '"' || c == '`') {
                quote = c;
            } else if (c == '[') {
                quote = ']';
            } else if (c == '.') {
                last = i;
            }
        }
        return last;
    }
}
