package dev.docshape.storage.file;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each kind of bad input gives one ProjectFileException whose message names the problem and the place. */
class BadInputTest {

    /** A valid file; each test breaks one thing in it. Line numbers below refer to this text. */
    private static final String VALID = """
            {
              "format": "docshape-project",
              "formatVersion": 1,
              "name": "people",
              "entities": [
                {"id": "person", "name": "Person", "count": 1000},
                {"id": "address", "name": "Address", "count": 2000}
              ],
              "relationships": [
                {"id": "person-addresses", "parent": "person", "child": "address", "name": "addresses",
                 "cardinality": "one-to-few", "avgCount": 2, "maxCount": 5}
              ],
              "patterns": [
                {"id": "read-person", "name": "read person", "kind": "read", "entity": "person",
                 "includes": [{"relationship": "person-addresses"}]}
              ],
              "designs": [
                {"name": "embedded", "mappings": {"person-addresses": {"strategy": "embed"}}}
              ]
            }
            """;

    private static String breaking(String original, String replacement) {
        assertTrue(VALID.contains(original), "test setup: the valid file contains " + original);
        return VALID.replace(original, replacement);
    }

    private static String messageFor(String json) {
        ProjectFileException e = assertThrows(ProjectFileException.class, () -> ProjectJson.read(json, "people.docshape"));
        String message = e.getMessage();
        assertTrue(message.startsWith("people.docshape: "), "names the file: " + message);
        assertFalse(message.contains("Exception") || message.contains("com.fasterxml") || message.contains("\tat "),
                "no stack trace or class names: " + message);
        return message;
    }

    /** The message names the problem, the JSON path and the line (and column). */
    private static void assertProblem(String json, String problem, String path, int line) {
        String message = messageFor(json);
        assertTrue(message.contains(problem), "names the problem '" + problem + "': " + message);
        if (path != null) assertTrue(message.contains("at " + path + ")"), "names the path " + path + ": " + message);
        if (line > 0) assertTrue(message.contains("line " + line + ", column "), "names line " + line + ": " + message);
    }

    @Test
    void aProjectIdThatIsNoTextOrBlankIsLocated() {
        assertProblem(breaking("\"formatVersion\": 1,", "\"formatVersion\": 1, \"id\": 42,"),
                "'id' must be text, found the number 42", "$.id", 3);
        assertProblem(breaking("\"formatVersion\": 1,", "\"formatVersion\": 1,\n  \"id\": \"  \","),
                "'id' must not be empty", "$.id", 4);
        assertProblem(breaking("\"formatVersion\": 1,", "\"formatVersion\": 1, \"id\": {\"uuid\": \"x\"},"),
                "'id' must be text", "$.id", 3);
    }

    @Test
    void aBadPartitioningIsLocated() {
        String designs = "{\"name\": \"embedded\", \"mappings\": {\"person-addresses\": {\"strategy\": \"embed\"}}}";
        assertProblem(breaking(designs, designs.replace("}}}", "}}, \"partitions\": 0}")),
                "'partitions' must be at least 1, was 0", "$.designs[0].partitions", 0);
        assertProblem(breaking(designs, designs.replace("}}}", "}}, \"partitionKeys\": {\"person\": \" \"}}")),
                "give the name of the key field", "$.designs[0].partitionKeys.person", 0);
        assertProblem(breaking(designs, designs.replace("}}}", "}}, \"partitions\": 100001}")),
                "partitions must be between 1 and 100000", null, 0);
    }

