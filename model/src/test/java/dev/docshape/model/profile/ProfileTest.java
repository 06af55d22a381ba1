package dev.docshape.model.profile;

import dev.docshape.model.FieldType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfileTest {

    @Test
    void limitsOfTheTwoDatabases() {
        assertEquals(16_777_216L, Profile.mongodb().maxDocumentBytes());
        assertEquals(100, Profile.mongodb().maxNestingDepth());
        assertEquals(SizeEncoding.BSON, Profile.mongodb().sizeEncoding());
        assertEquals(2_097_152L, Profile.cosmos().maxDocumentBytes());
        assertEquals(128, Profile.cosmos().maxNestingDepth());
        assertEquals(SizeEncoding.JSON, Profile.cosmos().sizeEncoding());
        assertEquals(0.5, Profile.cosmos().warnFraction());
    }

    @Test
    void byNameFindsBothProfilesAndNamesTheChoicesOtherwise() {
        assertSame(Profile.mongodb(), Profile.byName("MongoDB"));
        assertSame(Profile.cosmos(), Profile.byName(" cosmos "));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Profile.byName("couch"));
        assertEquals("unknown profile 'couch': use mongodb or cosmos", e.getMessage());
    }

    /** The anchors of "Optimize request cost in Azure Cosmos DB" (learn.microsoft.com/azure/cosmos-db/optimize-cost-reads-writes). */
    @Test
    void requestUnitsFollowThePublishedAnchors() {
        CostModel ru = CostModel.COSMOS_REQUEST_UNITS;
        assertEquals(1.0, ru.pointReadRu(1024), 1e-9);
        assertEquals(1.0, ru.pointReadRu(200), 1e-9, "small documents cost as much as 1 KB");
        assertEquals(10.0, ru.pointReadRu(100 * 1024), 1e-9);
        double smallWrite = ru.insertRu(1024, 3);
        assertTrue(smallWrite >= 5 / 2.0 && smallWrite <= 5 * 2.0, "a 1 KB write is about 5 RU: " + smallWrite);
        double largeWrite = ru.insertRu(100 * 1024, 3);
        assertTrue(largeWrite >= 50 / 2.0 && largeWrite <= 50 * 2.0, "a 100 KB write is about 50 RU: " + largeWrite);
        assertTrue(ru.updateRu(1024, 1) < ru.insertRu(1024, 10), "changing one value costs less than indexing ten");
        assertEquals(ru.queryBaseRu() + 2 * (ru.queryRuPerDocument() + ru.queryRuPerKb() * 0.5), ru.queryRu(2, 512), 1e-9);
        assertEquals(ru.queryBaseRu() + 10 * ru.countRuPerItem(), ru.countRu(10), 1e-9);
    }

    @Test
    void bsonAndJsonSizesOfScalars() {
        assertEquals(12, SizeEncoding.BSON.valueBytes(FieldType.OBJECT_ID, 0));
        assertEquals(4 + 10 + 1, SizeEncoding.BSON.valueBytes(FieldType.STRING, 10));
        assertEquals(1 + 4 + 1, SizeEncoding.BSON.fieldOverhead("name"));
        assertEquals(10 + 2, SizeEncoding.JSON.valueBytes(FieldType.STRING, 10));
        assertEquals(4 + 2 + 1 + 1, SizeEncoding.JSON.fieldOverhead("name"));
        assertEquals(10 + 2 * 90, SizeEncoding.indexKeyDigits(100), "keys 0-9 one digit, 10-99 two");
    }

    @Test
    void badWarnFractionIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Profile.cosmos().withWarnFraction(0));
        assertEquals("profile 'cosmos': warn fraction must be in (0, 1], was 0.0", e.getMessage());
    }
}
