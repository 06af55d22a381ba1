package dev.docshape.app.analysis.preview;

import dev.docshape.model.profile.Profile;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SizeScaleTest {
    private final SizeScale mongo = new SizeScale(Profile.mongodb().maxDocumentBytes());

    @Test
    void aOneKilobyteDocumentIsVisibleAgainstSixteenMebibytes() {
        double p = mongo.position(1024);
        assertTrue(p > 0.15 && p < 0.3, "1 KiB sits about a fifth along: " + p);
        assertEquals(1.0, mongo.position(Profile.mongodb().maxDocumentBytes()), 1e-9);
        assertEquals(1.0, mongo.position(1e12), 1e-9, "beyond the limit stays at the end");
        assertEquals(0.0, mongo.position(10), 1e-9);
    }

    @Test
    void ticksAreRoundSizesClearOfEachOtherEndingAtTheLimit() {
        assertEquals(List.of(1024L, 16 * 1024L, 128 * 1024L, 1024 * 1024L, 16 * 1024 * 1024L), mongo.ticks());
        List<Long> cosmos = new SizeScale(Profile.cosmos().maxDocumentBytes()).ticks();
        assertEquals(2L * 1024 * 1024, cosmos.get(cosmos.size() - 1));
        for (int i = 1; i < cosmos.size(); i++) assertTrue(cosmos.get(i) > cosmos.get(i - 1));
    }

    @Test
    void aLimitBelowTheFloorIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new SizeScale(10));
    }

    @Test
    void bytesAreWrittenInBinaryUnits() {
        assertEquals("812 B", Bytes.format(812));
        assertEquals("1.2 KiB", Bytes.format(1250));
        assertEquals("16 MiB", Bytes.format(16 * 1024 * 1024));
        assertEquals("102 KiB", Bytes.format(104_232));
    }
}
