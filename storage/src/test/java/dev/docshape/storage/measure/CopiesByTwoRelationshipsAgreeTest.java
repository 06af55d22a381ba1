package dev.docshape.storage.measure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Orders keeping copies of their buyer's and of their seller's handle: renaming or deleting a user writes its own
 * document, then its copies as buyer, then its copies as seller, each found at its own path by a request of its own;
 * the estimate and {@code measure} count the same three requests and the same documents (decision 0517). Before, both
 * counted one request for the copies, which the templates sent with the buyer's path alone.
 */
class CopiesByTwoRelationshipsAgreeTest {
    private static final String WORKLOAD = "orders-buyer-seller";

    @TempDir
    Path dir;

    @Test
    void renamingAUserWritesItsDocumentAndItsCopiesAtEachPath() throws Exception {
        OnePatternAgrees.onEveryDesign(WORKLOAD, "rename-user", dir, (design, m) ->
                assertEquals(design.equals("copies") ? 3 : 1, m.roundTrips(), design + ": " + m));
    }

    @Test
    void deletingAUserRemovesItsCopiesAtEachPath() throws Exception {
        OnePatternAgrees.onEveryDesign(WORKLOAD, "delete-user", dir, (design, m) ->
                assertEquals(design.equals("copies") ? 3 : 1, m.roundTrips(), design + ": " + m));
    }
}
