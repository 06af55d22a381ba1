package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.patterns.PatternChanges;
import dev.docshape.app.analysis.patterns.PatternsView;
import dev.docshape.app.analysis.patterns.PatternsViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import javafx.scene.control.ComboBox;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The access-pattern editor: add, edit and delete patterns, each an undoable change the figures follow. */
class PatternEditorTest extends PanelTestBase {
    private PatternsView patterns;
    private RoundTripsView trips;

    @BeforeEach
    void showReferencedPersons() {
        var project = Examples.load("s1-person-contacts.docshape");
        open(project.withActiveDesign("referenced"), a -> {
            patterns = PanelViews.patterns(new PatternsViewModel(a.source(), a.selection()));
            trips = new RoundTripsView(new RoundTripsViewModel(a));
            return new SplitPane(patterns, trips);
        }, 1100, 760);
    }

    private String trips(String patternId, TripRow.Column column) {
        return Seen.figure(this, trips.table(), patternId, column.nodeId());
    }

    private ReadPattern read(String id) {
        return (ReadPattern) project().model().pattern(id).orElseThrow();
    }

    private void pick(String patternName) {
        clickOn(patternName);
    }

    @Test
    void unfollowingARelationshipMovesTheRoundTripsAndUndoesInOneStep() {
        assertEquals("3", trips("read-person", TripRow.Column.ROUND_TRIPS));
        pick("read person with addresses and contact details");
        clickOn("#include-person-addresses");
        assertEquals(List.of("person-contacts"), read("read-person").includes().stream().map(Include::relationship).toList());
        assertEquals("3 → 2", trips("read-person", TripRow.Column.ROUND_TRIPS));
        assertEquals("Change access pattern 'read person with addresses and contact details'",
                source.history().undoDescription().orElseThrow());

        undo();
        assertEquals(2, read("read-person").includes().size());
        assertEquals("2 → 3", trips("read-person", TripRow.Column.ROUND_TRIPS));
        assertTrue(lookup("#include-person-addresses").queryAs(javafx.scene.control.CheckBox.class).isSelected(),
                "the form shows the pattern as the project has it after undo");
    }

    @Test
    void fieldsAndNestedIncludesAreTickedPerRelationship() {
        pick("read person with addresses and contact details");
        clickOn("#include-field-person-addresses-city");
        assertEquals(List.of("city"), read("read-person").includes().stream()
                .filter(i -> i.relationship().equals("person-addresses")).findFirst().orElseThrow().fields());
        clickOn("#include-person-contacts/contact-type");
        assertTrue(read("read-person").includes().stream().filter(i -> i.relationship().equals("person-contacts"))
                .findFirst().orElseThrow().includes().isEmpty(), "the nested include was unticked");
        clickOn("#count-person-addresses");
        assertEquals(List.of("person-addresses"), read("read-person").counts());
    }

    @Test
    void aCountOnAnIncludedRelationshipIsTickedUnderItAndCostsACountQueryWhenTheLinksAreElsewhere() {
        pick("read person with addresses and contact details");
        assertEquals("number of type", lookup("#include-count-person-contacts-contact-type")
                .queryAs(javafx.scene.control.CheckBox.class).getText());
        clickOn("#include-count-person-contacts-contact-type");
        Include contacts = read("read-person").includes().stream().filter(i -> i.relationship().equals("person-contacts"))
                .findFirst().orElseThrow();
        assertEquals(List.of("contact-type"), contacts.counts(), "each contact detail's type is counted");
        assertEquals("3", trips("read-person", TripRow.Column.ROUND_TRIPS), "the embedded type is counted in the document in hand");
        undo();

        flip("contact-type", dev.docshape.model.mapping.Mapping.reference(dev.docshape.model.mapping.Placement.CHILD_HOLDS_PARENT_ID));
        String[] shown = trips("read-person", TripRow.Column.ROUND_TRIPS).split(" ");
        int referenced = Integer.parseInt(shown[shown.length - 1]);
        clickOn("#include-count-person-contacts-contact-type");
        assertEquals(referenced + " → " + (referenced + 1), trips("read-person", TripRow.Column.ROUND_TRIPS),
                "one count query for all the contact details, whose types are in a collection of their own");
        undo();
        undo();
        assertTrue(read("read-person").includes().stream().allMatch(i -> i.counts().isEmpty()), "undo takes the count back");
        assertFalse(lookup("#include-count-person-contacts-contact-type").queryAs(javafx.scene.control.CheckBox.class).isSelected());
    }

    @Test
    void aFilterWithMatchesAndLimitReadsMoreRoots() {
        pick("read person with addresses and contact details");
        clickOn("#pattern-filter");
        assertEquals(Selection.FILTER, read("read-person").selection());
        doubleClickOn("#pattern-matches").write("50").type(KeyCode.ENTER);
        doubleClickOn("#pattern-limit").write("20").type(KeyCode.ENTER);
        assertEquals(50, read("read-person").expectedMatches());
        assertEquals(20, read("read-person").limit());
        assertEquals(20, read("read-person").rootsRead());
        String docs = trips("read-person", TripRow.Column.DOCS_READ);
        assertTrue(docs.endsWith("→ 120"), "20 persons with 2 addresses and 3 contacts each: " + docs);
    }

