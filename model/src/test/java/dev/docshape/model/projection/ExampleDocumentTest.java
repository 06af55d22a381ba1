package dev.docshape.model.projection;

import dev.docshape.model.Project;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static dev.docshape.model.seeds.SeedScenarios.design;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ExampleDocumentTest {

    private static String value(String json, String name) {
        Matcher m = Pattern.compile("\"" + name + "\": \"([^\"]*)\"").matcher(json);
        assertTrue(m.find(), "no " + name + " in " + json);
        return m.group(1);
    }

    private static int count(String text, String needle) {
        return text.split(Pattern.quote(needle), -1).length - 1;
    }

    @Test
    void embeddedDocumentShowsNestedChildrenWithPlausibleValues() {
        Project s1 = SeedScenarios.s1PersonContactsAddresses();
        Projection p = Projector.project(s1.model(), design(s1, "embedded"));
        String person = ExampleDocument.render(p.collection("Person").orElseThrow(), Profile.mongodb());
        assertTrue(person.startsWith("{\n  \"_id\": \""), person);
        assertTrue(person.contains("\"email\": \"ada.lovelace@example.com\""), person);
        assertTrue(person.contains("\"city\": \"London\""), person);
        assertEquals(2, count(person, "\"street\""), "two addresses on average");
        assertEquals(3, count(person, "\"type\": {"), "three contact details, each with its type");
        assertEquals(count(person, "{"), count(person, "}"));
        assertEquals(count(person, "["), count(person, "]"));
    }

    @Test
    void decimalsAreShownAsAPersonWouldWriteThem() {
        Pattern longFraction = Pattern.compile("\\d\\.\\d{7,}");
        int prices = 0;
        for (Project project : SeedScenarios.all()) {
            for (var design : project.designs()) {
                Projection p = Projector.project(project.model(), design);
                for (String doc : ExampleDocument.renderAll(p, Profile.mongodb()).values()) {
                    assertTrue(!longFraction.matcher(doc).find(), "no 39.989999999999995: " + doc);
                    if (doc.contains("\"price\": 39.99") || doc.contains("\"price\": 19.99")) prices++;
                }
            }
        }
        assertTrue(prices > 0, "the seed prices are shown as 19.99, 29.99, 39.99");
        assertEquals("39.99", JsonText.readable(19.99 + 10 + 10));
        assertEquals("0.1", JsonText.readable(0.1 + 0.2 - 0.2));
        assertEquals("-0.1276", JsonText.readable(-0.1276));
    }

    @Test
    void referenceIdsMatchTheReferencedDocumentsIds() {
        Project s1 = SeedScenarios.s1PersonContactsAddresses();
        Projection p = Projector.project(s1.model(), design(s1, "referenced"));
        Map<String, String> docs = ExampleDocument.renderAll(p, Profile.cosmos());
        assertEquals(value(docs.get("Person"), "id"), value(docs.get("Address"), "personId"));
    }

    @Test
    void bucketDocumentCountsTheItemsItShows() {
        Project s2 = SeedScenarios.s2PostComments();
        Projection p = Projector.project(s2.model(), design(s2, "subset"));
        String bucket = ExampleDocument.render(p.collection("postCommentBuckets").orElseThrow());
        assertTrue(bucket.contains("\"count\": " + ExampleDocument.MAX_ITEMS), bucket);
        assertEquals(ExampleDocument.MAX_ITEMS, count(bucket, "\"text\""));
        String post = ExampleDocument.render(p.collection("Post").orElseThrow());
        assertTrue(post.contains("…"), "a 2000-character body is cut short: " + post);
    }

    @Test
    void renderingIsDeterministic() {
        Project s6 = SeedScenarios.s6HybridAuthorsBooks();
        Projection p = Projector.project(s6.model(), design(s6, "hybrid"));
        assertEquals(ExampleDocument.renderAll(p, Profile.mongodb()), ExampleDocument.renderAll(p, Profile.mongodb()));
    }
}
