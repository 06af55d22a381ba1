package dev.docshape.app.analysis;

import dev.docshape.app.analysis.testing.PanelViews;
import dev.docshape.app.analysis.preview.PreviewView;
import dev.docshape.app.analysis.preview.PreviewViewModel;
import dev.docshape.app.analysis.testing.Examples;
import dev.docshape.app.analysis.testing.PanelTestBase;
import dev.docshape.app.analysis.testing.Seen;
import dev.docshape.app.analysis.trips.RoundTripsView;
import dev.docshape.app.analysis.trips.RoundTripsViewModel;
import dev.docshape.app.analysis.trips.TripRow;
import dev.docshape.model.profile.Profile;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.input.Clipboard;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The preview's copy and folding, and the switch between the MongoDB and Cosmos DB profiles. */
class PreviewAndProfileTest extends PanelTestBase {
    private PreviewView preview;
    private RoundTripsView trips;
    private PreviewViewModel vm;

    @BeforeEach
    void showPatron() {
        open(Examples.load("s7-patron-address.docshape"), a -> {
            vm = new PreviewViewModel(a);
            preview = PanelViews.preview(vm);
            trips = new RoundTripsView(new RoundTripsViewModel(a));
            return new SplitPane(preview, trips);
        }, 1000, 600);
        interact(() -> selection.selectEntity("patron"));
    }

    @Test
    void copyPutsTheDocumentOnTheClipboard() {
        clickOn("#preview-copy");
        String[] copied = new String[1];
        interact(() -> copied[0] = Clipboard.getSystemClipboard().getString());
        assertEquals(vm.jsonText(), copied[0]);
        assertTrue(copied[0].startsWith("{\n  \"_id\": "), copied[0]);
        assertTrue(copied[0].contains("\"address\": {"), copied[0]);
    }

    @Test
    void foldingIsKeptWhenTheDocumentChanges() {
        assertTrue(Seen.treeLines(this, preview.json()).stream().anyMatch(l -> l.startsWith("\"address\": {")));
        clickOn("#preview-collapse");
        List<String> folded = Seen.treeLines(this, preview.json());
        assertTrue(folded.stream().anyMatch(l -> l.startsWith("\"address\": { … }")), folded.toString());
        edit(p -> dev.docshape.model.edit.Edits.addField(p, "patron",
                dev.docshape.model.Field.string("nickname", 8)));
        List<String> after = Seen.treeLines(this, preview.json());
        assertTrue(after.stream().anyMatch(l -> l.startsWith("\"nickname\"")), after.toString());
        assertTrue(after.stream().anyMatch(l -> l.startsWith("\"address\": { … }")), "still folded: " + after);
        clickOn("#preview-expand");
        assertTrue(Seen.treeLines(this, preview.json()).stream().anyMatch(l -> l.startsWith("\"city\"")));
    }

    @Test
    void theCosmosProfileCountsJsonTextAndTheFiguresShowTheMove() {
        String mongoSize = lookup("#preview-size").queryAs(Label.class).getText();
        assertTrue(mongoSize.endsWith("limit 16 MiB"), mongoSize);
        clickOn("#trips-profile-cosmos");
        assertEquals(Profile.cosmos(), analysis.profileProperty().get());
        String cosmosSize = lookup("#preview-size").queryAs(Label.class).getText();
        assertTrue(cosmosSize.endsWith("limit 2 MiB"), cosmosSize);
        assertNotEquals(mongoSize, cosmosSize);
        assertTrue(Seen.treeLines(this, preview.json()).get(1).startsWith("\"id\": "), "Cosmos DB names the id 'id'");
        String bytes = Seen.figure(this, trips.table(), "read-patron-with-address", TripRow.Column.BYTES_READ.nodeId());
        assertTrue(bytes.contains(" → "), "JSON text and BSON sizes differ: " + bytes);
        assertEquals("1", Seen.figure(this, trips.table(), "read-patron-with-address", TripRow.Column.ROUND_TRIPS.nodeId()),
                "round trips do not depend on the profile");
        clickOn("#trips-profile-mongodb");
        assertFalse(Seen.treeLines(this, preview.json()).get(1).startsWith("\"id\": "));
    }

    @Test
    void requestUnitsAreShownOnlyUnderCosmosDb() {
        assertEquals(Profile.mongodb(), analysis.profileProperty().get());
        assertFalse(ruColumnVisible(), "MongoDB bills no request units");
        assertFalse(lookup("#trips-chart-request-units").query().isVisible());
        clickOn("#trips-profile-cosmos");
        assertTrue(ruColumnVisible());
        assertTrue(lookup("#trips-chart-request-units").query().isVisible());
        clickOn("#trips-chart-request-units");
        clickOn("#trips-profile-mongodb");
        assertFalse(ruColumnVisible());
        assertTrue(lookup("#trips-chart-round-trips").queryAs(javafx.scene.control.ToggleButton.class).isSelected(),
                "the chart falls back to round trips");
    }

    private boolean ruColumnVisible() {
        boolean[] visible = new boolean[1];
        interact(() -> visible[0] = trips.table().getColumns().stream()
                .filter(c -> TripRow.Column.RU.nodeId().equals(c.getId())).findFirst().orElseThrow().isVisible());
        return visible[0];
    }
}
