package dev.docshape.model.edit;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.ExampleDocument;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.estimate.DocumentSizer;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A field's listed values (decision 0555): set and emptied by one undoable step named after the field, the example
 * documents take them in turn, a string listing them and no size is sized by their average UTF-8 length, and bad
 * lists are refused naming the field.
 */
class FieldValuesEditTest {
    private static final List<Object> STATUSES = List.of("open", "in_progress", "resolved", "closed");
    private static final Project ISSUES = new Project("issues", "", new DataModel(List.of(Entity.of("issue", "Issue", List.of(
            Field.string("title", 60), Field.of("status", FieldType.STRING), Field.of("points", FieldType.INTEGER).withDistinctValues(3),
            Field.of("due", FieldType.DATE)), 20)),
            List.of(), List.of()), List.of(Design.named("d")), "d");

    private static Field field(Project p, String name) {
        return p.model().requireEntity("issue").field(name).orElseThrow();
    }

    private static String example(Project p) {
        return ExampleDocument.render(Projector.project(p.model(), p.active()).collection("Issue").orElseThrow(), Profile.mongodb());
    }

    private static double avgBytes(Project p) {
        return DocumentSizer.size(Projector.project(p.model(), p.active()).collection("Issue").orElseThrow().document(),
                Profile.mongodb()).avgBytes();
    }

    @Test
    void valuesAreListedShownInTheExampleAndUndoneInOneStep() {
        History history = new History(ISSUES);
        history.execute(Edits.setFieldValues(history.project(), "issue", "status", STATUSES));
        assertEquals(STATUSES, field(history.project(), "status").values());
        assertEquals(4, field(history.project(), "status").distinctValues());
        assertEquals("Set values of Issue.status to open, in_progress, resolved, closed",
                history.undoDescription().orElseThrow().replace("Undo ", ""));
        assertTrue(example(history.project()).contains("\"status\": \"open\""), example(history.project()));
        assertTrue(!example(history.project()).contains("\"active\""), "no padded word: " + example(history.project()));
        history.undo();
        assertNull(field(history.project(), "status").values());
        assertNull(field(history.project(), "status").distinctValues(), "undone, the field declares nothing again");
    }

    @Test
    void listingValuesOnACountedFieldIsUndoneToTheCount() {
        History history = new History(ISSUES);
        history.execute(Edits.setFieldValues(history.project(), "issue", "points", List.of(1, 2, 3, 5, 8)));
        assertEquals(List.of(1L, 2L, 3L, 5L, 8L), field(history.project(), "points").values());
        assertEquals(5, field(history.project(), "points").distinctValues());
        history.undo();
        assertEquals(3, field(history.project(), "points").distinctValues());
        assertNull(field(history.project(), "points").values());
        history.redo();
        history.execute(Edits.setFieldValues(history.project(), "issue", "points", null));
        assertEquals("List no values of Issue.points", history.undoDescription().orElseThrow().replace("Undo ", ""));
        assertNull(field(history.project(), "points").distinctValues());
    }

    @Test
    void anotherCountDropsTheValuesAndUndoingGivesThemBack() {
        History history = new History(ISSUES);
        history.execute(Edits.setFieldValues(history.project(), "issue", "status", STATUSES));
        history.execute(Edits.setFieldDistinctValues(history.project(), "issue", "status", 5));
        assertEquals(5, field(history.project(), "status").distinctValues());
        assertNull(field(history.project(), "status").values());
        history.undo();
        assertEquals(STATUSES, field(history.project(), "status").values(), "one undo gives the values back");
    }

    @Test
    void oneValueIsTheConstantAndSeveralReplaceItInOneStep() {
        History history = new History(ISSUES);
        history.execute(Edits.setFieldValues(history.project(), "issue", "status", List.of("open")));
        assertEquals("open", field(history.project(), "status").constant());
        assertEquals("Set constant of Issue.status to \"open\"", history.undoDescription().orElseThrow().replace("Undo ", ""));
        history.execute(Edits.setFieldValues(history.project(), "issue", "status", STATUSES));
        assertNull(field(history.project(), "status").constant());
        assertEquals(STATUSES, field(history.project(), "status").values());
        history.undo();
        assertEquals("open", field(history.project(), "status").constant(), "undone, the constant is back");
        assertNull(field(history.project(), "status").values());
    }

    @Test
    void aStringListingValuesIsSizedByTheirAverageUtf8Length() {
        Project listed = new History(ISSUES).project();
        double before = avgBytes(listed);
        // open 4, in_progress 11, resolved 8, closed 6: 29 / 4 = 7.25, counted as 7 bytes instead of the default 16
        Project after = Edits.setFieldValues(listed, "issue", "status", STATUSES).apply(listed);
        assertEquals(7, field(after, "status").sizedAvgSize());
        assertEquals(before - 9, avgBytes(after), 1e-9);
        Project wide = Edits.setFieldValues(listed, "issue", "status", List.of("fermé", "réglé")).apply(listed);
        assertEquals(7, field(wide, "status").sizedAvgSize(), "UTF-8 bytes, not characters: 6 + 7 (5 + 5 characters)");
        Project declared = Edits.setFieldValues(listed, "issue", "title", STATUSES).apply(listed);
        assertEquals(60, field(declared, "title").sizedAvgSize(), "a declared size wins");
    }

    @Test
    void badListsAreRefusedNamingTheField() {
        String[] messages = {
                assertThrows(IllegalArgumentException.class, () -> Edits.setFieldValues(ISSUES, "issue", "points", List.of(1))).getMessage(),
                assertThrows(IllegalArgumentException.class, () -> Edits.setFieldValues(ISSUES, "issue", "status", List.of("a", "a"))).getMessage(),
                assertThrows(IllegalArgumentException.class, () -> Edits.setFieldValues(ISSUES, "issue", "status", List.of("a", 2))).getMessage(),
                assertThrows(IllegalArgumentException.class, () -> Edits.setFieldValues(ISSUES, "issue", "points", List.of(1, 2.5))).getMessage(),
                assertThrows(IllegalArgumentException.class, () -> Edits.setFieldValues(ISSUES, "issue", "due", List.of(1, 2))).getMessage()};
        for (String m : messages) assertTrue(m.contains("'status'") || m.contains("'points'") || m.contains("'due'"), m);
        assertTrue(messages[1].contains("\"a\" twice"), messages[1]);
    }
}