    @Test
    void aFilterTakesTheFirstRootsByAnOrder() {
        pick("read person with addresses and contact details");
        clickOn("#pattern-filter");
        doubleClickOn("#pattern-matches").write("50").type(KeyCode.ENTER);
        String field = lookup("#pattern-order-field").queryAs(ComboBox.class).getItems().get(1).toString();
        clickOn("#pattern-order-field");
        clickOn(lookup(".combo-box-popup .list-cell").match((javafx.scene.control.ListCell<?> c) -> field.equals(c.getText()))
                .queryAs(javafx.scene.control.ListCell.class));
        assertEquals(new dev.docshape.model.mapping.Ordering(field, dev.docshape.model.mapping.Ordering.Direction.DESCENDING),
                read("read-person").order());
        assertEquals(10, read("read-person").limit(), "an order without a limit takes the first 10");
        assertEquals("10", lookup("#pattern-limit").queryAs(javafx.scene.control.TextField.class).getText());
        assertTrue(trips("read-person", TripRow.Column.DOCS_READ).endsWith("→ 60"),
                "10 persons with 2 addresses and 3 contacts each: " + trips("read-person", TripRow.Column.DOCS_READ));
        undo();
        assertEquals(null, read("read-person").order());
    }

    @Test
    void renameAndFrequencyAreCommittedWithEnter() {
        pick("update person with contacts and addresses");
        doubleClickOn("#pattern-frequency").eraseText(3).write("10").type(KeyCode.ENTER);
        assertEquals(10, project().model().pattern("update-person").orElseThrow().frequency());
        clickOn("#pattern-name").press(KeyCode.CONTROL).press(KeyCode.A).release(KeyCode.A).release(KeyCode.CONTROL)
                .write("save profile").type(KeyCode.ENTER);
        assertEquals("save profile", project().model().pattern("update-person").orElseThrow().name());
        assertEquals("save profile", Seen.tableCellGraphicText(this, trips.table(), "update-person", "trips-col-pattern").split("\n")[0]);
    }

    @Test
    void enterOnAFrequencyShownRoundedWritesNothing() {
        edit(p -> Edits.replacePattern(p, "update-person",
                PatternChanges.withFrequency(p.model().pattern("update-person").orElseThrow(), 0.1234567890123456)));
        pick("update person with contacts and addresses");
        assertEquals("0.123456789012", lookup("#pattern-frequency").queryAs(javafx.scene.control.TextField.class).getText());
        int steps = source.history().undoDepth();
        clickOn("#pattern-frequency").type(KeyCode.ENTER);
        assertEquals(0.1234567890123456, project().model().pattern("update-person").orElseThrow().frequency(), 0,
                "the figure shown rounded is not written back (decision 0570)");
        assertEquals(steps, source.history().undoDepth(), "no undo step");
    }

    @Test
    void addingAWriteOfTheSelectedEntityAndChangingItsKind() {
        interact(() -> selection.selectEntity("address"));
        clickOn("#pattern-add-write");
        WritePattern added = (WritePattern) project().model().pattern("add-address").orElseThrow();
        assertEquals(WriteKind.INSERT, added.kind());
        assertEquals("address", added.entity());
        assertEquals("1", trips("add-address", TripRow.Column.DOCS_WRITTEN));

        interact(() -> lookup("#pattern-relationship").queryAs(ComboBox.class).setValue("person-addresses"));
        assertEquals("person-addresses", ((WritePattern) project().model().pattern("add-address").orElseThrow()).relationship());

        interact(() -> lookup("#pattern-kind").queryAs(ComboBox.class).setValue(
                dev.docshape.app.analysis.patterns.PatternChanges.Kind.READ));
        assertInstanceOf(ReadPattern.class, project().model().pattern("add-address").orElseThrow());

        clickOn("#pattern-delete");
        assertFalse(project().model().pattern("add-address").isPresent());
        assertEquals(4, source.history().undoDepth(), "add, relationship, kind and delete: each one step");
    }

    @Test
    void aFrequencyThatIsNoNumberIsRefusedWithTheReason() {
        pick("update person with contacts and addresses");
        var before = project();
        doubleClickOn("#pattern-frequency").eraseText(3).write("often").type(KeyCode.ENTER);
        assertEquals(before, project(), "nothing changed");
        assertEquals("The frequency must be a number of at least 0, not 'often'",
                lookup("#pattern-problem").queryAs(javafx.scene.control.Label.class).getText());
    }

    @Test
    void theFormFollowsChangesMadeElsewhere() {
        pick("read person with addresses and contact details");
        assertTrue(lookup("#include-person-addresses").tryQuery().isPresent());
        interact(() -> source.execute(Edits.removeRelationship(project(), "person-addresses")));
        assertFalse(lookup("#include-person-addresses").tryQuery().isPresent(), "the relationship left the form");
        undo();
        assertTrue(lookup("#include-person-addresses").queryAs(javafx.scene.control.CheckBox.class).isSelected());
    }
}
