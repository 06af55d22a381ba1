package dev.docshape.storage.file;

import dev.docshape.storage.file.json.JsonPath;
import dev.docshape.model.Project;
import dev.docshape.model.Design;

import java.util.List;

/**
 * Turns the paths the model validator reports ({@code relationships[2].child},
 * {@code designs['embedded'].mappings['post-comments']}) into paths of the project file, where
 * designs and standalone entities are arrays: {@code $.designs[0].mappings['post-comments']},
 * {@code $.designs[0].standalone[1]}.
 */
final class ModelPaths {

    private ModelPaths() {
    }

    /** The file path for {@code modelPath}, or null when it cannot be read. */
    static JsonPath toFilePath(String modelPath, Project project) {
        try {
            return parse(modelPath, project.designs());
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return null;
        }
    }

    private static JsonPath parse(String text, List<Design> designs) {
        JsonPath path = JsonPath.ROOT;
        int i = 0;
        String previous = null;
        Design design = null;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '.') {
                i++;
            } else if (c == '[' && text.startsWith("['", i)) {
                int end = text.indexOf("']", i + 2);
                if (end < 0) throw new IllegalArgumentException("unclosed key in " + text);
                String key = text.substring(i + 2, end);
                if ("designs".equals(previous) && path.equals(JsonPath.ROOT.field("designs"))) {
                    int index = designIndex(designs, key);
                    design = designs.get(index);
                    path = path.index(index);
                } else if ("standalone".equals(previous) && design != null) {
                    path = path.index(List.copyOf(design.standalone()).indexOf(key)); // an array in the file
                } else {
                    path = path.field(key);
                }
                previous = key;
                i = end + 2;
            } else if (c == '[') {
                int end = text.indexOf(']', i);
                if (end < 0) throw new IllegalArgumentException("unclosed index in " + text);
                int index = Integer.parseInt(text.substring(i + 1, end));
                if ("designs".equals(previous) && path.equals(JsonPath.ROOT.field("designs"))) design = designs.get(index);
                path = path.index(index);
                previous = null;
                i = end + 1;
            } else {
                int end = i;
                while (end < text.length() && text.charAt(end) != '.' && text.charAt(end) != '[') end++;
                previous = text.substring(i, end);
                path = path.field(previous);
                i = end;
            }
        }
        return path;
    }

    private static int designIndex(List<Design> designs, String name) {
        for (int i = 0; i < designs.size(); i++) {
            if (designs.get(i).name().equals(name)) return i;
        }
        throw new IllegalArgumentException("no design '" + name + "'");
    }
}
