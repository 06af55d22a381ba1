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
 * docs/counting-rules.md#seed-scenarios.
 */
class SeedFlipTest extends PanelTestBase {
    private PreviewView preview;
    private RoundTripsView trips;

    private void show(String example) {
        Project project = Examples.load(example);
        open(project, a -> {
            preview = PanelViews.preview(new PreviewViewModel(a));
            trips = new RoundTripsView(new RoundTripsViewModel(a));
            return new SplitPane(preview, trips);
        }, 1100, 640);
    }

    private String cell(String patternId, TripRow.Column column) {
        return Seen.figure(this, trips.table(), patternId, column.nodeId());
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

    /** Opens the example, selects the entity and checks that its document preview has a line starting with {@code line}. */
    private void showPreviewing(String example, String entity, String line) {
        show(example);
        interact(() -> selection.selectEntity(entity));
        assertTrue(previewLines().stream().anyMatch(l -> l.startsWith(line)), previewLines().toString());
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

    private void flipTo(String design, String relationshipId) {
        flip(relationshipId, Examples.mappingIn(project(), design, relationshipId));
    }

    @Test
    void s2EmbeddingUnboundedCommentsHasNoMaximumSizeAndSubsetWithBucketsWritesTwice() {
        show("s2-post-comments.docshape");
        var subsetAndBuckets = Examples.mappingIn(project(), "subset-bucket", "post-comments");
        interact(() -> selection.selectEntity("post"));
        assertEquals("2", cell("add-comment", TripRow.Column.DOCS_WRITTEN));
        assertTrue(sizeText().contains("max "), sizeText());

        flipTo("embedded", "post-comments");
        assertTrue(sizeText().contains("no maximum"), "S2: the embedded comments grow without bound: " + sizeText());
        assertTrue(lookup("#preview-size-bar").query().getPseudoClassStates().stream().anyMatch(c -> c.getPseudoClassName().equals("over")));
        assertEquals("2 → 1", cell("add-comment", TripRow.Column.DOCS_WRITTEN));

        flip("post-comments", subsetAndBuckets);
        assertEquals("1 → 2", cell("add-comment", TripRow.Column.DOCS_WRITTEN), "S2: the recent array and the open bucket");
        assertEquals("1", cell("read-post", TripRow.Column.ROUND_TRIPS));
        assertEquals("1", cell("next-comments", TripRow.Column.ROUND_TRIPS), "S2: one bucket document");
        assertFalse(sizeText().contains("no maximum"), sizeText());
    }

    @Test
    void s3EmbeddingASharedStockRewritesEveryPortfolioHoldingIt() {
        show("s3-portfolio-stocks.docshape");
        assertEquals("1", cell("update-stock-price", TripRow.Column.DOCS_WRITTEN));
        assertEquals("2", cell("read-portfolio", TripRow.Column.ROUND_TRIPS));
        assertEquals("21", cell("read-portfolio", TripRow.Column.NAIVE), "naive: 1 + k holdings");

        flipTo("stock-embedded", "holding-stock");
        assertEquals("1 → 2,000", cell("update-stock-price", TripRow.Column.DOCS_WRITTEN), "S3: H portfolios hold the stock");
        assertEquals("2 → 1", cell("read-portfolio", TripRow.Column.ROUND_TRIPS));
    }

    @Test
    void s4AnArrayOfBookIdsOnThePublisherCostsASecondWriteAndGrowsWithoutBound() {
        show("s4-publisher-books.docshape");
        interact(() -> selection.selectEntity("publisher"));
        flipTo("publisher-holds-ids", "publisher-books");
        assertEquals("1 → 2", cell("add-book", TripRow.Column.ROUND_TRIPS));
        assertEquals("2", cell("read-publisher-with-books", TripRow.Column.ROUND_TRIPS), "2 round trips either way");
        assertTrue(sizeText().contains("no maximum"), sizeText());
        assertTrue(previewLines().stream().anyMatch(l -> l.startsWith("\"books\": [")), previewLines().toString());
    }

    @Test
    void s5JoiningDocumentsCostAThirdQuery() {
        show("s5-authors-books-join.docshape");
        flipTo("joining-documents", "author-books");
        assertEquals("2 → 3", cell("read-author-with-books", TripRow.Column.ROUND_TRIPS));
        assertEquals("2 → 3", cell("read-author-with-books", TripRow.Column.DEPTH), "author, then joining documents, then books");
        assertTrue(lookup("#preview-collection").queryAs(ComboBox.class).getItems().contains("authorBooks"));
        showCollection("authorBooks");
        assertTrue(previewLines().stream().anyMatch(l -> l.startsWith("\"authorId\"")), previewLines().toString());
    }

    @Test
    void s6APlainReferenceNeedsASecondReadButRenamesAnAuthorInOneWrite() {
        showPreviewing("s6-authors-books-hybrid.docshape", "book", "\"authors\": [");
        flipTo("plain-reference", "author-books");
        assertEquals("1 → 2", cell("list-books-with-authors", TripRow.Column.ROUND_TRIPS));
        assertEquals("9 → 1", cell("rename-author", TripRow.Column.DOCS_WRITTEN), "S6: 1 + the author's 8 books, then 1");
    }

    @Test
    void s7AReferencedAddressCostsASecondQuery() {
        showPreviewing("s7-patron-address.docshape", "patron", "\"address\": {");
        flipTo("referenced", "patron-address");
        assertEquals("1 → 2", cell("read-patron-with-address", TripRow.Column.ROUND_TRIPS));
        assertFalse(previewLines().stream().anyMatch(l -> l.startsWith("\"address\"")), previewLines().toString());
        interact(() -> selection.selectEntity("address"));
        assertEquals("Address", lookup("#preview-collection").queryAs(ComboBox.class).getValue());
    }

    @Test
    void s8EmbeddingTheDetailsAgainSavesARequestButEveryListReadMovesTheWholeMovie() {
        show("s8-movie-details.docshape");
        flipTo("unsplit", "movie-details");
        assertEquals("2 → 1", cell("read-movie-with-details", TripRow.Column.ROUND_TRIPS));
        String bytes = cell("read-movie-for-list", TripRow.Column.BYTES_READ);
        assertTrue(bytes.contains(" → "), bytes);
        var analysisNow = analysis.current().estimate().pattern("read-movie-for-list").orElseThrow().bytesRead();
        var before = analysis.state().previous().get().estimate().pattern("read-movie-for-list").orElseThrow().bytesRead();
        assertTrue(analysisNow > 10 * before, "S8: the list document is much smaller when split: " + bytes);
    }
}
