package dev.docshape.storage.imports.sql;

import dev.docshape.model.FieldType;

import java.util.List;
import java.util.Locale;

/**
 * Column types of PostgreSQL, MySQL/MariaDB, SQL Server and SQLite as DocShape field types, with
 * sizes from declared lengths: a fixed-length column ({@code CHAR(n)}, {@code BINARY(n)}) is n
 * bytes, a variable-length one ({@code VARCHAR(n)}, {@code VARBINARY(n)}) half of n on average
 * (decision record 0191), unless its name says what it holds ({@link RelationalModel}, decision 0528);
 * without a length the type's default size applies.
 */
final class SqlTypes {
    /**
     * A column's DocShape type, average size (0: the type's default), for arrays the item type, and for a variable-length
     * string its declared length ({@code VARCHAR(254)}: 254), a limit rather than a size; 0 for other columns.
     */
    record Mapped(FieldType type, int avgSize, FieldType itemType, int limit) {
        Mapped(FieldType type, int avgSize, FieldType itemType) {
            this(type, avgSize, itemType, 0);
        }
    }

    /**
     * The bytes a JSON column's document holds besides its delimiters, where the DDL says nothing of its shape: an object
     * with no nested fields of that size (docs/imports.md "JSON columns", decision 0556).
     */
    static final int JSON_OBJECT_BYTES = 64;
    /** A JSON column: an object of any shape of {@link #JSON_OBJECT_BYTES} (a MySQL or PostgreSQL type, SQL Server's ISJSON CHECK). */
    static final Mapped JSON = new Mapped(FieldType.OBJECT, JSON_OBJECT_BYTES, null);

    private SqlTypes() {
    }

    static Mapped map(String declared, List<String> arguments, boolean array) {
        String t = declared.toLowerCase(Locale.ROOT).replace("\"", "").replace("`", "").strip();
        if (t.endsWith("[]")) {
            t = t.substring(0, t.length() - 2).strip();
            array = true;
        }
        t = t.replace("[", "").replace("]", "");
        int open = t.indexOf('(');
        if (open >= 0) {
            int close = t.indexOf(')', open);
            String inside = t.substring(open + 1, close < 0 ? t.length() : close);
            if (arguments == null || arguments.isEmpty()) arguments = List.of(inside.split(","));
            t = (t.substring(0, open) + (close < 0 ? "" : t.substring(close + 1))).strip();
        }
        Integer length = firstNumber(arguments);
        Mapped scalar = scalar(t, length);
        if (array) return new Mapped(FieldType.ARRAY, 0, scalar.type());
        return scalar;
    }

    private static Mapped scalar(String t, Integer length) {
        String base = t.replaceAll("\\s+", " ");
        if (base.startsWith("unsigned ")) base = base.substring("unsigned ".length());
        base = base.replace(" unsigned", "").replace(" signed", "").replace(" zerofill", "");
        if (base.equals("tinyint") && length != null && length == 1) return of(FieldType.BOOLEAN);
        if (base.equals("bit") && (length == null || length == 1)) return of(FieldType.BOOLEAN);
        switch (base) {
            case "int", "integer", "int4", "int2", "smallint", "tinyint", "mediumint", "serial", "serial4", "smallserial",
                 "serial2", "year" -> {
                return of(FieldType.INTEGER);
            }
            case "bigint", "int8", "bigserial", "serial8" -> {
                return of(FieldType.LONG);
            }
            case "decimal", "numeric", "dec", "number", "money", "smallmoney", "fixed" -> {
                return of(FieldType.DECIMAL);
            }
            case "float", "float4", "float8", "real", "double", "double precision" -> {
                return of(FieldType.DOUBLE);
            }
            case "bool", "boolean" -> {
                return of(FieldType.BOOLEAN);
            }
            case "json", "jsonb" -> {
                return JSON;
            }
            case "date", "datetime", "datetime2", "smalldatetime", "timestamp", "timestamptz", "datetimeoffset", "time",
                 "timetz", "timestamp with time zone", "timestamp without time zone", "time with time zone",
                 "time without time zone", "interval" -> {
                return of(FieldType.DATE);
            }
            case "uuid", "uniqueidentifier" -> {
                return of(FieldType.UUID);
            }
            case "char", "character", "nchar", "national char", "national character", "bpchar" -> {
                return new Mapped(FieldType.STRING, length == null ? 1 : length, null);
            }
            case "varchar", "character varying", "nvarchar", "varchar2", "nvarchar2", "national character varying",
                 "varying character", "native character", "string" -> {
                return new Mapped(FieldType.STRING, variable(length), null, length == null || length <= 0 ? 0 : length);
            }
            case "binary" -> {
                return new Mapped(FieldType.BINARY, length == null ? 1 : length, null);
            }
            case "varbinary", "bytea", "blob", "tinyblob", "mediumblob", "longblob", "image", "bit varying", "varbit" -> {
                return new Mapped(FieldType.BINARY, variable(length), null);
            }
            default -> {
                return new Mapped(FieldType.STRING, variable(length), null);
            }
        }
    }

    private static int variable(Integer length) {
        if (length == null || length <= 0) return 0;
        return Math.max(1, (length + 1) / 2);
    }

    private static Mapped of(FieldType type) {
        return new Mapped(type, 0, null);
    }

    private static Integer firstNumber(List<String> arguments) {
        if (arguments == null || arguments.isEmpty()) return null;
        try {
            return Integer.valueOf(arguments.get(0).strip());
        } catch (NumberFormatException e) {
            return null;   // VARCHAR(MAX), CHAR(10 CHAR)
        }
    }
}
