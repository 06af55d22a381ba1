package dev.docshape.storage.imports.sql;

import dev.docshape.model.Labelled;

/**
 * The database a DDL script was written for, as the user says it ({@code import sql --dialect}, the designer's SQL
 * import), or {@link #AUTO} to guess it from the script (docs/imports.md "String literals", decision 0575). What it
 * decides is how the script's string literals read a backslash ({@link SqlQuoting}); the parser reads the other
 * dialects' syntax alike.
 */
public enum SqlDialect implements Labelled {
    AUTO("auto"),
    MYSQL("mysql"),
    POSTGRESQL("postgresql"),
    SQLSERVER("sqlserver"),
    ORACLE("oracle");

    private final String label;

    SqlDialect(String label) {
        this.label = label;
    }

    @Override
    public String label() {
        return label;
    }

    /** How {@code script}'s literals read a backslash: MySQL's escapes, or standard SQL's; guessed for {@link #AUTO}. */
    SqlQuoting quoting(String script) {
        return switch (this) {
            case AUTO -> SqlQuoting.of(script);
            case MYSQL -> SqlQuoting.MYSQL;
            case POSTGRESQL, SQLSERVER, ORACLE -> SqlQuoting.STANDARD;
        };
    }

    /** The dialect labelled {@code label} (any case), or a message naming the choices. */
    public static SqlDialect byLabel(String label) {
        return Labelled.byLabel(SqlDialect.class, label).orElseThrow(() -> new IllegalArgumentException(
                "unknown SQL dialect '" + label + "': use " + Labelled.choices(SqlDialect.class)));
    }
}
