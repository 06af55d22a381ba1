package dev.docshape.renderer;

import dev.docshape.renderer.diagram.DiagramExporter;
import dev.docshape.renderer.diagram.DiagramRenderer;
import dev.docshape.model.Project;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The parts of exporting that need no graphviz engine. */
class DiagramExporterTest {
    @TempDir
    Path dir;

    @Test
    void theExtensionPicksTheFormat() {
        assertEquals(DiagramFormat.SVG, DiagramFormat.of(Path.of("a/b.SVG")));
        assertEquals(DiagramFormat.PNG, DiagramFormat.of(Path.of("b.png")));
        assertEquals(DiagramFormat.DOT, DiagramFormat.of(Path.of("b.gv")));
        assertEquals(DiagramFormat.DOT, DiagramFormat.of(Path.of("b.dot")));
    }

    @Test
    void anUnknownExtensionIsRefusedWithTheAcceptedOnes() {
        var e = assertThrows(DiagramFormat.UnsupportedFormatException.class,
                () -> DiagramExporter.export(TestModels.blog(), View.ENTITY, dir.resolve("model.jpg"), 1));
        assertEquals("unknown diagram format '.jpg' of '" + dir.resolve("model.jpg") + "': use .svg, .png or .dot",
                e.getMessage());
        var none = assertThrows(IllegalArgumentException.class, () -> DiagramFormat.of(Path.of("diagram")));
        assertEquals("'diagram' has no file extension: use .svg, .png or .dot", none.getMessage());
        assertFalse(Files.exists(dir.resolve("model.jpg")));
    }

    @Test
    void dotIsWrittenAsText() throws Exception {
        Project project = TestModels.blog();
        Path out = dir.resolve("blog.dot");
        assertEquals(DiagramFormat.DOT, DiagramExporter.export(project, View.ENTITY, out, 1));
        String text = Files.readString(out);
        assertTrue(text.startsWith("digraph \"entities\" {"), text);
        assertEquals(DiagramRenderer.dot(project.model(), project.active(), View.ENTITY), text);
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left behind");
        }
    }

    @Test
    void aMissingFolderIsNamed() {
        Path out = dir.resolve("nowhere/blog.svg");
        RenderException e = assertThrows(RenderException.class,
                () -> DiagramExporter.export(TestModels.blog(), View.ENTITY, out, 1));
        assertEquals("cannot write '" + out + "': the folder '" + dir.resolve("nowhere") + "' does not exist", e.getMessage());
    }

    @Test
    void aScaleOutsideTheRangeIsRefused() {
        for (double scale : new double[] {0, -1, 11, Double.NaN}) {
            var e = assertThrows(IllegalArgumentException.class,
                    () -> DiagramExporter.export(TestModels.blog(), View.ENTITY, dir.resolve("b.png"), scale));
            assertTrue(e.getMessage().startsWith("scale must be greater than 0 and at most 10"), e.getMessage());
        }
    }

    @Test
    void viewWordsParse() {
        assertEquals(View.DOCUMENT, View.parse(" Document "));
        var e = assertThrows(IllegalArgumentException.class, () -> View.parse("tables"));
        assertEquals("unknown view 'tables': use one of entity, document", e.getMessage());
    }

    @Test
    void filesGetTheUsersDefaultPermissionsNotOwnerOnly() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(java.nio.file.FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path svg = dir.resolve("d.svg");
        DiagramExporter.export(TestModels.blog(), View.ENTITY, svg, 1);
        Path plain = Files.createFile(dir.resolve("plain.txt"));
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(svg),
                "an exported diagram has the permissions any new file of the user gets");
        try (var files = Files.list(dir)) {
            assertEquals(List.of(), files.filter(f -> f.getFileName().toString().endsWith(".part")).toList(), "no temporary file left");
        }
    }

    @Test
    void theDocumentViewNamesTheIdentifierAsDocumentsStoreIt() throws Exception {
        Path dot = dir.resolve("d.dot");
        DiagramExporter.export(TestModels.blog(), View.DOCUMENT, dot, 1);
        String text = Files.readString(dot);
        assertTrue(text.contains("<TD ALIGN=\"LEFT\">_id</TD>"), text);
    }
}
