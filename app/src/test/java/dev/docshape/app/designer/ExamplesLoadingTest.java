package dev.docshape.app.designer;

import dev.docshape.app.testing.FxWait;
import dev.docshape.app.designer.files.ExampleCatalog;
import dev.docshape.app.designer.testing.SeedExamplesTestBase;
import dev.docshape.app.ui.tasks.HeldLane;
import dev.docshape.app.ui.tasks.TaskRunner;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The start page while the examples are still being read says it is looking for them, never that there are none;
 * once they are read it shows their cards, or where it looked when there were none. The read is held back by the
 * test until it has looked at the page.
 */
class ExamplesLoadingTest {

    /** A designer whose examples are read only when the test lets the file lane run. */
    abstract static class HeldExamples extends SeedExamplesTestBase {
        final HeldLane files = new HeldLane();

        @Override
        protected DesignerServices services() {
            return servicesWithLane(TaskRunner.Lane.FILES, files);
        }

        String note() {
            return lookup("#welcome-examples-note").tryQuery().map(n -> ((Label) n).getText()).orElse("(none)");
        }

        List<String> cardTitles() {
            return lookup(".example-card .card-title").queryAllAs(Label.class).stream().map(Label::getText).toList();
        }

        void letTheReadEnd() {
            assertTrue(files.waiting() > 0, "the examples are being read");
            files.release();
            // the page hears of the examples on the JavaFX thread, after the window's first frame
            FxWait.until("the examples found after the read ended", () -> !WelcomeView.LOOKING.equals(note()));
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    @Nested
    class WithTheSeedExamples extends HeldExamples {
        @Test
        void saysItIsLookingUntilTheExamplesAreReadThenShowsThem() {
            assertTrue(lookup("#welcome").query().isVisible(), "the start page is shown");
            assertEquals(WelcomeView.LOOKING, note());
            assertEquals(List.of(), cardTitles());
            dev.docshape.app.designer.testing.Shots.save(this, window.scene().getRoot(), "wip-welcome-looking");

            letTheReadEnd();
            assertEquals("(none)", note(), "no note once the cards are there");
            assertEquals(8, cardTitles().size(), cardTitles().toString());
        }
    }

    @Nested
    class WithoutAnExamplesFolder extends HeldExamples {
        @Override
        protected ExampleCatalog examples() {
            return new ExampleCatalog(store(), null);
        }

        @Test
        void saysItIsLookingThenWhereItLooked() {
            assertEquals(WelcomeView.LOOKING, note(), "not 'none found' while still looking");

            letTheReadEnd();
            assertEquals(WelcomeView.NONE_FOUND, note());
            assertEquals(List.of(), cardTitles());
        }
    }
}
