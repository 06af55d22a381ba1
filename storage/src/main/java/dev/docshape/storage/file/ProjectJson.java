package dev.docshape.storage.file;

import dev.docshape.storage.file.json.ContentProblem;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Project;
import dev.docshape.storage.file.v1.ProjectFileV1;
import dev.docshape.storage.file.v1.V1Reader;
import dev.docshape.storage.file.v1.V1Writer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * A project as the text of a project file, and back. Reading checks, in this order: JSON syntax
 * and safety limits, the format marker and version (upgrading older versions), the structure of
 * every value, then the model validator (references between ids and the like). The first stage
 * that fails gives one
 * {@link ProjectFileException} naming each problem with its JSON path and line:column.
 */
public final class ProjectJson {

    private ProjectJson() {
    }

    /** The canonical text of {@code project}: pretty-printed, stable order, "\n" line ends and a final newline. */
    public static String write(Project project) {
        Objects.requireNonNull(project, "project");
        try {
            return JsonMappers.mapper().writeValueAsString(V1Writer.write(project)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException("could not write project '" + project.name() + "' as JSON", e);
        }
    }

    public static byte[] writeBytes(Project project) {
        return escapeLoneSurrogates(write(project)).getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A name may hold half of a surrogate pair (a file can hold the JSON escape of one); UTF-8 cannot encode
     * it and would save {@code ?}. Outside strings JSON text has no such characters, so writing each
     * one as its JSON escape keeps the value exactly.
     */
    static String escapeLoneSurrogates(String json) {
        StringBuilder out = null;
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            boolean paired = Character.isHighSurrogate(c) && i + 1 < json.length() && Character.isLowSurrogate(json.charAt(i + 1));
            if (paired) {
                if (out != null) out.append(c).append(json.charAt(i + 1));
                i++;
            } else if (Character.isSurrogate(c)) {
                if (out == null) out = new StringBuilder(json.length() + 16).append(json, 0, i);
                out.append(String.format("\\u%04x", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? json : out.toString();
    }

    public static Project read(String json, String source) throws ProjectFileException {
        Objects.requireNonNull(json, "json");
        return read(json.getBytes(StandardCharsets.UTF_8), source);
    }

    /**
     * Reads a project from the bytes of a file, refusing it also when the model validator finds
     * errors in it (every error is listed, located in the file).
     *
     * @param source how to name the input in messages (a file name), or null
     */
    public static Project read(byte[] json, String source) throws ProjectFileException {
        LoadedProject loaded = readAllowingModelErrors(json, source);
        if (loaded.hasModelErrors()) throw new ProjectFileException(source, loaded.modelErrors());
        return loaded.project();
    }

    /**
     * Reads a project whose file is well formed even when the model validator finds errors in it;
     * they come back with the project, located in the file. Syntax, format, version and structure
     * problems still throw.
     */
    public static LoadedProject readAllowingModelErrors(byte[] json, String source) throws ProjectFileException {
        Objects.requireNonNull(json, "json");
        ObjectMapper mapper = JsonMappers.mapper();
        JsonNode tree = null;
        try {
            tree = mapper.readTree(json);
            int version = FormatVersions.checkHeader(tree);
            ProjectFileV1 dto = version == FormatVersions.CURRENT
                    ? mapper.readValue(json, ProjectFileV1.class)
                    : mapper.treeToValue(FormatVersions.upgrade((ObjectNode) tree, version), ProjectFileV1.class);
            Project project = V1Reader.read(dto);
            return new LoadedProject(project, ModelErrors.of(project, json));
        } catch (JsonProcessingException e) {
            throw new ProjectFileException(source, JsonLocator.locate(json, JacksonProblems.of(e, tree)), e);
        } catch (ContentProblem e) {
            throw new ProjectFileException(source, JsonLocator.locate(json, FileProblem.at(e.path(), e.getMessage())), e);
        } catch (IOException e) {
            throw new ProjectFileException(source, FileProblem.wholeFile("could not read: " + e.getMessage()), e);
        }
    }
}
