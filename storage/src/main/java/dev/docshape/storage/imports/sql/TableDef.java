package dev.docshape.storage.imports.sql;

import dev.docshape.model.ValueRange;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One table as the DDL declares it (mutable while the script is read: ALTER TABLE adds to it). */
final class TableDef {
    /** One column. */
    static final class Column {
        final String name;
        /** Its type; a SQL Server string column becomes {@link SqlTypes#JSON} when a CHECK says it holds JSON ({@link JsonChecks}). */
        SqlTypes.Mapped type;
        boolean notNull;
        /** How many distinct values its CHECK list or enum type allows; null when none does. */
        Integer distinctValues;
        /** Those values, in the order the list writes them (String or BigDecimal); null when no list declares them. */
        List<Object> values;
        /** The mean size in UTF-8 bytes of those values; 0 when no list declares them. */
        int valuesMeanBytes;
        /** The range its CHECKs allow a number column; null when they declare none. */
        ValueRange range;
        /** Its {@code COMMENT}, as written; null for none. */
        String comment;

        Column(String name, SqlTypes.Mapped type, boolean notNull) {
            this.name = name;
            this.type = type;
            this.notNull = notNull;
        }
    }

    /** A foreign key: these columns refer to {@code target}'s columns; {@code cascade}: ON DELETE CASCADE. */
    record ForeignKey(List<String> columns, String target, List<String> targetColumns, boolean cascade, int line) {
    }

    final String name;
    final int line;
    final Map<String, Column> columns = new LinkedHashMap<>();
    List<String> primaryKey = List.of();
    final List<List<String>> uniqueKeys = new ArrayList<>();
    final List<ForeignKey> foreignKeys = new ArrayList<>();
    /** The table's {@code COMMENT}, as written; null for none. */
    String comment;

    TableDef(String name, int line) {
        this.name = name;
        this.line = line;
    }

    Column column(String columnName) {
        return columns.get(SqlNames.key(columnName));
    }

    /** True when exactly these columns are the primary key or a unique key. */
    boolean unique(List<String> cols) {
        List<String> keys = cols.stream().map(SqlNames::key).sorted().toList();
        if (keys.equals(primaryKey.stream().map(SqlNames::key).sorted().toList())) return true;
        for (List<String> u : uniqueKeys) {
            if (keys.equals(u.stream().map(SqlNames::key).sorted().toList())) return true;
        }
        return false;
    }
}
