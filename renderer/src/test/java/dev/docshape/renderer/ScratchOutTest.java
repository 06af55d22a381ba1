package dev.docshape.renderer;

import dev.docshape.renderer.engine.EngineKind;
import dev.docshape.renderer.engine.Engines;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

class ScratchOutTest {
    @Test
    void writeAll() throws Exception {
        Path dir = Path.of("/tmp/render-out");
        Files.createDirectories(dir);
        for (EngineKind kind : EngineKind.values()) {
            Engines.use(kind);
            for (var e : TestModels.examples().entrySet()) {
                for (View view : View.values()) {
                    for (String ext : new String[] {"svg", "png", "dot"}) {
                        DiagramExporter.export(e.getValue(), view, dir.resolve(e.getKey() + "-" + view.word() + "-" + kind.word() + "." + ext), 1.5);
                    }
                }
            }
        }
    }
}
