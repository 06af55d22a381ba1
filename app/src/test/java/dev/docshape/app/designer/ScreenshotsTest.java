package dev.docshape.app.designer;

import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Shots;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The main states of the window as pictures: always in {@code target/screenshots}, and in
 * {@code docs/images} with {@code -Ddocshape.screenshots=<repo>/docs/images}.
 */
class ScreenshotsTest extends DesignerTestBase {

    @Override
    protected ProjectStore store() {
        return new FileProjectStore();
    }

    @Override
    protected ExampleCatalog examples() {
        return new ExampleCatalog(store(), StartupTest.examplesFolder());
    }

    private void openExample(String file) throws Exception {
        openFile(examplesFolder().resolve(file));
    }

    private void check(Path shot) throws Exception {
        assertTrue(Files.size(shot) > 10_000, shot + " has content");
    }

    @Test
    void startPage() throws Exception {
        check(Shots.save(this, window.scene().getRoot(), "designer-start"));
    }

    @Test
    void anExampleOpen() throws Exception {
        openExample("s1-person-contacts.docshape");
        clickEntity("person");
        check(Shots.save(this, window.scene().getRoot(), "designer-example"));
        check(Shots.save(this, canvas(), "designer-canvas-200", 2));
    }

    @Test
    void aRelationshipFlipped() throws Exception {
        openExample("s3-portfolio-stocks.docshape");
        clickOn(mappingBadge("holding-stock").queryAs(javafx.scene.layout.StackPane.class));
        check(Shots.save(this, window.scene().getRoot(), "designer-flipped"));
    }

    @Test
    void theDarkTheme() throws Exception {
        openExample("s6-authors-books-hybrid.docshape");
        clickOn("#action-dark-theme");
        clickRelationship("author-books");
        check(Shots.save(this, window.scene().getRoot(), "designer-dark"));
    }
}
