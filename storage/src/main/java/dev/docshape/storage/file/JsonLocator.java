package dev.docshape.storage.file;

import dev.docshape.storage.file.json.JsonPath;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the line and column of JSON paths in a file's text, for problems found after parsing
 * (when the parsed values no longer know where they came from). One streaming pass per call.
 */
final class JsonLocator {

    private JsonLocator() {
    }

    /**
     * The problems with line and column added where their path is found in {@code json}; a path to
     * a member that is absent (a missing {@code maxCount}) gets the location of the nearest
     * enclosing value that is there.
     */
    static List<FileProblem> locate(byte[] json, List<FileProblem> problems) {
        Set<String> wanted = new HashSet<>();
        for (FileProblem p : problems) {
            if (p.path() == null || p.hasLocation()) continue;
            for (JsonPath at = p.path(); ; at = at.parent()) {
                wanted.add(at.toPointer());
                if (at.isRoot()) break;
            }
        }
        Map<String, JsonLocation> found = wanted.isEmpty() ? Map.of() : find(json, wanted);
        List<FileProblem> result = new ArrayList<>(problems.size());
        for (FileProblem p : problems) {
            JsonLocation at = p.path() == null || p.hasLocation() ? null : nearest(p.path(), found);
            result.add(at == null ? p : p.withLocation(at.getLineNr(), Math.max(at.getColumnNr(), 0)));
        }
        return result;
    }

    private static JsonLocation nearest(JsonPath path, Map<String, JsonLocation> found) {
        for (JsonPath at = path; ; at = at.parent()) {
            JsonLocation location = found.get(at.toPointer());
            if (location != null || at.isRoot()) return location;
        }
    }

    static FileProblem locate(byte[] json, FileProblem problem) {
        return locate(json, List.of(problem)).get(0);
    }

    private static Map<String, JsonLocation> find(byte[] json, Set<String> wanted) {
        Map<String, JsonLocation> found = new HashMap<>();
        try (JsonParser parser = JsonMappers.mapper().getFactory().createParser(json)) {
            JsonToken token;
            while (found.size() < wanted.size() && (token = parser.nextToken()) != null) {
                if (token == JsonToken.FIELD_NAME || token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) continue;
                String pointer = pointerOfValue(parser, token);
                if (wanted.contains(pointer)) found.putIfAbsent(pointer, parser.currentTokenLocation());
            }
        } catch (IOException | RuntimeException e) {
            // The text was parsed once already; if it cannot be walked again, problems stay unlocated.
        }
        return found;
    }

    /** The pointer of the value the parser stands on (for a container: of the container itself). */
    private static String pointerOfValue(JsonParser parser, JsonToken token) {
        JsonStreamContext context = parser.getParsingContext();
        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) context = context.getParent();
        return context == null ? "" : context.pathAsPointer().toString();
    }
}
