package dev.docshape.model.profile;

import dev.docshape.model.FieldType;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

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

    @Test
    void requestUnitsFollowThePublishedAnchors() {
        CostModel ru = CostModel.COSMOS_REQUEST_UNITS;
        assertEquals(1.0, ru.readRu(1024), 1e-9);
        assertEquals(1.0, ru.readRu(200), 1e-9, "small documents cost as much as 1 KB");
        assertEquals(10.0, ru.readRu(100 * 1024), 1e-9);
        assertEquals(5.5, ru.insertRu(1024), 1e-9);
        assertEquals(11.0, ru.replaceRu(1024), 1e-9);
        assertEquals(2.5 + 2 * 1.0, ru.queryRu(2, 500), 1e-9);
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
