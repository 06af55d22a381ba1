package dev.docshape.renderer.report;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.renderer.TestModels;
import dev.docshape.renderer.style.WordBreaks;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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

    private static final int PHONE = 390;
    /** Three letters of the table's text (13.5 px) are wider than this; one or two are not. */
    private static final int MIN_LINE_INK = 18;
    /**
     * Each design's name in the tables (the designs table's row headers, the patterns table's design cells) as its text with "|" where a line begins, "@", and its box
     * "x,y,w,h", joined by ";".
     */
    private static final String CELL_LINES = "var out=[];doc.querySelectorAll('table.figures td.design-name, table.figures th[scope=row]').forEach(function(td){"
            + "var range=doc.createRange();var walk=doc.createTreeWalker(td,NodeFilter.SHOW_TEXT);var s='';var top=null;var n;"
            + "while((n=walk.nextNode())){for(var i=0;i<n.length;i++){range.setStart(n,i);range.setEnd(n,i+1);"
            + "var rects=range.getClientRects();var c=n.data[i]==='\\u00ad'?'\\\\u00ad':n.data[i];"
            + "var drawn=Array.prototype.filter.call(rects,function(q){return q.width>0;});"
            + "if(!drawn.length){s+=c;continue;}var t=Math.round(drawn[drawn.length-1].top);"
            + "if(top!==null&&t>top+2)s+='|';top=t;s+=c;}}"
            + "var b=td.getBoundingClientRect();out.push(s+'@'+[b.left,b.top,b.width,b.height].map(Math.round).join(','));});"
            + "return out.join(';');";

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

    /**
     * The IoT fleet's designs ("imported", "referenced", "hybrid") in the narrow first column of the designs table and
     * in the patterns table on a phone: each name is broken, if at all, between words or where a syllable begins ("refe-/renced"), never
     * "reference/d" (decision 0549). Checked in the DOM (where each line of a cell begins) and in the screenshot (each
     * line of each cell, as drawn, is at least three letters wide).
     */
    @Test
    void designNamesBreakOnlyBetweenSyllablesOnAPhone() throws Exception {
        HeadlessBrowser browser = HeadlessBrowser.require();
        Path page = dir.resolve("report.html");
        ReviewReport.write(TestModels.workload("iot-fleet.docshape", "imported"), Profile.mongodb(), page);
        String[] cells = browser.measure(page, PHONE, CELL_LINES).split(";");
        assertTrue(cells.length >= 6, "the tables have a row per design (and pattern): " + String.join(";", cells));
        BufferedImage shot = browser.screenshot(page, PHONE, 2400, Path.of("target", "report-phone-design-names.png"));
        List<String> problems = new ArrayList<>();
        for (String cell : cells) {
            String[] parts = cell.split("@");
            String lines = parts[0].replace("\\u00ad", "").replace("&shy;", "");
            String name = lines.replace("|", "");
            Set<Integer> allowed = new HashSet<>(WordBreaks.betweenWords(name));
            allowed.addAll(WordBreaks.hyphenPlaces(name, 3));
            for (int at = lines.indexOf('|'), removed = 0; at >= 0; at = lines.indexOf('|', at + 1), removed++) {
                int in = at - removed;
                if (!allowed.contains(in) && name.charAt(in - 1) != ' ') problems.add(lines + ": broken inside a syllable");
            }
            String[] box = parts[1].split(",");
            int[] r = {Integer.parseInt(box[0]), Integer.parseInt(box[1]), Integer.parseInt(box[2]), Integer.parseInt(box[3])};
            if (r[1] + r[3] > shot.getHeight()) continue;
            for (int inkWidth : lineInkWidths(shot, r)) {
                if (inkWidth < MIN_LINE_INK) problems.add(lines + ": a line " + inkWidth + " px wide in the picture, fewer than three letters");
            }
        }
        assertEquals(List.of(), problems);
    }

    /** The width of the ink of each line of text drawn in the rectangle {x, y, w, h}: rows with ink, run together, are a line. */
    private static List<Integer> lineInkWidths(BufferedImage image, int[] r) {
        List<Integer> widths = new ArrayList<>();
        int left = Integer.MAX_VALUE;
        int right = -1;
        for (int y = r[1] + 1; y < r[1] + r[3] - 1; y++) {
            int rowLeft = Integer.MAX_VALUE;
            int rowRight = -1;
            for (int x = r[0] + 2; x < r[0] + r[2] - 2; x++) {
                if (luminance(image.getRGB(x, y)) < 160) {
                    rowLeft = Math.min(rowLeft, x);
                    rowRight = x;
                }
            }
            if (rowRight >= 0) {
                left = Math.min(left, rowLeft);
                right = Math.max(right, rowRight);
            } else if (right >= 0) {
                widths.add(right - left + 1);
                left = Integer.MAX_VALUE;
                right = -1;
            }
        }
        if (right >= 0) widths.add(right - left + 1);
        return widths;
    }

    private static int luminance(int rgb) {
        return ((rgb >> 16 & 0xff) * 3 + (rgb >> 8 & 0xff) * 6 + (rgb & 0xff)) / 10;
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
                if (luminance(image.getRGB(x, y)) < 200) ink++;
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