    @Test
    void aBadDuplicateCollectionIsLocated() {
        String designs = "{\"name\": \"embedded\", \"mappings\": {\"person-addresses\": {\"strategy\": \"embed\"}}}";
        assertProblem(breaking(designs, designs.replace("}}}", "}}, \"duplicates\": {\"person\": null}}")),
                "null is not allowed here", "$.designs[0].duplicates.person", 0);
        assertProblem(breaking(designs, designs.replace("}}}", "}}, \"duplicates\": {\"person\": {\"partitionKey\": \" \"}}}")),
                "give the name of the key field", "$.designs[0].duplicates.person.partitionKey", 0);
        assertProblem(breaking(designs, designs.replace("}}}", "}}, \"duplicates\": {\"person\": {\"key\": \"id\"}}}")),
                "key", null, 0);
        assertProblem(breaking(designs, designs.replace("}}}", "}}, \"duplicates\": {\"person\": {\"keep\": 20}}}")),
                "a feed needs both \"keep\"", "$.designs[0].duplicates.person", 0);
        assertProblem(breaking(designs, designs.replace("}}}", "}}, \"duplicates\": {\"person\": {\"keep\": 0, "
                + "\"order\": {\"field\": \"name\", \"direction\": \"descending\"}}}}")),
                "a feed keeps 1 to 10000 documents, not 0", "$.designs[0].duplicates.person.keep", 0);
    }

    @Test
    void theValidFileLoads() throws ProjectFileException {
        assertEquals("people", ProjectJson.read(VALID, "people.docshape").name());
    }

    @Test
    void truncatedFile() {
        String cut = VALID.substring(0, VALID.indexOf("\"relationships\""));
        assertProblem(cut, "the file ends too early", "$.entities", 9);
    }

    @Test
    void corruptJsonSyntax() {
        assertProblem(breaking("\"count\": 1000}", "\"count\" 1000}"),
                "not valid JSON: Unexpected character", "$.entities[0].count", 6);
    }

    @Test
    void trailingCommaIsNotJson() {
        assertProblem(breaking("\"count\": 2000}\n", "\"count\": 2000},\n"), "not valid JSON", "$.entities[2]", 8);
    }

    @Test
    void emptyFile() {
        assertProblem("", "the file is empty", null, 0);
        assertProblem(" \n\t", "the file is empty", null, 0);
    }

    @Test
    void binaryGarbage() {
        String message = messageFor(new String(new byte[]{0x53, 0x51, 0x4c, 0, 1, 2, (byte) 0xff}, java.nio.charset.StandardCharsets.ISO_8859_1));
        assertTrue(message.contains("not valid JSON") && message.contains("line 1"), message);
    }

    @Test
    void wrongTypeNamesWhatWasExpectedAndFound() {
        assertProblem(breaking("\"count\": 1000", "\"count\": \"many\""),
                "'count' must be a whole number, found text \"many\"", "$.entities[0].count", 6);
        assertProblem(breaking("\"count\": 1000", "\"count\": 10.5"),
                "'count' must be a whole number, found the number 10.5", "$.entities[0].count", 6);
        assertProblem(breaking("\"name\": \"addresses\"", "\"name\": [\"addresses\"]"),
                "'name' must be text, found an array", "$.relationships[0].name", 10);
        assertProblem(breaking("[{\"relationship\": \"person-addresses\"}]", "{\"relationship\": \"person-addresses\"}"),
                "'includes' must be an array, found an object", "$.patterns[0].includes", 15);
    }

    @Test
    void numbersAreNotQuietlyTurnedIntoTextOrBooleans() {
        assertProblem(breaking("\"name\": \"people\"", "\"name\": 42"), "'name' must be text, found the number 42", "$.name", 4);
        assertProblem(breaking("\"maxCount\": 5}", "\"maxCount\": 5, \"contains\": 1}"),
                "'contains' must be true or false, found the number 1", "$.relationships[0].contains", 11);
    }

    @Test
    void deepNestingIsRefusedBeforeItCanHurt() {
        String deep = breaking("\"name\": \"people\"", "\"name\": \"people\", \"description\": " + "[".repeat(5000) + "]".repeat(5000));
        assertProblem(deep, "nested too deeply (more than " + JsonMappers.MAX_NESTING_DEPTH + " levels)", null, 0);
    }

