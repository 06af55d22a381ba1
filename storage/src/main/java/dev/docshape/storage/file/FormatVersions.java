package dev.docshape.storage.file;

import dev.docshape.storage.file.json.ContentProblem;
import dev.docshape.storage.file.json.JsonPath;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.storage.file.v1.V1Writer;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The file's header ({@code "format"}, {@code "formatVersion"}) and the upgrades from older format
 * versions. An upgrade step turns the parsed tree of version N into version N+1; reading a file of
 * version N runs every step from N up to {@link #CURRENT} before mapping it.
 */
public final class FormatVersions {

    public static final String FORMAT = V1Writer.FORMAT;
    public static final int CURRENT = V1Writer.VERSION;
    public static final int FIRST = 1;

    /** Step {@code i} upgrades version {@code FIRST + i} to the next; empty while only version 1 exists. */
    private static final List<UnaryOperator<ObjectNode>> UPGRADES = List.of();

    private FormatVersions() {
    }

    /** Checks the marker and the version and returns the version; a located problem otherwise. */
    static int checkHeader(JsonNode root) {
        if (root == null || root.isMissingNode()) throw new ContentProblem(null, "the file is empty");
        if (!root.isObject()) {
            throw new ContentProblem(JsonPath.ROOT, "this is not a DocShape project file: expected a JSON object"
                    + " at the top level, found " + JacksonProblems.describe(root));
        }
        JsonNode format = root.get("format");
        if (format == null) {
            throw new ContentProblem(JsonPath.ROOT, "this is not a DocShape project file: the field \"format\": \""
                    + FORMAT + "\" is missing");
        }
        if (!format.isTextual() || !FORMAT.equals(format.textValue())) {
            throw new ContentProblem(JsonPath.ROOT.field("format"), "this is not a DocShape project file: \"format\" is "
                    + format + ", expected \"" + FORMAT + "\"");
        }
        JsonNode version = root.get("formatVersion");
        if (version == null) throw new ContentProblem(JsonPath.ROOT, "missing required field 'formatVersion'");
        if (!version.canConvertToExactIntegral() || !version.canConvertToInt()) {
            throw new ContentProblem(JsonPath.ROOT.field("formatVersion"), "'formatVersion' must be a whole number, found "
                    + JacksonProblems.describe(version));
        }
        int number = version.intValue();
        if (number > CURRENT) {
            throw new ContentProblem(JsonPath.ROOT.field("formatVersion"), "this file was written by a newer DocShape"
                    + " (format " + number + "); this version reads up to " + CURRENT);
        }
        if (number < FIRST) {
            throw new ContentProblem(JsonPath.ROOT.field("formatVersion"), "unknown format version " + number
                    + "; versions start at " + FIRST);
        }
        return number;
    }

    /** The tree upgraded from {@code version} to {@link #CURRENT}. */
    static ObjectNode upgrade(ObjectNode root, int version) {
        return upgrade(root, version, UPGRADES);
    }

    static ObjectNode upgrade(ObjectNode root, int version, List<UnaryOperator<ObjectNode>> steps) {
        ObjectNode tree = root;
        for (int v = version; v < FIRST + steps.size(); v++) {
            tree = steps.get(v - FIRST).apply(tree);
            tree.put("formatVersion", v + 1);
        }
        return tree;
    }
}
