package dev.docshape.storage.measure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Orders keeping a copy of their customer's address: a move that sets {@code address.city} alone writes the customer's
 * document and then the copies of the address in its orders; the estimate and {@code measure} count the same two
 * requests (decision 0557). Before, the estimate skipped the copies, as if the update changed no copied field.
 */
class NestedFieldCopiesAgreeTest {
    @TempDir
    Path dir;

    @Test
    void aMoveRewritesTheCopiesOfTheAddress() throws Exception {
        OnePatternAgrees.onEveryDesign("customers-address-copies", "move", dir, (design, m) -> {
            assertEquals(design.equals("copies") ? 2 : 1, m.roundTrips(), design + ": " + m);
            assertTrue(AgreementRuns.within(m.docsWritten(), m.estDocsWritten()), "documents written: " + design + ": " + m);
        });
    }
}
