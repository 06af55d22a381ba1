package dev.docshape.storage.file;

import dev.docshape.storage.file.json.JsonPath;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns Jackson's exceptions into one {@link FileProblem} in a user's words, with path and line. */
final class JacksonProblems {

    private static final Pattern DUPLICATE = Pattern.compile("Duplicate (?:field|Object property) '?\"?([^'\"]*)'?\"?");

    private JacksonProblems() {
    }

    /**
     * @param tree the parsed document when parsing succeeded (to show what was found), or null
     */
    static FileProblem of(JsonProcessingException e, JsonNode tree) {
        JsonPath path = e instanceof StreamConstraintsException ? null : pathOf(e);
        JsonNode found = tree == null || path == null ? null : tree.at(path.toPointer());
        FileProblem problem = FileProblem.at(path, describe(e, path, found == null || found.isMissingNode() ? null : found));
        JsonLocation location = e.getLocation();
        if (location != null && location.getLineNr() > 0) {
            problem = problem.withLocation(location.getLineNr(), Math.max(location.getColumnNr(), 0));
        }
        return problem;
    }

    private static String describe(JsonProcessingException e, JsonPath path, JsonNode found) {
        String original = Objects.requireNonNullElse(e.getOriginalMessage(), "");
        if (e instanceof StreamConstraintsException) return limitExceeded(original);
        if (e instanceof JsonEOFException || original.contains("end-of-input")) return "the file ends too early: the JSON is incomplete (was the file cut off?)";
        if (e instanceof UnrecognizedPropertyException u) return unknownField(u);
        InputCoercionException range = e instanceof InputCoercionException c ? c
                : e.getCause() instanceof InputCoercionException c ? c : null;
        if (range != null) {
            return "the number " + (found == null ? "" : abbreviate(found.toString()) + " ") + "is out of range for '"
                    + path.lastName() + "'" + largest(range.getTargetType());
        }
        if (e instanceof MismatchedInputException m) return wrongType(m, path, original, found);
        Matcher duplicate = DUPLICATE.matcher(original);
        if (duplicate.find()) return "duplicate field '" + duplicate.group(1) + "': every field may appear only once";
        if (e instanceof StreamReadException) return "not valid JSON: " + firstSentence(original);
        return firstSentence(original);
    }

    private static String limitExceeded(String original) {
        String lower = original.toLowerCase();
        if (lower.contains("nesting depth")) {
            return "the JSON is nested too deeply (more than " + JsonMappers.MAX_NESTING_DEPTH + " levels)";
        }
        if (lower.contains("string value length")) {
            return "a text value is too long (more than " + JsonMappers.MAX_STRING_LENGTH + " characters)";
        }
        if (lower.contains("number value length")) {
            return "a number is too long (more than " + JsonMappers.MAX_NUMBER_LENGTH + " digits)";
        }
        if (lower.contains("name length")) {
            return "a field name is too long (more than " + JsonMappers.MAX_NAME_LENGTH + " characters)";
        }
        if (lower.contains("document length")) {
            return "the document is too large (more than " + JsonMappers.MAX_FILE_BYTES + " bytes)";
        }
        return "the file exceeds a safety limit: " + firstSentence(original);
    }

    private static String unknownField(UnrecognizedPropertyException e) {
        String known = known(e.getKnownPropertyIds());
        return "unknown field '" + e.getPropertyName() + "'" + (known.isEmpty() ? "" : "; expected one of: " + known);
    }

    private static String known(Collection<Object> ids) {
        if (ids == null) return "";
        TreeSet<String> names = new TreeSet<>();
        ids.forEach(id -> names.add(String.valueOf(id)));
        return String.join(", ", names);
    }

    private static String wrongType(MismatchedInputException e, JsonPath path, String original, JsonNode found) {
        if (original.startsWith("No content to map")) return "the file is empty";
        if (original.contains("Trailing token")) return "unexpected content after the end of the JSON document";
        Class<?> target = e.getTargetType();
        String expected = target == null ? null : expectedKind(target);
        if (expected == null) return "wrong type: " + firstSentence(original);
        String where = path.isRoot() ? "the document" : "'" + path.lastName() + "'";
        return where + " must be " + expected + (found == null ? "" : ", found " + describe(found));
    }

    private static String largest(Class<?> type) {
        if (type == Integer.class || type == int.class) return " (at most " + Integer.MAX_VALUE + ")";
        if (type == Long.class || type == long.class) return " (at most " + Long.MAX_VALUE + ")";
        return "";
    }

    /** How a value looks in the file, briefly: text "12", the number 1.5, an object. */
    static String describe(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case STRING -> "text " + abbreviate(node.toString());
            case NUMBER -> "the number " + abbreviate(node.toString());
            case NULL -> "null";
            default -> abbreviate(node.toString());
        };
    }

    private static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 37) + "...";
    }

    private static String expectedKind(Class<?> target) {
        if (target == String.class) return "text";
        if (target == Integer.class || target == int.class || target == Long.class || target == long.class) {
            return "a whole number";
        }
        if (target == Double.class || target == double.class) return "a number";
        if (target == Boolean.class || target == boolean.class) return "true or false";
        if (List.class.isAssignableFrom(target) || Collection.class.isAssignableFrom(target)) return "an array";
        if (Map.class.isAssignableFrom(target) || target.isRecord()) return "an object";
        return null;
    }

    static JsonPath pathOf(JsonProcessingException e) {
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            JsonPath path = JsonPath.ROOT;
            for (JsonMappingException.Reference ref : m.getPath()) {
                if (ref.getFieldName() != null) path = path.field(ref.getFieldName());
                else if (ref.getIndex() >= 0) path = path.index(ref.getIndex());
            }
            return path;
        }
        if (e instanceof StreamReadException s && s.getProcessor() != null) {
            return fromContext(s.getProcessor().getParsingContext());
        }
        return JsonPath.ROOT;
    }

    private static JsonPath fromContext(JsonStreamContext context) {
        if (context == null || context.inRoot()) return JsonPath.ROOT;
        JsonPath parent = fromContext(context.getParent());
        if (context.inArray()) return parent.index(Math.max(context.getCurrentIndex(), 0));
        String name = context.getCurrentName();
        return name == null ? parent : parent.field(name);
    }

    private static String firstSentence(String message) {
        String text = message.strip();
        int newline = text.indexOf('\n');
        if (newline >= 0) text = text.substring(0, newline);
        return text.replaceAll(" ?\\(for `[^`]*`\\)", "").replaceAll(", from `[^`]*`", "");
    }
}
