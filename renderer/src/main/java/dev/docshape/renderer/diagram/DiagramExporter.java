package dev.docshape.renderer.diagram;

import dev.docshape.renderer.DiagramFormat;
import dev.docshape.renderer.View;
import dev.docshape.renderer.RenderException;
import dev.docshape.model.DataModel;
import dev.docshape.model.Project;
import dev.docshape.model.Design;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Objects;

/**
 * Writes a view of a model to a file, in the format its extension names: {@code .svg},
 * {@code .png} (scaled) or {@code .dot}/{@code .gv}. The one call behind {@code docshape render}.
 */
public final class DiagramExporter {
    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private DiagramExporter() {
    }

    /** Exports {@code view} of the project's active design. */
    public static DiagramFormat export(Project project, View view, Path out, double scale) {
        Objects.requireNonNull(project, "project");
        return export(project.model(), project.active(), view, out, scale);
    }

    /**
     * Exports {@code view} of {@code model} mapped by {@code design} to {@code out}, replacing it.
     *
     * @param scale pixels per point for PNG (1 = natural size); checked for every format, used by PNG only
     * @return the format written
     * @throws DiagramFormat.UnsupportedFormatException for an extension that names no format
     * @throws RenderException when graphviz fails or the file cannot be written
     */
    public static DiagramFormat export(DataModel model, Design design, View view, Path out, double scale) {
        DiagramFormat format = DiagramFormat.of(out);
        DiagramRenderer.requireScale(scale);
        Path folder = out.toAbsolutePath().getParent();
        if (folder != null && !Files.isDirectory(folder)) {
            throw new RenderException("cannot write '" + out + "': the folder '" + folder + "' does not exist");
        }
        byte[] content = switch (format) {
            case DOT -> DiagramRenderer.dot(model, design, view).getBytes(StandardCharsets.UTF_8);
            case SVG -> DiagramRenderer.svg(model, design, view).getBytes(StandardCharsets.UTF_8);
            case PNG -> pngBytes(DiagramRenderer.png(model, design, view, scale));
        };
        write(out, content);
        return format;
    }

    private static byte[] pngBytes(BufferedImage image) {
        try (ByteArrayOutputStream bytes = new ByteArrayOutputStream()) {
            ImageIO.write(image, "png", bytes);
            return bytes.toByteArray();
        } catch (IOException e) {
            throw new RenderException("could not encode the PNG image: " + e.getMessage(), e);
        }
    }

    /** Writes next to the target first, so a failed export never leaves half a file behind. */
    private static void write(Path out, byte[] content) {
        Path absolute = out.toAbsolutePath();
        Path temp = null;
        try {
            // Not Files.createTempFile: it makes the file readable by the owner only, and the move keeps that.
            // A new file of our own gets the permissions the user's umask gives every file.
            temp = absolute.resolveSibling("." + absolute.getFileName() + "." + Long.toHexString(RANDOM.nextLong()) + ".part");
            Files.write(temp, content, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
            try {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            throw new RenderException("cannot write '" + out + "': " + e.getMessage(), e);
        } finally {
            if (temp != null) {
                try {
                    Files.deleteIfExists(temp);
                } catch (IOException ignored) {
                    // the move succeeded or the folder is unwritable; nothing more to clean
                }
            }
        }
    }
}
