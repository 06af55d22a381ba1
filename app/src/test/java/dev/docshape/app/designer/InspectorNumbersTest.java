package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Project;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The inspector writes a noisy average and a tiny rate as people read them (decision 0561), as the CLI does. */
class InspectorNumbersTest extends DesignerTestBase {

    @Test
    void aNoisyAverageAndATinyRateAreShownReadably() {
        Project blog = Models.blog();
        show(blog.withModel(blog.model()
                .updateRelationship("post-comments", r -> r.withCounts(39.989999999999995, null))
                .updateEntity("author", e -> e.withUpdatesPerDay(0.0005))));
        clickRelationship("post-comments");
        assertEquals("39.99", lookup("#inspector-avg-count").queryAs(TextField.class).getText());
        clickEntity("author");
        assertEquals("0.0005", lookup("#inspector-entity-updates").queryAs(TextField.class).getText());
    }
}