    @Test
    void overlongTextIsRefused() {
        String huge = breaking("\"name\": \"people\"", "\"name\": \"people\", \"description\": \"" + "x".repeat(JsonMappers.MAX_STRING_LENGTH + 1) + "\"");
        assertProblem(huge, "a text value is too long", null, 0);
    }

    @Test
    void hugeNumbers() {
        assertProblem(breaking("\"count\": 1000", "\"count\": 123456789012345678901234567890"),
                "the number 123456789012345678901234567890 is out of range for 'count' (at most 9223372036854775807)",
                "$.entities[0].count", 6);
        assertProblem(breaking("\"maxCount\": 5", "\"maxCount\": 3000000000"),
                "is out of range for 'maxCount' (at most 2147483647)", "$.relationships[0].maxCount", 11);
        assertProblem(breaking("\"count\": 1000", "\"count\": 1" + "0".repeat(500)), "a number is too long", null, 0);
        assertProblem(breaking("\"avgCount\": 2", "\"avgCount\": 1e400"), "'avgCount' must be a finite number",
                "$.relationships[0].avgCount", 11);
    }

    @Test
    void duplicateKeys() {
        assertProblem(breaking("{\"id\": \"person\",", "{\"id\": \"person\", \"id\": \"human\","),
                "duplicate field 'id'", "$.entities[0].id", 6);
    }

    @Test
    void unknownFieldsAreNamedWithTheFieldsThatWouldFit() {
        assertProblem(breaking("\"count\": 1000}", "\"count\": 1000, \"colour\": \"red\"}"),
                "unknown field 'colour'; expected one of: count, description, fields, id, name, position, updatesPerDay",
                "$.entities[0].colour", 6);
        assertProblem(breaking("\"strategy\": \"embed\"", "\"strategy\": \"embed\", \"placment\": \"x\""),
                "unknown field 'placment'", "$.designs[0].mappings['person-addresses'].placment", 18);
    }

    @Test
    void fileFromANewerVersion() {
        assertProblem(breaking("\"formatVersion\": 1", "\"formatVersion\": 7, \"somethingNew\": true"),
                "this file was written by a newer DocShape (format 7); this version reads up to 1", "$.formatVersion", 3);
    }

    @Test
    void missingOrWrongFormatMarker() {
        assertProblem(breaking("\"format\": \"docshape-project\",\n", ""),
                "this is not a DocShape project file: the field \"format\": \"docshape-project\" is missing", "$", 1);
        assertProblem(breaking("\"format\": \"docshape-project\"", "\"format\": \"drawio\""),
                "this is not a DocShape project file: \"format\" is \"drawio\", expected \"docshape-project\"", "$.format", 2);
        assertProblem("[{\"format\": \"docshape-project\"}]", "expected a JSON object at the top level, found an array", "$", 1);
        assertProblem(breaking("\"formatVersion\": 1", "\"formatVersion\": \"one\""),
                "'formatVersion' must be a whole number, found text \"one\"", "$.formatVersion", 3);
        assertProblem(breaking("  \"formatVersion\": 1,\n", ""), "missing required field 'formatVersion'", "$", 1);
    }

    @Test
    void referencesThatPointNowhere() {
        assertProblem(breaking("\"child\": \"address\"", "\"child\": \"adress\""),
                "relationship 'person-addresses' (Person.addresses) names child entity 'adress', which does not exist",
                "$.relationships[0].child", 10);
        assertProblem(breaking("[{\"relationship\": \"person-addresses\"}]", "[{\"relationship\": \"person-adresses\"}]"),
                "pattern 'read person' follows relationship 'person-adresses', which does not exist",
                "$.patterns[0].includes[0].relationship", 15);
        assertProblem(breaking("{\"person-addresses\": {\"strategy\"", "{\"addresses\": {\"strategy\""),
                "design 'embedded' maps relationship 'addresses', which does not exist",
                "$.designs[0].mappings.addresses", 18);
        assertProblem(breaking("\"kind\": \"read\", \"entity\": \"person\"", "\"kind\": \"read\", \"entity\": \"persons\""),
                "pattern 'read person' starts from entity 'persons', which does not exist", "$.patterns[0].entity", 14);
        assertProblem(breaking("\"mappings\":", "\"standalone\": [\"adress\"], \"mappings\":"),
                "design 'embedded' gives entity 'adress' a collection of its own, but there is no such entity",
                "$.designs[0].standalone[0]", 18);
    }

