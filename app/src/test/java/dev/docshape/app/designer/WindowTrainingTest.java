package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.testing.SeedExamplesTestBase;
import dev.docshape.model.Project;
import dev.docshape.model.synthetic.SyntheticModels;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The window part of {@code --train} (decision 0456) opens every example from the start page and then a large model,
 * each once the one before is on the screen, and says when it is through; the window shows the large model last.
 */
class WindowTrainingTest extends SeedExamplesTestBase {

    @Test
    void opensEachExampleThenTheLargeModelAndSaysWhenItIsThrough() throws Exception {
        Project large = SyntheticModels.generate(150, 300, 10, 3);
        Path file = home.resolve("large.docshape");
        store().save(large, file);
        List<String> opened = new ArrayList<>();
        AtomicBoolean through = new AtomicBoolean();
        AtomicReference<String> statusWhenThrough = new AtomicReference<>();
        interact(() -> {
            long[] seen = {vm.document().openedProperty().get()};
            vm.document().projectProperty().addListener((o, was, now) -> { // a project opened, not an edit
                if (vm.document().openedProperty().get() == seen[0]) return;
                seen[0] = vm.document().openedProperty().get();
                opened.add(now.name());
            });
            WindowTraining.openInTurn(window, file, () -> {
                statusWhenThrough.set(statusText()); // news fades after a few seconds
                through.set(true);
            });
        });

        FxWait.until("the training run through", through::get);
        WaitForAsyncUtils.waitForFxEvents();

        List<String> expected = new ArrayList<>(vm.examples().stream().map(ExampleCatalog.Example::name).toList());
        expected.add(large.name());
        assertEquals(9, expected.size(), "the eight examples and the large model: " + expected);
        assertEquals(expected, opened, "each opened in turn");
        assertEquals("Opened large.docshape", statusWhenThrough.get(), "through once the large model is wholly on the screen");
        assertEquals(150, vm.diagram().entities().size());
    }
}
