package dev.docshape.app.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RenderCommandTest {
    private static final String S1 = Examples.path("s1-person-contacts.docshape");

    @Test
    void svgByExtensionNamesEveryEntity(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("s1.svg");
        CliRun run = CliRun.ok("render", S1, "--view", "entity", "--out", out.toString());
        String svg = Files.readString(out);
        for (String entity : new String[] {"Person", "ContactDetail", "ContactDetailType", "Address"}) {
            assertTrue(svg.contains(entity), entity);
        }
    }

    @Test
    void pngDecodes(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("s1.png");
        CliRun run = CliRun.ok("render", S1, "--view", "document", "--out", out.toString(), "--scale", "2");
        BufferedImage image = ImageIO.read(out.toFile());
        assertNotNull(image);
        assertTrue(image.getWidth() > 100 && image.getHeight() > 100);
    }

    @Test
    void aPngAtTheDefaultScaleIsAtLeastTwiceTheNaturalSize(@TempDir Path dir) throws Exception {
        Path natural = dir.resolve("natural.png");
        Path readable = dir.resolve("default.png");
        CliRun.ok("render", S1, "--out", natural.toString(), "--scale", "1");
        CliRun run = CliRun.ok("render", S1, "--out", readable.toString());
        int naturalWidth = ImageIO.read(natural.toFile()).getWidth();
        int width = ImageIO.read(readable.toFile()).getWidth();
        assertTrue(width >= 2 * naturalWidth, width + " px at the default scale, " + naturalWidth + " px at scale 1");
    }

    @Test
    void unknownExtensionIsAClearError(@TempDir Path dir) {
        CliRun run = CliRun.refused("render", S1, "--out", dir.resolve("s1.gif").toString());
        assertTrue(run.err().startsWith("docshape render: "), run.err());
        assertTrue(run.err().contains("gif"), run.err());
    }

    @Test
    void unknownViewIsAClearError(@TempDir Path dir) {
        CliRun run = CliRun.refused("render", S1, "--view", "relational", "--out", dir.resolve("s1.svg").toString());
        assertTrue(run.err().contains("--view: unknown view 'relational'"), run.err());
    }
}
