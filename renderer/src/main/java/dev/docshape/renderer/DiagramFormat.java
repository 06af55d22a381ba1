package dev.docshape.renderer;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/** The file formats a diagram can be exported to, picked by file extension. */
public enum DiagramFormat {
    SVG(List.of("svg")),
    PNG(List.of("png")),
    DOT(List.of("dot", "gv"));

    private final List<String> extensions;

    DiagramFormat(List<String> extensions) {
        this.extensions = extensions;
    }

    public List<String> extensions() {
        return extensions;
    }

    /**
     * The format named by {@code file}'s extension ({@code .svg}, {@code .png}, {@code .dot} or
     * {@code .gv}, any case).
     *
     * @throws UnsupportedFormatException naming the file and the extensions that work
     */
    public static DiagramFormat of(Path file) {
        if (file == null || file.getFileName() == null) throw new IllegalArgumentException("no output file given");
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
        for (DiagramFormat format : values()) {
            if (format.extensions.contains(extension)) return format;
        }
        throw new UnsupportedFormatException(file, extension);
    }

    /** An output file whose extension names no diagram format. */
    public static final class UnsupportedFormatException extends IllegalArgumentException {
        private UnsupportedFormatException(Path file, String extension) {
            super((extension.isEmpty() ? "'" + file + "' has no file extension"
                    : "unknown diagram format '." + extension + "' of '" + file + "'")
                    + ": use .svg, .png or .dot");
        }
    }
}
