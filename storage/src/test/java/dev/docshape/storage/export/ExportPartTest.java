package dev.docshape.storage.export;

import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The words that name the export's parts on the command line and in the settings (docs/exports.md "Parts"). */
class ExportPartTest {
    @Test
    void wordsJoinedByCommasNameThoseParts() {
        assertEquals(EnumSet.of(ExportPart.JSON_SCHEMA, ExportPart.COSMOS_DB), ExportPart.parse("cosmos, JSONSCHEMA"));
        assertEquals(ExportPart.all(), ExportPart.parse("all"));
        assertEquals(ExportPart.all(), ExportPart.parse("samples,all"));
    }

    @Test
    void theWordsOfSomePartsReadBackAsThoseParts() {
        for (Set<ExportPart> parts : java.util.List.of(EnumSet.of(ExportPart.SAMPLES), EnumSet.of(ExportPart.MONGODB, ExportPart.COSMOS_DB),
                ExportPart.all())) {
            assertEquals(parts, ExportPart.parse(ExportPart.words(parts)));
        }
        assertEquals("jsonschema,cosmos", ExportPart.words(EnumSet.of(ExportPart.COSMOS_DB, ExportPart.JSON_SCHEMA)));
    }

    @Test
    void anUnknownOrEmptyWordIsRefusedNamingTheAllowedOnes() {
        String allowed = ": use jsonschema, mongodb, samples, cosmos or all, or several joined by commas";
        assertEquals("unknown part 'xml'" + allowed, assertThrows(IllegalArgumentException.class, () -> ExportPart.parse("mongodb,xml")).getMessage());
        assertEquals("an empty part" + allowed, assertThrows(IllegalArgumentException.class, () -> ExportPart.parse("")).getMessage());
        assertEquals("an empty part" + allowed, assertThrows(IllegalArgumentException.class, () -> ExportPart.parse("samples,")).getMessage());
    }
}