    @Test
    void everyModelErrorIsListedInTheOneException() {
        String json = breaking("\"parent\": \"person\", \"child\": \"address\"", "\"parent\": \"persn\", \"child\": \"adress\"");
        String message = messageFor(json);
        assertTrue(message.contains(" problems:\n  - "), message);
        assertTrue(message.contains("names parent entity 'persn', which does not exist (line 10, column "), message);
        assertTrue(message.contains("names child entity 'adress', which does not exist (line 10, column "), message);
    }

    @Test
    void aProblemWithAnAbsentMemberIsPlacedAtItsObject() {
        // one-to-one without maxCount means unbounded, which the validator refuses; maxCount is not in the file
        String json = breaking("\"cardinality\": \"one-to-few\", \"avgCount\": 2, \"maxCount\": 5",
                "\"cardinality\": \"one-to-one\", \"avgCount\": 1");
        assertProblem(json, "is one-to-one, so a parent has at most 1 child, not an unbounded number",
                "$.relationships[0].maxCount", 10);
    }

    @Test
    void modelErrorsCanBeLoadedForRepairInsteadOfRefused() throws ProjectFileException {
        String json = breaking("\"child\": \"address\"", "\"child\": \"adress\"");
        LoadedProject loaded = ProjectJson.readAllowingModelErrors(json.getBytes(java.nio.charset.StandardCharsets.UTF_8), "p");
        assertEquals("adress", loaded.project().model().requireRelationship("person-addresses").child());
        assertEquals(1, loaded.modelErrors().size());
        FileProblem error = loaded.modelErrors().get(0);
        assertEquals("$.relationships[0].child", error.path().toString());
        assertEquals(10, error.line());
        assertThrows(ProjectFileException.class, () -> ProjectJson.readAllowingModelErrors("{".getBytes(), "p"),
                "a malformed file is still refused");
    }

    @Test
    void includeMustTouchTheEntityItStartsFrom() {
        String json = VALID
                .replace("\"count\": 2000}", "\"count\": 2000}, {\"id\": \"country\", \"name\": \"Country\"}")
                .replace("\"maxCount\": 5}", "\"maxCount\": 5}, {\"id\": \"address-country\", \"parent\": \"address\","
                        + " \"child\": \"country\", \"name\": \"country\", \"cardinality\": \"one-to-one\", \"maxCount\": 1}")
                .replace("[{\"relationship\": \"person-addresses\"}]", "[{\"relationship\": \"address-country\"}]");
        assertProblem(json, "pattern 'read person' follows relationship 'address-country' from Person, but it does not touch Person",
                "$.patterns[0].includes[0].relationship", 15);
    }

    @Test
    void duplicateIds() {
        assertProblem(breaking("{\"id\": \"address\"", "{\"id\": \"person\""), "entity id 'person' is already used by entities[0]",
                "$.entities[1].id", 7);
    }

    @Test
    void missingRequiredFieldsAndEmptyNames() {
        assertProblem(breaking("\"name\": \"Person\", ", ""), "missing required field 'name'", "$.entities[0]", 6);
        assertProblem(breaking("\"name\": \"Person\"", "\"name\": \" \""), "'name' must not be empty", "$.entities[0].name", 6);
        assertProblem(breaking("{\"strategy\": \"embed\"}", "{}"), "missing required field 'strategy'",
                "$.designs[0].mappings['person-addresses']", 18);
        assertProblem(breaking("{\"id\": \"address\", \"name\": \"Address\", \"count\": 2000}", "null"),
                "null is not allowed here", "$.entities[1]", 7);
        assertProblem(breaking("\"name\": \"people\"", "\"name\": null"), "missing required field 'name'", "$", 1);
    }

