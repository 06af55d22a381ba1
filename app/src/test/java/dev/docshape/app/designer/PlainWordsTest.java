package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.Models;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.validate.ModelValidator;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 15, item 6: no hidden side effects, and words that agree with what the program does. */
class PlainWordsTest extends DesignerTestBase {

    private Label label(String id) {
        return lookup("#" + id).queryAs(Label.class);
    }

    private Mapping mapping(String relationshipId) {
        var r = project().model().relationship(relationshipId).orElseThrow();
        return project().active().mappingFor(r);
    }

    @Test
    void tickingContainsChangesNoMappingAndTheInspectorSaysSo() {
        show(Models.blog());
        interact(() -> vm.selection().selectRelationship("author-posts"));
        assertFalse(label("inspector-contains-note").isVisible());
        clickOn("#inspector-contains");
        assertTrue(project().model().relationship("author-posts").orElseThrow().contains());
        assertInstanceOf(Reference.class, mapping("author-posts").strategy(), "the mapping stays as it was");
        assertEquals("Mark Author.posts as contained", vm.document().undoDescriptionProperty().get());
        assertTrue(label("inspector-contains-note").isVisible());
        assertTrue(label("inspector-contains-note").getText().contains("changes no mapping"), label("inspector-contains-note").getText());
        dev.docshape.app.designer.testing.Shots.save(this, window.view().sideTabs(), "ui-contains-note");
    }

    @Test
    void switchingDesignsIsNeitherAnUndoStepNorAnUnsavedChangeButIsSaved() {
        Path file = home.resolve("blog.docshape");
        interact(() -> {
            vm.document().open(Models.blogWithTwoDesigns(), file);
            vm.welcomeVisible().set(false);
        });
        clickOn("#design-picker").clickOn("normalized");
        assertEquals("normalized", project().activeDesign());
        assertInstanceOf(Reference.class, mapping("post-tags").strategy(), "the canvas shows the other design");
        assertFalse(vm.document().isModified(), "switching designs is no unsaved change");
        assertFalse(vm.document().canUndoProperty().get(), "nor an undo step");
        assertEquals("blog.docshape — DocShape", window.stage().getTitle());

        clickEntity("post");
        clickOn("#inspector-add-field");
        type(javafx.scene.input.KeyCode.ESCAPE);
        clickOn("#inspector-add-field");
        type(javafx.scene.input.KeyCode.ENTER);
        assertTrue(vm.document().isModified());
        interact(() -> vm.files().save());
        Project saved = ((dev.docshape.app.designer.testing.MemoryStore) store()).files.get(file);
        assertEquals("normalized", saved.activeDesign(), "the design shown is saved with the project");
    }

    @Test
    void anExtendedReferenceWithoutCopiedFieldsIsWarnedAbout() {
        show(Models.blog());
        interact(() -> vm.selection().selectRelationship("author-posts"));
        clickOn("#mapping-extended");
        assertInstanceOf(ExtendedReference.class, mapping("author-posts").strategy());
        assertTrue(label("inspector-warning").isVisible());
        assertTrue(label("inspector-warning").getText().contains("copies no fields"), label("inspector-warning").getText());
        assertTrue(ModelValidator.validate(project()).stream().anyMatch(p -> p.message().contains("copies no fields")),
                "the validator warns too");

        clickOn(lookup("#copied-field-name").queryAs(CheckBox.class));
        assertEquals(java.util.List.of("name"), ((ExtendedReference) mapping("author-posts").strategy()).copiedFields());
        assertFalse(label("inspector-warning").isVisible());
    }

    @Test
    void theOwnCollectionBoxAgreesWithTheTextBelowIt() {
        show(Models.blog());
        clickEntity("author");
        CheckBox own = lookup("#inspector-entity-standalone").queryAs(CheckBox.class);
        assertTrue(own.isSelected(), "Author is stored in its own collection, and the box says so");
        assertTrue(own.isDisabled());
        assertTrue(lookup(".inspector-note").queryAllAs(Label.class).stream().anyMatch(l -> l.getText().startsWith("Stored in its own collection")));

        clickEntity("tag");
        assertFalse(own.isSelected(), "Tag lives in Post's documents");
        assertFalse(own.isDisabled());
        clickOn(own);
        assertTrue(project().active().standalone().contains("tag"));
        assertTrue(own.isSelected());
        assertTrue(lookup(".inspector-note").queryAllAs(Label.class).stream().anyMatch(l -> l.getText().startsWith("Stored in its own collection, also")));
    }
}
