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
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A string or boolean field's constant is declared and cleared by an undoable edit named after the field, the example
 * document shows it in every instance (decision 0538, 0544), and a constant a field cannot hold is refused.
 */
class FieldConstantEditTest {
    private static final Project SITES = new Project("sites", "", new DataModel(List.of(Entity.of("site", "Site", List.of(
            Field.string("type", 5), Field.of("active", FieldType.BOOLEAN), Field.of("floors", FieldType.INTEGER),
            Field.string("status", 6).withDistinctValues(3)), 20)),
            List.of(), List.of()), List.of(Design.named("d")), "d");

    private static Object constant(Project p, String field) {
        return p.model().requireEntity("site").field(field).orElseThrow().constant();
    }

    private static String example(Project p) {
        return ExampleDocument.render(Projector.project(p.model(), p.active()).collection("Site").orElseThrow(), Profile.mongodb());
    }

    @Test
    void aConstantIsDeclaredShownInTheExampleAndUndoneInOneStep() {
        History history = new History(SITES);
        history.execute(Edits.setFieldConstant(history.project(), "site", "type", "Point"));
        assertEquals("Point", constant(history.project(), "type"));
        assertEquals("Set constant of Site.type to \"Point\"", history.undoDescription().orElseThrow().replace("Undo ", ""));
        assertTrue(example(history.project()).contains("\"type\": \"Point\""), example(history.project()));
        history.execute(Edits.setFieldConstant(history.project(), "site", "active", true));
        assertEquals("Set constant of Site.active to true", history.undoDescription().orElseThrow().replace("Undo ", ""));
        history.execute(Edits.setFieldConstant(history.project(), "site", "type", null));
        assertEquals("Declare no constant of Site.type", history.undoDescription().orElseThrow().replace("Undo ", ""));
        history.undo();
        assertEquals("Point", constant(history.project(), "type"));
        history.undo();
        history.undo();
        assertNull(constant(history.project(), "type"));
        assertTrue(!example(history.project()).contains("\"Point\""), "undone, the example is the name's again");
    }

    @Test
    void aConstantTheFieldCannotHoldIsRefusedNamingIt() {
        IllegalArgumentException number = assertThrows(IllegalArgumentException.class, () -> Edits.setFieldConstant(SITES, "site", "floors", "3"));
        assertTrue(number.getMessage().contains("floors"), number.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Edits.setFieldConstant(SITES, "site", "active", "yes"));
        IllegalArgumentException counted = assertThrows(IllegalArgumentException.class, () -> Edits.setFieldConstant(SITES, "site", "status", "open"));
        assertTrue(counted.getMessage().contains("status"), counted.getMessage());
    }
}
