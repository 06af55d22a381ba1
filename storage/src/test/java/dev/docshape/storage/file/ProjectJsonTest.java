package dev.docshape.storage.file;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProjectJsonTest {

    @Test
    void everyFeatureSurvivesWriteAndRead() throws ProjectFileException {
        Project project = SampleProjects.everything();
        assertEquals(project, ProjectJson.read(ProjectJson.write(project), "sample"));
    }

    @Test
    void textStartsWithTheMarkerAndEndsWithOneNewline() {
        String text = ProjectJson.write(SampleProjects.everything());
        assertTrue(text.startsWith("{\n  \"format\": \"docshape-project\",\n  \"formatVersion\": 1,\n"), text.substring(0, 80));
        assertTrue(text.endsWith("}\n") && !text.endsWith("\n\n"));
        assertFalse(text.contains("\r"), "no carriage returns, on any platform");
    }

    @Test
    void strategiesAndEnumsAreWrittenAsKebabCaseWords() {
        String text = ProjectJson.write(SampleProjects.everything());
        for (String expected : List.of("\"strategy\": \"reference\"", "\"placement\": \"joining-documents\"",
                "\"strategy\": \"extended-reference\"", "\"holder\": \"child\"", "\"rest\": \"bucketed\"",
                "\"cardinality\": \"many-to-many\"", "\"volatility\": \"occasional\"", "\"type\": \"object-id\"",
                "\"selection\": \"by-id\"", "\"kind\": \"insert\"")) {
            assertTrue(text.contains(expected), "expected " + expected);
        }
        assertFalse(text.contains("@class") || text.contains("dev.docshape"), "no Java class names in the file");
    }

    @Test
    void defaultValuesAreLeftOut() {
        String text = ProjectJson.write(SampleProjects.everything());
        for (String absent : List.of("\"required\": false", "\"contains\": false", "\"precomputedCount\": false",
                "\"volatility\": \"stable\"", "\"sharedBy\": 1,", "\"avgSize\": 0", "null")) {
            assertFalse(text.contains(absent), "should be left out: " + absent);
        }
    }

    @Test
    void wholeNumbersAreWrittenWithoutDecimalPoint() {
        String text = ProjectJson.write(SampleProjects.everything());
        assertTrue(text.contains("\"avgCount\": 8,"), "8.0 is written as 8");
        assertTrue(text.contains("\"avgCount\": 7.5,"));
        assertTrue(text.contains("\"x\": 40.5,"));
    }

    @Test
    void equalProjectsGiveEqualTextWhateverOrderTheirDesignsWereBuiltIn() {
        Project project = SampleProjects.everything();
        Design original = project.design("hybrid").orElseThrow();
        Map<String, Mapping> reversed = new LinkedHashMap<>();
        List<String> keys = List.copyOf(original.mappings().keySet());
        for (int i = keys.size() - 1; i >= 0; i--) reversed.put(keys.get(i), original.mappings().get(keys.get(i)));
        Set<String> standalone = new LinkedHashSet<>(List.of("book", "author"));
        Design shuffled = new Design("hybrid", reversed, standalone);
        Project other = project.updateDesign("hybrid", d -> shuffled);
        assertEquals(project, other);
        assertEquals(ProjectJson.write(project), ProjectJson.write(other));
    }

    @Test
    void aMinimalHandWrittenFileGetsTheDocumentedDefaults() throws ProjectFileException {
        String json = """
                {
                  "format": "docshape-project",
                  "formatVersion": 1,
                  "name": "minimal",
                  "entities": [
                    {"id": "post", "name": "Post"},
                    {"id": "comment", "name": "Comment", "fields": [{"name": "tags", "type": "array"}]}
                  ],
                  "relationships": [
                    {"id": "post-comments", "parent": "post", "child": "comment", "name": "comments",
                     "cardinality": "one-to-many"}
                  ],
                  "patterns": [
                    {"id": "read", "name": "read a post", "kind": "read", "entity": "post"}
                  ]
                }
                """;
        Project project = ProjectJson.read(json, "minimal");
        assertEquals("", project.description());
        assertEquals(List.of("default"), project.designs().stream().map(Design::name).toList());
        assertEquals("default", project.activeDesign());
        var post = project.model().requireEntity("post");
        assertEquals(0, post.count());
        assertEquals(Position.ORIGIN, post.position());
        var tags = project.model().requireEntity("comment").field("tags").orElseThrow();
        assertEquals(dev.docshape.model.FieldType.STRING, tags.itemType());
        assertEquals(null, tags.updatesPerDay(), "a field without its own rate follows its entity");
        Relationship r = project.model().requireRelationship("post-comments");
        assertEquals(new Relationship("post-comments", "post", "comment", "comments", null, Cardinality.ONE_TO_MANY,
                1, null, 1, false, Volatility.STABLE), r);
        ReadPattern read = (ReadPattern) project.model().pattern("read").orElseThrow();
        assertEquals(Selection.BY_ID, read.selection());
        assertEquals(1.0, read.frequency());
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), project.active().mappingFor(r),
                "an unmapped relationship gets the rule-of-thumb default");
    }

    @Test
    void keysMayComeInAnyOrder() throws ProjectFileException {
        String json = """
                {"designs": [{"mappings": {}, "name": "only"}], "name": "shuffled", "formatVersion": 1,
                 "format": "docshape-project"}
                """;
        assertEquals("only", ProjectJson.read(json, null).activeDesign());
    }

    @Test
    void aFieldsOwnUpdateRateIsReadAndANegativeOneIsRefusedWithItsPlace() throws ProjectFileException {
        String entity = """
                {"format": "docshape-project", "formatVersion": 1, "name": "shop",
                 "entities": [{"id": "product", "name": "Product", "updatesPerDay": 500,
                               "fields": [{"name": "name", "type": "string", "updatesPerDay": 0.01},
                                          {"name": "stock", "type": "integer", "updatesPerDay": %s}]}]}
                """;
        Project shop = ProjectJson.read(entity.formatted("500"), "shop");
        var product = shop.model().requireEntity("product");
        assertEquals(0.01, product.field("name").orElseThrow().updatesPerDay(product), 1e-12);
        assertEquals(500, product.field("stock").orElseThrow().updatesPerDay(product), 1e-12);
        ProjectFileException bad = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class,
                () -> ProjectJson.read(entity.formatted("-1"), "shop"));
        org.junit.jupiter.api.Assertions.assertTrue(bad.getMessage().contains("updatesPerDay")
                && bad.getMessage().contains("$.entities[0].fields[1]"), bad.getMessage());
    }

    @Test
    void aFieldsDistinctValuesAreReadWrittenAndABadCountIsRefusedWithItsPlace() throws ProjectFileException {
        String file = """
                {"format": "docshape-project", "formatVersion": 1, "name": "shop",
                 "entities": [{"id": "order", "name": "Order",
                               "fields": [{"name": "placedAt", "type": "date"},
                                          {"name": "status", "type": "string", %s}]}]}
                """;
        Project shop = ProjectJson.read(file.formatted("\"distinctValues\": 3"), "shop");
        var status = shop.model().requireEntity("order").field("status").orElseThrow();
        assertEquals(3, status.distinctValues());
        assertEquals(3, ProjectJson.read(ProjectJson.write(shop), "again").model().requireEntity("order")
                .field("status").orElseThrow().distinctValues(), "written and read back");
        assertEquals(null, ProjectJson.read(file.formatted("\"avgSize\": 8"), "old").model().requireEntity("order")
                .field("status").orElseThrow().distinctValues(), "a file without it declares none");
        for (String bad : new String[] {"\"distinctValues\": 1", "\"type\": \"object\", \"distinctValues\": 3"}) {
            String json = file.formatted(bad).replace("\"type\": \"string\", \"type\"", "\"type\"");
            ProjectFileException e = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class,
                    () -> ProjectJson.read(json, "shop"));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("'distinctValues'")
                    && e.getMessage().contains("$.entities[0].fields[1].distinctValues"), e.getMessage());
        }
    }

    @Test
    void aFieldsRangeIsReadWrittenAndABadOneIsRefusedWithItsPlace() throws ProjectFileException {
        String file = "{\"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": \"plans\", \"entities\": [{\"id\": \"meal\", "
                + "\"name\": \"Meal\", \"fields\": [{\"name\": \"meal\", \"type\": \"string\"}, {\"name\": \"day\", \"type\": \"integer\", %s}]}]}";
        Project plans = ProjectJson.read(file.formatted("\"minimum\": 1, \"maximum\": 7"), "plans");
        assertEquals(dev.docshape.model.ValueRange.between(1, 7), plans.model().requireEntity("meal").field("day").orElseThrow().range());
        String written = ProjectJson.write(plans);
        org.junit.jupiter.api.Assertions.assertTrue(written.contains("\"minimum\": 1,") && written.contains("\"maximum\": 7"), written);
        Project above = ProjectJson.read(file.formatted("\"exclusiveMinimum\": 0.5"), "plans");
        var range = ProjectJson.read(ProjectJson.write(above), "again").model().requireEntity("meal").field("day").orElseThrow().range();
        assertEquals(new dev.docshape.model.ValueRange(0.5, true, null, false), range, "written and read back");
        assertEquals(null, ProjectJson.read(file.formatted("\"required\": true"), "old").model().requireEntity("meal")
                .field("day").orElseThrow().range(), "a file without it declares none");
        String[][] bad = {{"\"minimum\": 8, \"maximum\": 7", "$.entities[0].fields[1].minimum", "holds no value"},
                {"\"minimum\": 1, \"exclusiveMinimum\": 0", "$.entities[0].fields[1].exclusiveMinimum", "not both"}};
        for (String[] b : bad) {
            ProjectFileException e = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class,
                    () -> ProjectJson.read(file.formatted(b[0]), "plans"));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains(b[1]) && e.getMessage().contains(b[2]), e.getMessage());
        }
        String onString = file.formatted("\"minimum\": 1").replace("\"name\": \"meal\", \"type\": \"string\"",
                "\"name\": \"meal\", \"type\": \"string\", \"maximum\": 3");
        ProjectFileException e = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class, () -> ProjectJson.read(onString, "plans"));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("$.entities[0].fields[0].maximum")
                && e.getMessage().contains("only to number fields"), e.getMessage());
    }

    @Test
    void aFieldsOneValueIsReadWrittenAndABadOneIsRefusedWithItsPlace() throws ProjectFileException {
        String file = "{\"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": \"geo\", \"entities\": [{\"id\": \"point\", "
                + "\"name\": \"Point\", \"fields\": [{\"name\": \"type\", \"type\": \"string\", %s}, {\"name\": \"n\", \"type\": \"integer\", %s}]}]}";
        Project geo = ProjectJson.read(file.formatted("\"constant\": \"Point\"", "\"required\": true"), "geo");
        assertEquals("Point", geo.model().requireEntity("point").field("type").orElseThrow().constant());
        String written = ProjectJson.write(geo);
        org.junit.jupiter.api.Assertions.assertTrue(written.contains("\"constant\": \"Point\""), written);
        assertEquals("Point", ProjectJson.read(written, "again").model().requireEntity("point").field("type").orElseThrow().constant());
        assertEquals(null, ProjectJson.read(file.formatted("\"required\": true", "\"required\": true"), "old").model()
                .requireEntity("point").field("type").orElseThrow().constant(), "a file without it declares none");
        String[][] bad = {{"\"required\": true", "\"constant\": 2", "$.entities[0].fields[1].constant", "only to string and boolean"},
                {"\"constant\": 5", "\"required\": true", "$.entities[0].fields[0]", "a constant is a string"},
                {"\"constant\": \"Point\", \"distinctValues\": 3", "\"required\": true", "$.entities[0].fields[0]", "takes no 3 distinct"}};
        for (String[] b : bad) {
            ProjectFileException e = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class,
                    () -> ProjectJson.read(file.formatted(b[0], b[1]), "geo"));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains(b[2]) && e.getMessage().contains(b[3]), e.getMessage());
        }
    }

    @Test
    void aFieldsPresenceIsReadWrittenAndABadOneIsRefusedWithItsPlace() throws ProjectFileException {
        String file = "{\"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": \"rides\", \"entities\": [{\"id\": \"trip\", "
                + "\"name\": \"Trip\", \"fields\": [{\"name\": \"fare\", \"type\": \"double\"}, {\"name\": \"promoCode\", \"type\": \"string\"%s}]}]}";
        Project rides = ProjectJson.read(file.formatted(", \"presence\": 0.072"), "rides");
        assertEquals(0.072, rides.model().requireEntity("trip").field("promoCode").orElseThrow().presence());
        String written = ProjectJson.write(rides);
        org.junit.jupiter.api.Assertions.assertTrue(written.contains("\"presence\": 0.072"), written);
        assertEquals(0.072, ProjectJson.read(written, "again").model().requireEntity("trip").field("promoCode").orElseThrow().presence(),
                "written and read back");
        Project old = ProjectJson.read(file.formatted(""), "old");
        assertEquals(1.0, old.model().requireEntity("trip").field("promoCode").orElseThrow().presence(), "a file without it: in every document");
        org.junit.jupiter.api.Assertions.assertFalse(ProjectJson.write(old).contains("presence"), "1 is not written");
        for (String bad : new String[] {", \"presence\": 0", ", \"presence\": 1.5", ", \"required\": true, \"presence\": 0.5"}) {
            ProjectFileException e = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class,
                    () -> ProjectJson.read(file.formatted(bad), "rides"));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("$.entities[0].fields[1].presence")
                    && e.getMessage().contains("'presence'"), e.getMessage());
        }
    }

    @Test
    void aRelationshipsPresencesAreReadWrittenAndBadOnesAreRefusedWithTheirPlace() throws ProjectFileException {
        String file = "{\"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": \"fleet\", \"entities\": [{\"id\": \"ticket\", "
                + "\"name\": \"Ticket\"}, {\"id\": \"part\", \"name\": \"Part\"}], \"relationships\": [{\"id\": \"ticket-parts\", "
                + "\"parent\": \"ticket\", \"child\": \"part\", \"name\": \"parts\", \"cardinality\": \"one-to-few\", \"avgCount\": 0.68%s}]}";
        Project fleet = ProjectJson.read(file.formatted(", \"presence\": 0.34, \"inversePresence\": 0.84"), "fleet");
        Relationship parts = fleet.model().relationship("ticket-parts").orElseThrow();
        assertEquals(0.34, parts.presence());
        assertEquals(0.84, parts.inversePresence());
        String written = ProjectJson.write(fleet);
        org.junit.jupiter.api.Assertions.assertTrue(written.contains("\"presence\": 0.34") && written.contains("\"inversePresence\": 0.84"), written);
        assertEquals(parts, ProjectJson.read(written, "again").model().relationship("ticket-parts").orElseThrow(), "written and read back");
        Project old = ProjectJson.read(file.formatted(""), "old");
        assertEquals(1.0, old.model().relationship("ticket-parts").orElseThrow().presence(), "a file without it: every parent holds the array");
        assertEquals(1.0, old.model().relationship("ticket-parts").orElseThrow().inversePresence());
        org.junit.jupiter.api.Assertions.assertFalse(ProjectJson.write(old).contains("resence"), "1 is not written");
        String[][] bad = {{", \"presence\": 0", "presence"}, {", \"presence\": -0.5", "presence"}, {", \"inversePresence\": 1.5", "inversePresence"},
                {", \"inversePresence\": 1e400", "inversePresence"}};
        for (String[] b : bad) {
            ProjectFileException e = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class,
                    () -> ProjectJson.read(file.formatted(b[0]), "fleet"), b[0]);
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("$.relationships[0]." + b[1]) && e.getMessage().contains("'" + b[1] + "'"),
                    e.getMessage());
        }
    }

    @Test
    void anEntitysValueObjectFlagIsReadWrittenAndABadOneIsRefusedWithItsPlace() throws ProjectFileException {
        String file = "{\"format\": \"docshape-project\", \"formatVersion\": 1, \"name\": \"rides\", \"entities\": [{\"id\": \"point\", "
                + "\"name\": \"Point\"%s, \"fields\": [{\"name\": \"type\", \"type\": \"string\"}]}]}";
        Project rides = ProjectJson.read(file.formatted(", \"valueObject\": true"), "rides");
        org.junit.jupiter.api.Assertions.assertTrue(rides.model().requireEntity("point").valueObject());
        String written = ProjectJson.write(rides);
        org.junit.jupiter.api.Assertions.assertTrue(written.contains("\"valueObject\": true"), written);
        org.junit.jupiter.api.Assertions.assertTrue(ProjectJson.read(written, "again").model().requireEntity("point").valueObject());
        Project old = ProjectJson.read(file.formatted(""), "old");
        org.junit.jupiter.api.Assertions.assertFalse(old.model().requireEntity("point").valueObject(), "a file without it: ids embedded");
        org.junit.jupiter.api.Assertions.assertFalse(ProjectJson.write(old).contains("valueObject"), "false is not written");
        for (String bad : new String[] {", \"valueObject\": \"yes\"", ", \"valueObject\": 1"}) {
            ProjectFileException e = org.junit.jupiter.api.Assertions.assertThrows(ProjectFileException.class,
                    () -> ProjectJson.read(file.formatted(bad), "rides"));
            org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("$.entities[0].valueObject"), e.getMessage());
        }
    }
}
