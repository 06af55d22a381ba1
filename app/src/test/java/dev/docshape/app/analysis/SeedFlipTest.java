package dev.docshape.app.analysis;

import dev.docshape.app.analysis.preview.PreviewView;
import dev.docshape.app.analysis.preview.PreviewViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.model.Project;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Flips a relationship in each seed example (to the mapping of the example's other design) and
 * checks that the preview and the round-trip figures the user sees move to the values of
 * docs/domain.md §3.
 */
class SeedFlipTest extends PanelTestBase {
    private PreviewView preview;
    private RoundTripsView trips;

    private void show(String example) {
        Project project = Examples.load(example);
        open(project, a -> {
            preview = new PreviewView(new PreviewViewModel(a));
            trips = new RoundTripsView(new RoundTripsViewModel(a));
            return new SplitPane(preview, trips);
        }, 1100, 640);
    }

    private String cell(String patternId, TripRow.Column column) {
        return Seen.tableCell(this, trips.table(), patternId, column.nodeId());
    }

    private List<String> previewLines() {
        return Seen.treeLines(this, preview.json());
    }

    private void showCollection(String name) {
        interact(() -> lookup("#preview-collection").queryAs(ComboBox.class).setValue(name));
    }

    private String sizeText() {
        return lookup("#preview-size").queryAs(Label.class).getText();
    }

    @Test
    void s1ReferencingAddressesAndContactsCostsTwoMoreRoundTrips() {
        show("s1-person-contacts.docshape");
        interact(() -> selection.selectEntity("person"));
        assertEquals("1", cell("read-person", TripRow.Column.ROUND_TRIPS));
        assertTrue(previewLines().stream().anyMatch(l -> l.startsWith("\"addresses\": [")), previewLines().toString());

        flip("person-addresses", Examples.mappingIn(project(), "referenced", "person-addresses"));
        assertEquals("1 → 2", cell("read-person", TripRow.Column.ROUND_TRIPS));
        assertFalse(previewLines().stream().anyMatch(l -> l.contains("\"addresses\"")), "addresses left the person document");

        flip("person-contacts", Examples.mappingIn(project(), "referenced", "person-contacts"));
        assertEquals("2 → 3", cell("read-person", TripRow.Column.ROUND_TRIPS));
        assertEquals("2", cell("read-person", TripRow.Column.DEPTH), "the two lookups are independent");
        assertEquals("3 → 6", cell("read-person", TripRow.Column.DOCS_READ));
        assertEquals("2 → 3", cell("update-person", TripRow.Column.ROUND_TRIPS));
    }
}
