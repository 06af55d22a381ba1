package dev.docshape.app.help;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Guide reads the project's docs as the build copied them: headings, paragraphs, bullets and table rows. */
class GuideTextTest {

    @Test
    void markdownBecomesBlocksWithAnchors() {
        List<GuideText.Block> blocks = GuideText.parse("""
                # Advisor rules
                One `line`
                and the next.

                - a bullet that
                  goes on
                - [a link](x.md#y) and **bold**

                | rule id | severity |
                |---|---|
                | `n-plus-one` | WARNING |
                """);
        assertEquals(List.of(GuideText.Kind.HEADING_1, GuideText.Kind.PARAGRAPH, GuideText.Kind.BULLET, GuideText.Kind.BULLET,
                GuideText.Kind.ROW), blocks.stream().map(GuideText.Block::kind).toList());
        assertEquals("advisor-rules", blocks.get(0).anchor());
        assertEquals("One line and the next.", blocks.get(1).text());
        assertEquals("a bullet that goes on", blocks.get(2).text());
        assertEquals("a link and bold", blocks.get(3).text());
        assertEquals("n-plus-one", blocks.get(4).anchor());
        assertEquals(List.of("severity: WARNING"), blocks.get(4).cells());
    }

    @Test
    void theGuideHasBothDocsAndEveryAdvisorRule() {
        List<GuideText.Block> blocks = GuideText.load();
        List<String> anchors = blocks.stream().map(GuideText.Block::anchor).toList();
        for (String rule : dev.docshape.model.advice.Rules.ALL) assertTrue(anchors.contains(rule), "the Guide explains " + rule);
        assertTrue(anchors.contains("how-docshape-counts") && anchors.contains("request-units") && anchors.contains("depth"), anchors.toString());
        for (var column : dev.docshape.app.analysis.trips.TripRow.Column.values()) {
            assertTrue(anchors.contains(GuideText.slug(column.guideSection())), column + "'s tooltip names a section the Guide has");
            assertTrue(column.tooltip().endsWith("Help > Guide, \u201c" + column.guideSection() + "\u201d"), column.tooltip());
        }
    }
}
