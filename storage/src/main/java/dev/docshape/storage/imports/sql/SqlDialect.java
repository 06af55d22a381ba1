package dev.docshape.storage.imports.sql;

import dev.docshape.model.Labelled;

/**
 * The database a DDL script was written for, as the user says it ({@code import sql --dialect}, the designer's SQL
 * import), or {@link #AUTO} to guess it from the script (docs/imports.md "String literals", decision 0575). What it
 * decides is how the script's string literals read a backslash ({@link SqlQuoting}); the parser reads the other
 * dialects' syntax alike.
 */
public enum SqlDialect implements Labelled {
    AUTO("auto", "Detect automatically"),
    MYSQL("mysql", "MySQL or MariaDB"),
    POSTGRESQL("postgresql", "PostgreSQL"),
    SQLSERVER("sqlserver", "SQL Server"),
    ORACLE("oracle", "Oracle");

    private final String label;
    private final String title;

    SqlDialect(String label, String title) {
        this.label = label;
        this.title = title;
    }

    @Override
    public String label() {
        return label;
    }

    /** The name a person reads in a choice: "MySQL or MariaDB". */
    public String title() {
        return title;
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
