package dev.docshape.renderer.dot;

import dev.docshape.model.Project;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.TestModels;
import dev.docshape.renderer.View;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DocumentViewDotTest {

    private static DotGraph graph(Project project) {
        return DiagramDot.build(project.model(), project.active(), View.DOCUMENT, Map.of(), EdgeLabels.RANKED);
    }

    private static long edgeCount(DotGraph graph) {
        return graph.text().lines().filter(line -> line.contains(" -> ")).count();
    }

    /** A feed's card says what it keeps (docs/counting-rules.md "Ordering and feeds"); a full duplicate's says it copies all. */
    @Test
    void aFeedIsCaptionedWithWhatItKeeps() {
        Project blog = TestModels.blog();
        dev.docshape.model.Design design = blog.active()
                .withMapping("comments", dev.docshape.model.mapping.Mapping.reference(dev.docshape.model.mapping.Placement.CHILD_HOLDS_PARENT_ID))
                .withDuplicates(dev.docshape.model.Duplicates.of(List.of(
                        dev.docshape.model.Duplicates.Duplicate.feed("comment", 15, dev.docshape.model.mapping.Ordering.descending("at")),
                        new dev.docshape.model.Duplicates.Duplicate("post", null))));
        String text = graph(blog.updateDesign(blog.active().name(), d -> design)).text();
        assertTrue(text.contains(">latest 15 Comment by at<"), text);
        assertTrue(text.contains(">duplicate of Post documents<"), text);
        assertFalse(text.contains("duplicate of Comment"), text);
    }

    @Test
    void embeddedEntitiesAreNestedInsideTheirCollectionNotEdges() {
        Project project = TestModels.person();
        DotGraph graph = graph(project);
        assertEquals(collectionNames(project), List.copyOf(graph.nodeIds().values()));
        assertEquals(1, graph.nodeIds().size(), "everything is embedded in the person's collection");
        assertEquals(0, edgeCount(graph));
        for (String entity : List.of("ContactDetail", "ContactDetailType", "Address")) {
            assertTrue(graph.text().contains("&#160;:&#160;" + entity), entity + " is drawn nested: " + graph.text());
        }
    }

    @Test
    void referencesAreEdgesFromTheFieldHoldingTheIdToTheReferencedCollection() {
        Project project = TestModels.person().withActiveDesign("referenced");
        Projection projection = Projector.project(project.model(), project.active());
        DotGraph graph = graph(project);
        assertEquals(projection.collections().size(), graph.nodeIds().size());
        assertEquals(2, edgeCount(graph), graph.text());
        String people = projection.entityCollection("person").orElseThrow().name();
        String addresses = projection.entityCollection("address").orElseThrow().name();
        String edgeId = addresses + ".personId";
        assertTrue(graph.edgeIds().containsValue(edgeId), graph.edgeIds().toString());
        Matcher m = Pattern.compile("\"(c\\d+)\":\"(p\\d+)\" -> \"(c\\d+)\" \\[([^\\n]*)\\];").matcher(graph.text());
        boolean found = false;
        while (m.find()) {
            if (graph.nodeIds().get(m.group(1)).equals(addresses) && graph.nodeIds().get(m.group(3)).equals(people)) {
                found = true;
                assertTrue(m.group(4).contains("style=\"dashed\""), m.group(4));
                assertTrue(m.group(4).contains("label=\"personId\\n1:few (max 3)\""), m.group(4));
            }
        }
        assertTrue(found, "no edge from " + addresses + " to " + people + " in\n" + graph.text());
    }

    @Test
    void extendedReferenceCopiesAreDashedTablesWithADoubleEdge() {
        DotGraph graph = graph(TestModels.everyStrategy());
        assertTrue(graph.text().contains("STYLE=\"dashed\""), "the copies are a dashed nested table");
        assertTrue(graph.text().contains("copies of Author"));
        assertTrue(graph.text().contains("class=\"extended-reference\""));
    }

    @Test
    void bucketAndJoinCollectionsAreBoxesToo() {
        Project project = TestModels.everyStrategy();
        DotGraph graph = graph(project);
        assertTrue(graph.text().contains("buckets of Reading"), graph.text());
        assertTrue(graph.text().contains("joining documents of publishers"), graph.text());
    }

    @Test
    void measuredCollectionSizesBecomeFixedBoxesAndEdgesLeaveTheBox() {
        Project project = TestModels.blog();
        String buckets = Projector.project(project.model(), project.active()).bucketCollection("comments")
                .orElseThrow().name();
        DotGraph graph = DiagramDot.build(project.model(), project.active(), View.DOCUMENT,
                Map.of(buckets, new Size(200, 100)), EdgeLabels.RANKED);
        assertTrue(graph.text().contains("fixedsize=\"true\", width=\"2.7778\", height=\"1.3889\""), graph.text());
        assertFalse(graph.text().contains("\":\"p0\" ->"), "a fixed box has no ports");
    }

    private static List<String> collectionNames(Project project) {
        return Projector.project(project.model(), project.active()).collections().stream().map(CollectionShape::name).toList();
    }
}
