package dev.docshape.app.designer;

import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.files.FileProjectStore;
import dev.docshape.app.designer.files.ProjectStore;
import dev.docshape.app.designer.files.Settings;
import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.SeedExamplesTestBase;
import javafx.geometry.Bounds;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The first start offers the examples and a blank model; later starts reopen the last project. */
class StartupTest {

    /** Copies the S7 example to {@code home/work/patron.docshape} and remembers it as the last project. */
    static void rememberS7AsLastProject(Path home) {
        try {
            Path copy = home.resolve("work").resolve("patron.docshape");
            Files.createDirectories(copy.getParent());
            Files.copy(examplesFolder().resolve("s7-patron-address.docshape"), copy);
            Settings.load(home).rememberProject(copy);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    static Path examplesFolder() {
        return ExampleCatalog.locate(new FileProjectStore()).folder().orElseThrow(() -> new AssertionError("no examples folder"));
    }

    @Nested
    class FirstStart extends SeedExamplesTestBase {
        @Test
        void offersTheSeedExamplesAndABlankModel() {
            assertTrue(lookup("#welcome").query().isVisible(), "the start page is shown");
            List<String> titles = lookup(".example-card .card-title").queryAllAs(Label.class).stream().map(Label::getText).toList();
            assertEquals(8, titles.size(), titles.toString());
            for (int i = 1; i <= 8; i++) {
                String prefix = "S" + i + " ";
                assertTrue(titles.stream().anyMatch(t -> t.startsWith(prefix)), prefix + " in " + titles);
            }
            assertTrue(lookup("#welcome-blank").tryQuery().isPresent());
            dev.docshape.app.designer.testing.Shots.save(this, window.scene().getRoot(), "wip-welcome");
        }

        @Test
        void theExampleCardsFillTheRowAndShowWholeTitles() {
            Region row = lookup("#welcome-cards").queryAs(Region.class);
            List<Button> cards = lookup(".example-card").queryAllAs(Button.class).stream().toList();
            for (Button card : cards) {
                Bounds bounds = card.getBoundsInParent();
                Bounds inRow = row.getLayoutBounds();
                boolean endsAtTheRowsEnd = inRow.getMaxX() - bounds.getMaxX() < 20;
                boolean hasANeighbourToItsRight = cards.stream().anyMatch(other -> other != card
                        && Math.abs(other.getBoundsInParent().getMinY() - bounds.getMinY()) < 1
                        && other.getBoundsInParent().getMinX() > bounds.getMaxX());
                assertTrue(endsAtTheRowsEnd || hasANeighbourToItsRight,
                        "card " + bounds + " leaves the row's end empty (row " + inRow + ")");
            }
            for (Label title : lookup(".example-card .card-title").queryAllAs(Label.class)) {
                Text shown = (Text) title.lookup(".text");
                assertEquals(title.getText(), shown.getText(), "the title is shown whole");
            }
        }

        @Test
        void anExampleOpensOnTheCanvas() {
            Button s2 = lookup(".example-card").queryAllAs(Button.class).stream()
                    .filter(b -> b.getId().contains("s2")).findFirst().orElseThrow();
            clickOn(s2);
            assertFalse(lookup("#welcome").query().isVisible(), "the start page is gone");
            assertTrue(project().name().startsWith("S2"), project().name());
            assertTrue(entityCard("post").tryQuery().isPresent(), "Post is drawn");
            assertTrue(window.stage().getTitle().startsWith("S2"), window.stage().getTitle());
            assertFalse(vm.document().isModified());
            try {
                String exampleId = dev.docshape.storage.file.ProjectFiles.load(examplesFolder().resolve("s2-post-comments.docshape")).id();
                assertTrue(project().id() != null && !project().id().equals(exampleId),
                        "work made from an example is a project of its own: " + project().id() + " vs " + exampleId);
            } catch (dev.docshape.storage.file.ProjectFileException e) {
                throw new AssertionError(e);
            }
            interact(() -> window.view().canvas().fitToWindow());
            dev.docshape.app.designer.testing.Shots.save(this, window.scene().getRoot(), "wip-s2");
        }

        @Test
        void theBlankModelStartsEmpty() {
            clickOn("#welcome-blank");
            assertFalse(lookup("#welcome").query().isVisible());
            assertEquals(0, project().model().entities().size());
            assertEquals("Untitled — DocShape", window.stage().getTitle());
        }
    }

    /** A designer on real files that remembers S7 as the project worked on last. */
    abstract class S7Remembered extends DesignerTestBase {
        @Override
        protected ProjectStore store() {
            return new FileProjectStore();
        }

        @Override
        protected void prepare() {
            rememberS7AsLastProject(home);
        }
    }

    @Nested
    class LaterStart extends S7Remembered {

        @Test
        void reopensTheLastProject() {
            assertFalse(lookup("#welcome").query().isVisible(), "no start page");
            assertTrue(project().name().startsWith("S7"), project().name());
            assertEquals(home.resolve("work").resolve("patron.docshape"), vm.document().file());
            assertEquals("patron.docshape — DocShape", window.stage().getTitle());
            assertTrue(entityCard("patron").tryQuery().isPresent());
        }
    }

    @Nested
    class StartedWithAFile extends S7Remembered {

        @Override
        protected java.util.Optional<Path> fileArgument() {
            return java.util.Optional.of(examplesFolder().resolve("s4-publisher-books.docshape"));
        }

        @Test
        void opensThatFileInsteadOfTheLastProject() {
            assertFalse(lookup("#welcome").query().isVisible(), "no start page");
            assertTrue(project().name().startsWith("S4"), project().name());
            assertEquals("s4-publisher-books.docshape — DocShape", window.stage().getTitle());
            assertTrue(entityCard("publisher").tryQuery().isPresent());
        }
    }
}
