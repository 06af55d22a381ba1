package dev.docshape.renderer.dot;

import dev.docshape.renderer.style.Palette;
import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.TestModels;
import dev.docshape.renderer.View;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EntityViewDotTest {

    private static DotGraph graph(Project project) {
        return DiagramDot.build(project.model(), project.active(), View.ENTITY, Map.of(), EdgeLabels.RANKED);
    }

    /** The attribute list of the edge whose id attribute maps to {@code relationshipId}. */
    private static String edgeAttributes(DotGraph graph, String relationshipId) {
        String dotId = graph.edgeIds().entrySet().stream().filter(e -> e.getValue().equals(relationshipId))
                .findFirst().orElseThrow().getKey();
        Matcher m = Pattern.compile("->[^\\[]*\\[id=\"" + dotId + "\"([^\\n]*)\\];").matcher(graph.text());
        assertTrue(m.find(), "no edge " + relationshipId + " in\n" + graph.text());
        return m.group(1);
    }

    @Test
    void everyEntityIsANodeAndEveryRelationshipAnEdge() {
        Project project = TestModels.everyStrategy();
        DotGraph graph = graph(project);
        assertEquals(project.model().entities().size(), graph.nodeIds().size());
        assertEquals(project.model().relationships().size(), graph.edgeIds().size());
        for (Entity entity : project.model().entities()) {
            assertTrue(graph.text().contains("<B>" + entity.name() + "</B>"), entity.name());
        }
    }

    @Test
    void embeddedAndReferencedDifferInLineStyleNotOnlyColour() {
        Project project = TestModels.person();
        Project referenced = project.withActiveDesign("referenced");
        String embeddedEdge = edgeAttributes(graph(project), "livesAt");
        String referencedEdge = edgeAttributes(graph(referenced), "livesAt");
        assertTrue(embeddedEdge.contains("style=\"solid\""), embeddedEdge);
        assertTrue(embeddedEdge.contains("arrowtail=\"diamond\""), embeddedEdge);
        assertTrue(referencedEdge.contains("style=\"dashed\""), referencedEdge);
        assertTrue(referencedEdge.contains("arrowtail=\"tee\""), "one person: a bar at the parent, as on the canvas");
        assertTrue(referencedEdge.contains("arrowhead=\"crow\""), "few addresses: a crow's foot at the child");
        assertTrue(embeddedEdge.contains("color=\"" + Palette.EMBEDDED + "\""), embeddedEdge);
        assertTrue(referencedEdge.contains("color=\"" + Palette.REFERENCED + "\""), referencedEdge);
    }

    @Test
    void everyStrategyIsNamedByItsBadgeAndDrawnWithTheCanvasLook() {
        DotGraph graph = graph(TestModels.everyStrategy());
        assertTrue(edgeAttributes(graph, "holdings").contains("class=\"embedded\""));
        assertTrue(edgeAttributes(graph, "wrote").contains("class=\"extended-reference\""));
        assertTrue(edgeAttributes(graph, "wrote").contains("<B>extended ref +count</B>"), edgeAttributes(graph, "wrote"));
        assertTrue(edgeAttributes(graph, "readings").contains("<B>bucket "), edgeAttributes(graph, "readings"));
        assertTrue(edgeAttributes(graph, "readings").contains("style=\"dashed\""), "children in documents of their own");
        String subset = edgeAttributes(graph(TestModels.blog()), "comments");
        assertTrue(subset.contains("arrowtail=\"diamond\"") && subset.contains("arrowhead=\"crow\""), subset);
        assertTrue(subset.contains("<B>subset 3 +count</B>") && subset.contains("BGCOLOR=\"" + Palette.EMBEDDED_SOFT + "\""), subset);
    }

    @Test
    void theSameModelGivesTheSameText() {
        assertEquals(graph(TestModels.everyStrategy()).text(), graph(TestModels.everyStrategy()).text());
    }

    @Test
    void measuredSizesBecomeFixedBoxes() {
        Project project = TestModels.blog();
        DotGraph graph = DiagramDot.build(project.model(), project.active(), View.ENTITY,
                Map.of("post", new Size(144, 36)), EdgeLabels.RANKED);
        assertTrue(graph.text().contains("fixedsize=\"true\", width=\"2.0000\", height=\"0.5000\""), graph.text());
        assertNotEquals(-1, graph.text().indexOf("<B>Comment</B>"), "unsized entities keep their table");
    }

    @Test
    void aRelationshipToAMissingEntityIsNamedInTheError() {
        DataModel model = new DataModel(List.of(Entity.of("a", "A", List.of(), 1)),
                List.of(new Relationship("r1", "a", "ghost", "ghosts", null, Cardinality.ONE_TO_MANY, 1, null, 1, false,
                        Volatility.STABLE)), List.of());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DiagramDot.build(model, Design.named("d"), View.ENTITY, Map.of(), EdgeLabels.RANKED));
        assertEquals("relationship 'r1' names an unknown child entity 'ghost'", e.getMessage());
    }

    @Test
    void nodeNamesAreGeneratedSoNoIdCanBreakTheSyntax() {
        DotGraph graph = graph(TestModels.awkwardNames());
        assertEquals(Map.of("e0", "a\"quote", "e1", "b;{}"), graph.nodeIds());
        assertTrue(graph.text().contains("<B>Quote &quot;Q&quot; &amp; &lt;Co&gt;</B>"), graph.text());
    }

    @Test
    void floatingLabelsAreXlabelsWithWiderRanks() {
        Project project = TestModels.blog();
        String ranked = DiagramDot.build(project.model(), project.active(), View.ENTITY, Map.of(), EdgeLabels.RANKED).text();
        String floating = DiagramDot.build(project.model(), project.active(), View.ENTITY, Map.of(), EdgeLabels.FLOATING).text();
        assertTrue(ranked.contains(", label=<<TABLE") && ranked.contains("ranksep=\"0.7\""), ranked);
        assertTrue(floating.contains(", xlabel=<<TABLE") && floating.contains("ranksep=\"0.9\""), floating);
        assertEquals(EdgeLabels.RANKED, EdgeLabels.forExport(EdgeLabels.RANKED_UP_TO));
        assertEquals(EdgeLabels.FLOATING, EdgeLabels.forExport(EdgeLabels.RANKED_UP_TO + 1));
    }
}
