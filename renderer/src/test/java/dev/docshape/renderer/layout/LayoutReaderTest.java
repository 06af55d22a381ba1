package dev.docshape.renderer.layout;

import dev.docshape.renderer.EdgeRoute;
import dev.docshape.renderer.Layout;
import dev.docshape.renderer.NodeBox;
import dev.docshape.renderer.Point;
import dev.docshape.renderer.RenderException;
import dev.docshape.renderer.Size;
import dev.docshape.renderer.View;
import dev.docshape.renderer.dot.DotGraph;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

class LayoutReaderTest {
    /** Two boxes one above the other, as graphviz writes them: points, origin bottom-left. */
    private static final String JSON0 = """
            {"name": "entities", "bb": "0,0,100,200",
             "objects": [
               {"_gvid": 0, "name": "e0", "pos": "50,180", "width": "1.3889", "height": "0.5"},
               {"_gvid": 1, "name": "e1", "pos": "50,20", "width": "0.5", "height": "0.5"}],
             "edges": [
               {"_gvid": 0, "tail": 0, "head": 1, "id": "r0", "lp": "60,100",
                "pos": "s,50,162 e,50,38 50,150 50,120 50,80 50,48"}]}
            """;
    private static final DotGraph GRAPH = new DotGraph(View.ENTITY, "digraph {}",
            Map.of("e0", "person", "e1", "address"), Map.of("r0", "livesAt"));

    @Test
    void convertsToTopLeftOriginWithYDown() {
        Layout layout = LayoutReader.read(JSON0, GRAPH, Map.of(), "test");
        assertEquals(100, layout.width());
        assertEquals(200, layout.height());
        NodeBox person = layout.node("person").orElseThrow();
        assertEquals(50 - 50.0, person.x(), 0.01);  // 1.3889 in = 100 pt wide
        assertEquals(20 - 18, person.y(), 0.01);    // centre y 180 up = 20 down, half height 18
        assertEquals(100.0, person.width(), 0.01);
        assertEquals(36.0, person.height(), 1e-9);
        NodeBox address = layout.node("address").orElseThrow();
        assertEquals(180 - 18, address.y(), 1e-9);
    }

    @Test
    void edgesKeepTheirControlPointsArrowTipsAndLabel() {
        EdgeRoute route = LayoutReader.read(JSON0, GRAPH, Map.of(), "test").edge("livesAt").orElseThrow();
        assertEquals("person", route.from());
        assertEquals("address", route.to());
        assertEquals(List.of(new Point(50, 50), new Point(50, 80), new Point(50, 120), new Point(50, 152)), route.points());
        assertEquals(new Point(50, 38), route.fromTip());
        assertEquals(new Point(50, 162), route.toTip());
        assertEquals(new Point(60, 100), route.label());
    }

    @Test
    void measuredSizesAreReturnedExactly() {
        Layout layout = LayoutReader.read(JSON0, GRAPH, Map.of("address", new Size(35.99, 36.01)), "test");
        NodeBox address = layout.node("address").orElseThrow();
        assertEquals(35.99, address.width(), 0);
        assertEquals(50 - 35.99 / 2, address.x(), 1e-9);
    }

    @Test
    void anEdgeWithoutArrowsHasNoTips() {
        String json = JSON0.replace("s,50,162 e,50,38 ", "");
        EdgeRoute route = LayoutReader.read(json, GRAPH, Map.of(), "test").edge("livesAt").orElseThrow();
        assertNull(route.fromTip());
        assertNull(route.toTip());
    }

    @Test
    void garbageIsAClearRenderException() {
        RenderException e = assertThrows(RenderException.class, () -> LayoutReader.read("Error: syntax", GRAPH, Map.of(), "t"));
        assertEquals(true, e.getMessage().startsWith("graphviz returned a layout that is not JSON"), e.getMessage());
        RenderException missing = assertThrows(RenderException.class, () -> LayoutReader.read("{}", GRAPH, Map.of(), "t"));
        assertEquals("graphviz returned an unexpected layout: missing 'bb'", missing.getMessage());
    }

    @Test
    void aFloatingLabelIsReadToo() {
        String json = JSON0.replace("\"lp\"", "\"xlp\"");
        assertEquals(new Point(60, 100), LayoutReader.read(json, GRAPH, Map.of(), "t").edge("livesAt").orElseThrow().label());
    }
}
