package dev.docshape.storage.imports.sql;

import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.FieldValues;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * The literals of a column's ENUM, CHECK IN or enum type kept as the values its field lists (docs/imports.md "Few
 * distinct values", decision 0555): strings on a string column, numbers on a number column. A list the field cannot
 * hold as they are (numbers on a string column, a fraction on an integer, a value over 1,000 characters) leaves the
 * field with the count alone, as before.
 */
final class ListedLiterals {
    private ListedLiterals() {
    }

    static Field onto(Field field, List<Object> literals) {
        if (literals == null || literals.isEmpty() || field.distinctValues() == null || literals.size() != field.distinctValues()
                || !FieldValues.applies(field.type())) {
            return field;
        }
        boolean string = field.type() == FieldType.STRING;
        List<Object> values = new ArrayList<>(literals.size());
        for (Object literal : literals) {
            if (string != literal instanceof String) return field;
            values.add(literal instanceof BigDecimal n ? number(field.type(), n) : literal);
        }
        try {
            return field.withValues(values);
        } catch (IllegalArgumentException e) {
            return field;
        }
    }

    private static Object number(FieldType type, BigDecimal n) {
        boolean whole = type == FieldType.INTEGER || type == FieldType.LONG;
        return whole && n.stripTrailingZeros().scale() <= 0 && n.abs().compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) < 0 ? (Object) n.longValue()
                : n.doubleValue();
    }
}
