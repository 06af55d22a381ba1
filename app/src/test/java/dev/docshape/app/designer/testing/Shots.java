package dev.docshape.app.designer.testing;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.image.WritableImage;
import javafx.scene.transform.Transform;
import org.testfx.api.FxRobot;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Screenshots of nodes: always written to {@code target/screenshots}; also to the folder named by
 * the system property {@code docshape.screenshots} (the README's {@code docs/images}) when set.
 */
public final class Shots {
    private Shots() {
    }

    public static Path save(FxRobot robot, Node node, String name) {
        return save(robot, node, name, 1);
    }

    /** Takes the snapshot at {@code scale} (2 = as on a 200 % screen). */
    public static Path save(FxRobot robot, Node node, String name, double scale) {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> {
            SnapshotParameters params = new SnapshotParameters();
            params.setTransform(Transform.scale(scale, scale));
            image[0] = node.snapshot(params, null);
        });
        return keep(image[0], name);
    }

    /** Captures {@code area} of the screen as shown, menus and other pop-up windows included. */
    public static Path saveScreen(FxRobot robot, javafx.geometry.Rectangle2D area, String name) {
        return keep(robot.capture(area).getImage(), name);
    }

    private static Path keep(javafx.scene.image.Image image, String name) {
        Path written = write(image, Path.of("target", "screenshots"), name);
        String docs = System.getProperty("docshape.screenshots");
        if (docs != null && !docs.isBlank()) write(image, Path.of(docs), name);
        return written;
    }

    private static Path write(javafx.scene.image.Image image, Path folder, String name) {
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
