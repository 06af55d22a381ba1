package dev.docshape.renderer.report;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.renderer.TestModels;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The report in a real browser (headless chromium), at a phone's width and a desktop's: nothing wider
 * than the screen, the diagram drawn where the layout puts it, the tables' header in its colour.
 */
class ReviewReportBrowserTest {
    /** The tables' header colour, {@code --head} in report.css. */
    private static final int HEAD = 0x1f4e79;
    /** Where the first diagram and the first table header are, and how wide the page is, as "scrollWidth x y w h x y w h height". */
    private static final String GEOMETRY = "var r=doc.querySelector('figure.diagram svg').getBoundingClientRect();"
            + "var t=doc.querySelector('#patterns thead th').getBoundingClientRect();"
            + "return [doc.documentElement.scrollWidth, r.left, r.top, r.width, r.height, t.left, t.top, t.width, t.height,"
            + " doc.documentElement.scrollHeight].map(Math.round).join(' ');";

    @TempDir
    Path dir;

    @Test
    void readableOnAPhone() throws Exception {
        check(TestModels.seedExamples().get("s6-authors-books-hybrid.docshape/hybrid"), 390);
    }

    @Test
    void readableOnADesktop() throws Exception {
        check(TestModels.seedExamples().get("s6-authors-books-hybrid.docshape/hybrid"), 1280);
    }

    @Test
    void hostileNamesKeepThePageIntactOnAPhone() throws Exception {
        check(ReviewReportTest.hostile(), 390);
    }

    private void check(Project project, int width) throws Exception {
        HeadlessBrowser browser = HeadlessBrowser.require();
        Path page = dir.resolve("report.html");
        ReviewReport.write(project, Profile.mongodb(), page);
        String[] g = browser.measure(page, width, GEOMETRY).split(" ");
        int scrollWidth = Integer.parseInt(g[0]);
        int[] diagram = {Integer.parseInt(g[1]), Integer.parseInt(g[2]), Integer.parseInt(g[3]), Integer.parseInt(g[4])};
        int[] head = {Integer.parseInt(g[5]), Integer.parseInt(g[6]), Integer.parseInt(g[7]), Integer.parseInt(g[8])};
        int height = Math.min(Integer.parseInt(g[9]), 12_000);
        assertEquals(width, scrollWidth, "the page is no wider than the screen at " + width + " px");
        assertTrue(diagram[0] >= 0 && diagram[0] + diagram[2] <= width, "the diagram fits the width: " + String.join(" ", g));
        assertTrue(diagram[2] > 100 && diagram[3] > 50, "the diagram has a readable size: " + String.join(" ", g));

        BufferedImage shot = browser.screenshot(page, width, Math.max(height, diagram[1] + diagram[3] + 10),
                Path.of("target", "report-" + width + "-" + Math.abs(project.name().hashCode()) + ".png"));
        assertTrue(Files.size(Path.of("target").resolve("report-" + width + "-" + Math.abs(project.name().hashCode()) + ".png")) > 0);
        int headColour = shot.getRGB(head[0] + 3, head[1] + 3) & 0xffffff;
        assertTrue(near(headColour, HEAD), "the pattern table's header is drawn in its colour, was #" + Integer.toHexString(headColour));
        double drawn = inkShare(shot, diagram);
        assertTrue(drawn > 0.02 && drawn < 0.9, "the diagram's area is drawn on, ink share " + drawn);
        double blankStripe = inkShare(shot, new int[]{0, 0, width, 6});
        assertTrue(blankStripe < 0.01, "nothing at the very top edge, ink share " + blankStripe);
    }

    /** The share of pixels in the rectangle {x, y, w, h} that are clearly darker than the page and the panel behind the diagram. */
    private static double inkShare(BufferedImage image, int[] r) {
        long ink = 0;
        long all = 0;
        for (int y = Math.max(0, r[1]); y < Math.min(image.getHeight(), r[1] + r[3]); y++) {
            for (int x = Math.max(0, r[0]); x < Math.min(image.getWidth(), r[0] + r[2]); x++) {
                int rgb = image.getRGB(x, y);
                int luminance = ((rgb >> 16 & 0xff) * 3 + (rgb >> 8 & 0xff) * 6 + (rgb & 0xff)) / 10;
                if (luminance < 200) ink++;
                all++;
            }
        }
        return all == 0 ? 0 : (double) ink / all;
    }

    private static boolean near(int a, int b) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs((a >> shift & 0xff) - (b >> shift & 0xff)) > 12) return false;
        }
        return true;
    }
}