    @Test
    void unknownWordsListTheAllowedOnes() {
        assertProblem(breaking("\"one-to-few\"", "\"one-to-lots\""),
                "unknown cardinality 'one-to-lots'; expected one of: one-to-one, one-to-few, one-to-many, many-to-many",
                "$.relationships[0].cardinality", 11);
        assertProblem(breaking("\"strategy\": \"embed\"", "\"strategy\": \"embedded\""),
                "unknown strategy 'embedded'; expected one of: embed, reference, extended-reference, subset, bucket",
                "$.designs[0].mappings['person-addresses'].strategy", 18);
        assertProblem(breaking("\"strategy\": \"embed\"", "\"strategy\": \"reference\", \"placement\": \"child-holds-parent\""),
                "unknown placement 'child-holds-parent'; expected one of: child-holds-parent-id,",
                "$.designs[0].mappings['person-addresses'].placement", 18);
        assertProblem(breaking("\"kind\": \"read\"", "\"kind\": \"select\""),
                "unknown pattern kind 'select'; expected one of: read, insert, update, delete, link, unlink",
                "$.patterns[0].kind", 14);
    }

    @Test
    void membersOfAnotherKindAreRefused() {
        assertProblem(breaking("\"strategy\": \"embed\"", "\"strategy\": \"embed\", \"placement\": \"child-holds-parent-id\""),
                "'placement' does not apply to strategy 'embed'", "$.designs[0].mappings['person-addresses'].placement", 18);
        assertProblem(breaking("\"strategy\": \"embed\"", "\"strategy\": \"subset\", \"size\": 3, \"rest\": \"referenced\", \"bucketSize\": 100"),
                "'bucketSize' applies only when 'rest' is 'bucketed'", "$.designs[0].mappings['person-addresses'].bucketSize", 18);
        assertProblem(breaking("\"entity\": \"person\",\n", "\"entity\": \"person\", \"limit\": 5,\n"),
                "'limit' applies only to selection 'filter'", "$.patterns[0].limit", 14);
        assertProblem(breaking("\"kind\": \"read\"", "\"kind\": \"insert\", \"selection\": \"by-id\""),
                "'selection' applies only to read patterns", "$.patterns[0].selection", 14);
    }

    @Test
    void badNumbersInsideTheModelAreLocated() {
        assertProblem(breaking("\"count\": 1000", "\"count\": -5"), "'count' must not be negative, was -5",
                "$.entities[0].count", 6);
        assertProblem(breaking("\"strategy\": \"embed\"", "\"strategy\": \"bucket\", \"size\": 0"),
                "'size' must be at least 1, was 0", "$.designs[0].mappings['person-addresses'].size", 18);
    }

    @Test
    void theModelsOwnChecksBecomeLocatedMessages() {
        // The model refuses a link without its relationship; the reader reports it at the pattern.
        assertProblem(breaking("\"kind\": \"read\", \"entity\": \"person\",\n     \"includes\": [{\"relationship\": \"person-addresses\"}]",
                        "\"kind\": \"link\", \"entity\": \"person\""),
                "pattern 'read-person': link needs a relationship", "$.patterns[0]", 14);
    }

    @Test
    void nullCountsAsLeftOut() throws ProjectFileException {
        var project = ProjectJson.read(breaking("\"maxCount\": 5", "\"maxCount\": null, \"inverseName\": null"), "p");
        assertTrue(project.model().requireRelationship("person-addresses").unbounded());
    }

    @Test
    void activeDesignMustBeOneOfTheDesigns() {
        assertProblem(breaking("\"name\": \"people\",", "\"name\": \"people\", \"activeDesign\": \"referenced\","),
                "active design 'referenced' is not one of the designs in the file", "$.activeDesign", 4);
    }

    @Test
    void trailingContentAfterTheDocument() {
        assertProblem(VALID + "{}", "unexpected content after the end of the JSON document", null, 21);
    }
}
