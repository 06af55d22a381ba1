package dev.docshape.app.designer;

import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Project;
import dev.docshape.renderer.View;
import dev.docshape.renderer.diagram.DiagramExporter;
import dev.docshape.renderer.style.Palette;
import javafx.scene.Node;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Shape;
import org.junit.jupiter.api.Test;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exported diagram speaks the canvas's visual language: the colours read from the canvas's
 * nodes (card header, relationship line, badge) are the ones in the rendered SVG and PNG, and
 * the canvas theme's colour variables are the renderer's palette.
 */
class DiagramLooksLikeCanvasTest extends DesignerTestBase {
    /** The rendered files stay for a look after the test. */
    private final Path out = Path.of("target", "screenshots");

    @Test
    void theThemeDefinesThePalettesColours() throws Exception {
        String css = Files.readString(Path.of("src/main/resources/dev/docshape/app/designer/theme/light.css"));
        Map<String, String> theme = new LinkedHashMap<>();
        Matcher m = Pattern.compile("(-ds-[a-z0-9-]+):\\s*(#[0-9a-fA-F]{6})\\s*;").matcher(css);
        while (m.find()) theme.put(m.group(1), m.group(2).toLowerCase(Locale.ROOT));
        Palette.cssVariables().forEach((name, colour) -> assertEquals(colour, theme.get(name), name + " in light.css"));
    }

    @Test
    void cardsLinesAndBadgesHaveTheCanvasColoursInTheSvgAndThePng() throws Exception {
        for (String design : new String[]{"embedded", "referenced"}) {
            Project project = Examples.load("s1-person-contacts.docshape").withActiveDesign(design);
            show(project);
            String header = hex(((Region) entityView("person").lookup(".entity-header")).getBackground().getFills().get(0).getFill());
            Node relationship = relationshipLine("person-addresses").query();
            String line = hex(((Shape) relationship.lookup(".relationship-line")).getStroke());
            String badgeText = hex(((Shape) relationship.lookup(".badge-text")).getFill());
            String badgeFill = hex(((Region) relationship.lookup(".relationship-badge")).getBackground().getFills().get(0).getFill());
            Shots.save(this, canvas(), "canvas-s1-" + design);

            Path svg = Files.createDirectories(out).resolve("diagram-s1-" + design + ".svg");
            DiagramExporter.export(project, View.ENTITY, svg, 2);
            String text = Files.readString(svg);
            String person = group(text, "entity-person");
            assertTrue(person.contains("fill=\"" + header + "\""), design + ": the person card's header is " + header + " as on the canvas:\n" + person);
            int index = project.model().relationships().stream().map(r -> r.id()).toList().indexOf("person-addresses");
            String edge = group(text, "r" + index);
            assertTrue(edge.contains("stroke=\"" + line + "\""), design + ": the line is " + line + " as on the canvas:\n" + edge);
            String badge = project.active().mappingFor(project.model().relationship("person-addresses").orElseThrow())
                    .strategy().embedsChildren() ? "embedded" : "referenced";
            assertTrue(Pattern.compile("fill=\"" + badgeText + "\"[^>]*>" + badge + "</text>").matcher(edge).find(),
                    design + ": the badge says '" + badge + "' in " + badgeText + ":\n" + edge);
            assertTrue(edge.contains("fill=\"" + badgeFill + "\""), design + ": the badge is filled with " + badgeFill + ":\n" + edge);

            Path png = out.resolve("diagram-s1-" + design + ".png");
            DiagramExporter.export(project, View.ENTITY, png, 2);
            BufferedImage image = ImageIO.read(png.toFile());
            for (String colour : new String[]{header, line, badgeFill}) {
                assertTrue(pixels(image, colour) > 20, design + ": the PNG shows " + colour);
            }
        }
    }

    /** The SVG group with this id ({@code <g id="entity-person" class="node">...</g>}), its edge label included. */
    private static String group(String svg, String id) {
        int start = svg.indexOf("<g id=\"" + id.replace("-", "&#45;") + "\"");
        assertTrue(start >= 0, "no group " + id);
        int end = svg.indexOf("\n<!--", start); // graphviz starts every node and edge with a comment
        return svg.substring(start, end < 0 ? svg.length() : end);
    }

    private static String hex(Paint paint) {
        Color c = (Color) paint;
        return String.format(Locale.ROOT, "#%02x%02x%02x", Math.round(c.getRed() * 255), Math.round(c.getGreen() * 255),
                Math.round(c.getBlue() * 255));
    }

    private static int pixels(BufferedImage image, String colour) {
        int rgb = Integer.parseInt(colour.substring(1), 16);
        int n = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xffffff) == rgb) n++;
            }
        }
        return n;
    }
}
