package dev.docshape.renderer;

import dev.docshape.renderer.diagram.DiagramExporter;
import dev.docshape.renderer.diagram.LayoutEngine;
import dev.docshape.renderer.diagram.DiagramRenderer;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.projection.Projector;
import dev.docshape.renderer.engine.EngineInfo;
import dev.docshape.renderer.engine.EngineKind;
import dev.docshape.renderer.engine.Engines;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.w3c.dom.Document;

import dev.docshape.renderer.engine.GraphvizRunner;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What every engine must do with every example: lay out without overlaps, draw SVG and PNG.
 * One subclass per engine, so that the engine is switched once per class (V8 takes a second or
 * more to start).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class EngineContract {

    abstract EngineKind kind();

    @BeforeAll
    void startEngine() {
        if (kind() == EngineKind.DOT) {
            Assumptions.assumeTrue(Engines.dotInstalled(), "Graphviz (dot) is not installed");
        }
        Engines.use(kind());
    }

    /** This class's engine (a no-op unless a test elsewhere switched engines meanwhile). */
    EngineInfo engine() {
        return Engines.use(kind());
    }

    @Test
    void reportsTheEngineInUse() {
        EngineInfo info = engine();
        assertEquals(kind(), Engines.current().kind());
        assertTrue(info.name().toLowerCase().contains(kind().word()), info.name());
    }

    @Test
    void layoutsOfTheExamplesHaveEveryBoxAndNoOverlaps() {
        engine();
        TestModels.examples().forEach((name, project) -> {
            for (View view : View.values()) {
                Layout layout = LayoutEngine.layout(project.model(), project.active(), view);
                String what = name + " " + view.word();
                assertEquals(expectedBoxes(project, view), layout.nodes().size(), what);
                assertTrue(layout.overlappingPairs().isEmpty(), what + ": " + layout.overlappingPairs());
                for (NodeBox box : layout.nodes().values()) {
                    assertTrue(box.x() >= -0.5 && box.y() >= -0.5, what + ": " + box + " starts outside the diagram");
                    assertTrue(box.x() + box.width() <= layout.width() + 0.5, what + ": " + box + " ends right of the diagram");
                    assertTrue(box.y() + box.height() <= layout.height() + 0.5, what + ": " + box + " ends below the diagram");
                }
            }
            assertEquals(project.model().relationships().size(),
                    LayoutEngine.layout(project.model(), project.active(), View.ENTITY).edges().size(), name);
        });
    }

    private static int expectedBoxes(Project project, View view) {
        return view == View.ENTITY ? project.model().entities().size()
                : Projector.project(project.model(), project.active()).collections().size();
    }

    @Test
    void theSameModelGivesTheSameLayout() {
        engine();
        Project project = TestModels.everyStrategy();
        Layout first = LayoutEngine.layout(project.model(), project.active(), View.ENTITY);
        Layout second = LayoutEngine.layout(project.model(), project.active(), View.ENTITY);
        assertEquals(first, second);
    }

    @Test
    void edgesRunFromParentToChildAsBezierCurves() {
        engine();
        Project project = TestModels.person();
        Layout layout = LayoutEngine.layout(project.model(), project.active(), View.ENTITY);
        EdgeRoute route = layout.edge("livesAt").orElseThrow();
        assertEquals("person", route.from());
        assertEquals("address", route.to());
        assertEquals(1, route.points().size() % 3, "3n+1 points: " + route.points());
        NodeBox person = layout.node("person").orElseThrow();
        NodeBox address = layout.node("address").orElseThrow();
        assertTrue(person.centerY() < address.centerY(), "the parent is drawn above its child");
        assertNotNull(route.label());
    }

    @Test
    void measuredSizesAreKeptExactlyAndStillDoNotOverlap() {
        engine();
        Project project = TestModels.everyStrategy();
        Map<String, Size> sizes = new HashMap<>();
        for (Entity entity : project.model().entities()) sizes.put(entity.id(), new Size(180.5, 95.25));
        sizes.put("notAnEntity", new Size(10, 10));
        Layout layout = LayoutEngine.layout(project.model(), project.active(), View.ENTITY, sizes);
        for (NodeBox box : layout.nodes().values()) {
            assertEquals(180.5, box.width(), 1e-9);
            assertEquals(95.25, box.height(), 1e-9);
        }
        assertTrue(layout.overlappingPairs().isEmpty(), layout.overlappingPairs().toString());
    }

    @Test
    void svgOfEveryExampleParsesAndNamesEveryEntity() throws Exception {
        engine();
        for (Map.Entry<String, Project> example : TestModels.examples().entrySet()) {
            Project project = example.getValue();
            for (View view : View.values()) {
                String svg = DiagramRenderer.svg(project.model(), project.active(), view);
                Document document = Xml.parse(svg);
                String what = example.getKey() + " " + view.word();
                assertEquals("svg", document.getDocumentElement().getTagName(), what);
                String text = document.getDocumentElement().getTextContent();
                for (Entity entity : project.model().entities()) {
                    assertTrue(text.contains(entity.name()), what + ": the SVG does not name " + entity.name());
                }
            }
        }
    }

    @Test
    void pngDecodesAtTheSvgSizeTimesTheScale() throws Exception {
        engine();
        Project project = TestModels.person();
        Document svg = Xml.parse(DiagramRenderer.svg(project.model(), project.active(), View.ENTITY));
        double width = Xml.pixels(svg.getDocumentElement().getAttribute("width"));
        double height = Xml.pixels(svg.getDocumentElement().getAttribute("height"));
        for (double scale : new double[] {1, 2.5}) {
            Path file = Files.createTempFile("docshape-", ".png");
            try {
                DiagramExporter.export(project, View.ENTITY, file, scale);
                BufferedImage image = ImageIO.read(new ByteArrayInputStream(Files.readAllBytes(file)));
                assertNotNull(image, "not a PNG");
                assertEquals(width * scale, image.getWidth(), 1 + scale / 2, "width at scale " + scale);
                assertEquals(height * scale, image.getHeight(), 1 + scale / 2, "height at scale " + scale);
                assertFalse(Images.isBlank(image), "the image is blank");
            } finally {
                Files.deleteIfExists(file);
            }
        }
    }

    @Test
    void brokenDotTextIsAClearRenderException() {
        EngineInfo engine = engine();
        RenderException e = assertThrows(RenderException.class, () -> GraphvizRunner.json0("digraph { a -> ; }"));
        assertTrue(e.getMessage().startsWith("graphviz (" + engine.name() + ") failed: "), e.getMessage());
        // the engine still works afterwards
        Project project = TestModels.blog();
        assertEquals(2, LayoutEngine.layout(project.model(), project.active(), View.ENTITY).nodes().size());
    }

    @Test
    void layoutsCanBeAskedForFromManyThreadsAtOnce() throws Exception {
        engine();
        Project project = TestModels.everyStrategy();
        Layout expected = LayoutEngine.layout(project.model(), project.active(), View.ENTITY);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<Layout>> results = new ArrayList<>();
            for (int i = 0; i < 8; i++) {
                results.add(pool.submit(() -> LayoutEngine.layout(project.model(), project.active(), View.ENTITY)));
            }
            for (Future<Layout> result : results) assertEquals(expected, result.get(60, TimeUnit.SECONDS));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void anEmptyModelLaysOutAndDraws() throws Exception {
        engine();
        Project empty = Project.blank("empty");
        for (View view : View.values()) {
            Layout layout = LayoutEngine.layout(empty.model(), empty.active(), view);
            assertTrue(layout.nodes().isEmpty() && layout.edges().isEmpty(), view.word());
            Xml.parse(DiagramRenderer.svg(empty.model(), empty.active(), view));
        }
    }

    @Test
    void svgEdgesCarryTheirMappingAsAClass() throws Exception {
        engine();
        Project project = TestModels.everyStrategy();
        Document svg = Xml.parse(DiagramRenderer.svg(project.model(), project.active(), View.ENTITY));
        List<String> classes = new ArrayList<>();
        var groups = svg.getElementsByTagNameNS("*", "g");
        for (int i = 0; i < groups.getLength(); i++) {
            classes.add(((org.w3c.dom.Element) groups.item(i)).getAttribute("class"));
        }
        for (String mapping : List.of("embedded", "referenced", "extended-reference", "bucket")) {
            assertTrue(classes.contains("edge " + mapping), mapping + " not among " + classes);
        }
    }

    @Test
    void measuredCollectionSizesAreKeptInTheDocumentView() {
        engine();
        Project project = TestModels.everyStrategy();
        Map<String, Size> sizes = new HashMap<>();
        Projector.project(project.model(), project.active()).collections()
                .forEach(c -> sizes.put(c.name(), new Size(150, 120)));
        Layout layout = LayoutEngine.layout(project.model(), project.active(), View.DOCUMENT, sizes);
        assertEquals(sizes.keySet(), layout.nodes().keySet());
        for (NodeBox box : layout.nodes().values()) assertEquals(new Size(150, 120), new Size(box.width(), box.height()));
        assertTrue(layout.overlappingPairs().isEmpty(), layout.overlappingPairs().toString());
        assertFalse(layout.edges().isEmpty());
    }
}
