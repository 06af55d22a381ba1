package dev.docshape.storage.file.v1;

import dev.docshape.storage.file.json.ContentProblem;
import dev.docshape.storage.file.json.JsonPath;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/** The checks the format-1 reader applies to single values, each failing with the value's path. */
final class Values {
    private Values() {
    }

    /** A required text member of the object at {@code owner}. */
    static String requireText(String value, JsonPath owner, String member) {
        if (value == null) throw new ContentProblem(owner, "missing required field '" + member + "'");
        if (value.isBlank()) throw new ContentProblem(owner.field(member), "'" + member + "' must not be empty");
        return value;
    }

    /** An optional text member: null stays null, blank is refused. */
    static String optionalText(String value, JsonPath owner, String member) {
        if (value != null && value.isBlank()) {
            throw new ContentProblem(owner.field(member), "'" + member + "' must not be empty (leave it out instead)");
        }
        return value;
    }

    static double number(Double value, double fallback, JsonPath owner, String member) {
        if (value == null) return fallback;
        if (value.isNaN() || value.isInfinite()) {
            throw new ContentProblem(owner.field(member), "'" + member + "' must be a finite number");
        }
        return value;
    }

    static double nonNegative(Double value, double fallback, JsonPath owner, String member) {
        double result = number(value, fallback, owner, member);
        if (result < 0) throw new ContentProblem(owner.field(member), "'" + member + "' must not be negative, was " + value);
        return result;
    }

    static long nonNegative(Long value, long fallback, JsonPath owner, String member) {
        if (value == null) return fallback;
        if (value < 0) throw new ContentProblem(owner.field(member), "'" + member + "' must not be negative, was " + value);
        return value;
    }

    static int nonNegative(Integer value, int fallback, JsonPath owner, String member) {
        if (value == null) return fallback;
        if (value < 0) throw new ContentProblem(owner.field(member), "'" + member + "' must not be negative, was " + value);
        return value;
    }

    static int atLeastOne(Integer value, JsonPath owner, String member) {
        if (value == null) throw new ContentProblem(owner, "missing required field '" + member + "'");
        if (value < 1) throw new ContentProblem(owner.field(member), "'" + member + "' must be at least 1, was " + value);
        return value;
    }

    /** Refuses a member that does not apply here ({@code why}: "applies only to ..."). */
    static void absent(Object value, JsonPath owner, String member, String why) {
        if (value != null) throw new ContentProblem(owner.field(member), "'" + member + "' " + why);
    }

    /** The items of an optional array, each mapped with its own path; null items are refused. */
    static <T, R> List<R> each(List<T> items, JsonPath arrayPath, BiFunction<T, JsonPath, R> mapper) {
        if (items == null) return List.of();
        List<R> result = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            JsonPath itemPath = arrayPath.index(i);
            T item = items.get(i);
            if (item == null) throw new ContentProblem(itemPath, "null is not allowed here");
            result.add(mapper.apply(item, itemPath));
        }
        return result;
    }

    /** An optional array of non-empty strings. */
    static List<String> texts(List<String> items, JsonPath arrayPath) {
        return each(items, arrayPath, (text, path) -> {
            if (text.isBlank()) throw new ContentProblem(path, "empty text is not allowed here");
            return text;
        });
    }

    /**
     * Runs a model constructor; its argument checks become a problem at {@code path} (the object
     * being built), so the user learns which object in the file is wrong.
     */
    static <T> T build(JsonPath path, Supplier<T> constructor) {
        try {
            return constructor.get();
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new ContentProblem(path, e.getMessage() == null ? "invalid value" : e.getMessage(), e);
        }
    }
}
