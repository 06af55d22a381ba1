package dev.docshape.app.designer;

import dev.docshape.app.designer.testing.DesignerTestBase;
import dev.docshape.app.designer.testing.LabelOverlaps;
import dev.docshape.app.designer.testing.LineOverlaps;
import dev.docshape.app.designer.testing.Shots;
import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.shape.LineTo;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.Node;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Several self-relationships on one card (an employee's manager, mentor and buddy; a category's parent) are drawn as
 * loops on the card's sides (decisions 0560, 0569): each loop apart from the others and starting and ending on its card,
 * however short the card, and each badge and caption shown whole, over no card, no other label and no other loop, and
 * inside the canvas's view, so every name can be read. Screenshot: {@code target/screenshots/stacked-loops.png}.
 */
class StackedLoopsTest extends DesignerTestBase {
    private static final List<String> LOOPS = List.of("employee-buddy", "employee-manager", "employee-mentor");

    @Test
    void loopsOnOneCardLieApartAndTheirLabelsCanBeRead() {
        interact(() -> {
            vm.document().open(staff(), null);
            vm.welcomeVisible().set(false);
        });
        WaitForAsyncUtils.waitForFxEvents();
        interact(() -> canvas().fitToWindow());
        WaitForAsyncUtils.waitForFxEvents();
        Shots.save(this, canvas(), "stacked-loops");

        List<String> unreadable = new ArrayList<>();
        List<String> offTheCard = new ArrayList<>();
        List<Bounds> loops = new ArrayList<>();
        Node card = entityView("employee");
        Bounds employee = card.localToScene(card.getLayoutBounds());
        for (String id : LOOPS) {
            Path line = (Path) relationshipView(id).lookup(".relationship-line");
            loops.add(line.localToScene(line.getLayoutBounds()));
            for (Point2D end : ends(line)) {
                boolean onASide = Math.abs(end.getX() - employee.getMinX()) < 1 || Math.abs(end.getX() - employee.getMaxX()) < 1;
                if (!onASide || end.getY() < employee.getMinY() || end.getY() > employee.getMaxY()) {
                    offTheCard.add(id + " ends at " + end + ", off the card " + employee);
                }
            }
            Text caption = (Text) relationshipView(id).lookup(".relationship-label");
            if (!caption.isVisible() || !relationshipView(id).badge().isVisible()) unreadable.add(id + ": its labels are hidden");
            if (!caption.getText().contains(relationshipName(id))) unreadable.add(id + ": its caption says " + caption.getText());
        }
        List<String> crossing = new ArrayList<>();
        for (int i = 0; i < loops.size(); i++) {
            for (int j = i + 1; j < loops.size(); j++) {
                if (loops.get(i).intersects(loops.get(j))) crossing.add(LOOPS.get(i) + " meets " + LOOPS.get(j));
            }
        }
        assertAll(() -> assertEquals(List.of(), crossing, "each loop lies apart from the others"),
                () -> assertEquals(List.of(), offTheCard, "each loop starts and ends on the side of its card"),
                () -> assertEquals(List.of(), LineOverlaps.of(this, "staff"), "no loop lies on another"),
                () -> assertEquals(List.of(), LabelOverlaps.of(this, "staff"), "no label over a card or another label"),
                () -> assertEquals(List.of(), LineOverlaps.labelsOverOtherLines(this, "staff"), "no label over another loop"),
                () -> assertEquals(List.of(), LabelOverlaps.pastTheEdge(this, "staff", canvasView()), "every label in view"),
                () -> assertEquals(List.of(), unreadable, "every loop's badge and caption shown, with its name"),
                () -> assertTrue(loops.size() == 3, "three loops drawn"));
    }

    /** The first and the last point of a line (scene coordinates). */
    private static List<Point2D> ends(Path line) {
        MoveTo first = (MoveTo) line.getElements().get(0);
        LineTo last = (LineTo) line.getElements().get(line.getElements().size() - 1);
        return List.of(line.localToScene(first.getX(), first.getY()), line.localToScene(last.getX(), last.getY()));
    }

    private String relationshipName(String id) {
        return vm.diagram().relationship(id).relationship().name();
    }

    /** One employee card with three loops and a department beside it, as a staff directory is drawn. */
    private static Project staff() {
        Entity employee = new Entity("employee", "Employee", List.of(Field.string("name", 40), Field.string("email", 60)),
                10_000, 0, new Position(60, 60));
        Entity department = new Entity("department", "Department", List.of(Field.string("name", 30)), 50, 0, new Position(520, 60));
        List<Relationship> relationships = List.of(
                loop("employee-manager", "reports", Cardinality.ONE_TO_MANY),
                loop("employee-mentor", "mentees", Cardinality.ONE_TO_FEW),
                loop("employee-buddy", "buddy", Cardinality.ONE_TO_ONE),
                new Relationship("department-employees", "department", "employee", "employees", null, Cardinality.ONE_TO_MANY,
                        200, null, 1, false, Volatility.STABLE));
        DataModel model = new DataModel(List.of(employee, department), relationships, List.of());
        Mapping referenced = Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID);
        Design design = new Design("default", Map.of("employee-manager", referenced, "employee-mentor", referenced, "employee-buddy", referenced), Set.of());
        return new Project("Staff", "", model, List.of(design), "default");
    }

    private static Relationship loop(String id, String name, Cardinality kind) {
        Integer max = kind == Cardinality.ONE_TO_ONE ? Integer.valueOf(1) : kind == Cardinality.ONE_TO_FEW ? Integer.valueOf(5) : null;
        return new Relationship(id, "employee", "employee", name, null, kind, kind == Cardinality.ONE_TO_ONE ? 1 : 3, max, 1, false,
                Volatility.STABLE);
    }
}
