package dev.docshape.storage.measure;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Orders keeping a copy of their customer's address: a move that sets {@code address.city} alone writes the customer's
 * document and then the copies of the address in its orders; the estimate and {@code measure} count the same two
 * requests (decision 0557). Before, the estimate skipped the copies, as if the update changed no copied field. A read of
 * an order with its customer's {@code address.city} takes the city from the copy of the address, in the one request
 * reading the order (decision 0563). Before, both counted a second request for the customer.
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

    @Test
    void theCityOfTheCustomerComesFromTheCopyOfItsAddress() throws Exception {
        OnePatternAgrees.onEveryDesign("customers-address-copies", "order-city", dir, (design, m) -> {
            assertEquals(design.equals("copies") ? 1 : 2, m.estRoundTrips(), "the order, then its customer where no copy holds the city: " + design + ": " + m);
            assertTrue(AgreementRuns.within(m.bytesRead(), m.estBytesRead()), "bytes read: " + design + ": " + m);
            assertTrue(AgreementRuns.within(m.bytesReturned(), m.estBytesReturned()), "bytes returned: " + design + ": " + m);
        });
    }
}
