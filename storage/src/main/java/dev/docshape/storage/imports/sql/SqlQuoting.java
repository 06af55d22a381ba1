package dev.docshape.storage.imports.sql;

import java.util.regex.Pattern;

/**
 * How a script's plain string literals read a backslash (docs/imports.md "String literals", decision 0567): MySQL's and
 * MariaDB's as an escape ({@code 'it\'s'} is {@code it's}), standard SQL's (PostgreSQL, SQL Server, SQLite) as itself,
 * where only a doubled quote escapes ({@code 'it''s'}). PostgreSQL's {@code E'...'} escapes in any script.
 */
enum SqlQuoting {
    STANDARD, MYSQL;

    /** What mysqldump and MySQL's own DDL write and no other dialect reads: backticks, table options, versioned comments. */
    private static final Pattern MYSQL_SIGNS = Pattern.compile("(?i)\\bENGINE\\s*=|\\bAUTO_INCREMENT\\b|/\\*!");

    /** The quoting of a whole script: MySQL's when it quotes a name in backticks or says what only MySQL says. */
    static SqlQuoting of(String script) {
        return script.indexOf('`') >= 0 || MYSQL_SIGNS.matcher(script).find() ? MYSQL : STANDARD;
    }
}
