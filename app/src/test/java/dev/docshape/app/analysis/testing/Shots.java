package dev.docshape.app.analysis.testing;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import org.testfx.api.FxRobot;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Screenshots of nodes: always written to {@code target/screenshots}; also to the folder named by
 * the system property {@code docshape.screenshots} (docs/images) when it is set.
 */
public final class Shots {
    private Shots() {
    }

    public static Path save(FxRobot robot, Node node, String name) {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = node.snapshot(new SnapshotParameters(), null));
        Path written = write(image[0], Path.of("target", "screenshots"), name);
        String docs = System.getProperty("docshape.screenshots");
        if (docs != null && !docs.isBlank()) write(image[0], Path.of(docs), name);
        return written;
    }

    private static Path write(WritableImage image, Path folder, String name) {
        try {
            Files.createDirectories(folder);
            Path file = folder.resolve(name + ".png");
            ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", file.toFile());
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
