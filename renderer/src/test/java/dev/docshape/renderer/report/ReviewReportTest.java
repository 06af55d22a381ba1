package dev.docshape.renderer.report;

import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.renderer.TestModels;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReviewReportTest {
    static final String HOSTILE = "</pre></svg><script>alert('x')</script><img src=x onerror=\"alert(1)\">";

    /** The seed person model with a hostile name in every place a name can be: project, entity, design, pattern. */
    static Project hostile() {
        Project person = TestModels.person();
        DataModel model = person.model();
        List<Entity> entities = model.entities().stream()
                .map(e -> e.id().equals("person") ? described(e.withName("Person " + HOSTILE), "who " + HOSTILE) : e).toList();
        model = model.withEntities(entities).withPatterns(List.of(
                ReadPattern.byId("read", "read " + HOSTILE, 10, "person", List.of())));
        List<Design> designs = List.of(person.designs().get(0).withName("embedded " + HOSTILE), person.designs().get(1));
        return new Project("S1 " + HOSTILE, "about " + HOSTILE, model, designs, designs.get(0).name());
    }

    @Test
    void everyNameIsEscapedSoNoMarkupComesFromTheProject() {
        String html = ReviewReport.html(hostile(), Profile.mongodb());
        assertFalse(html.contains("<script"), "no script element");
        assertFalse(html.contains("<img"), "no image element");
        assertFalse(html.contains("onerror=\"alert"), "no event handler attribute");
        assertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"), "the name is shown as text");
        // one svg opened and closed per design: a name cannot close the drawing early
        assertEquals(2, count(html, "<svg"));
        assertEquals(2, count(html, "</svg>"));
        assertEquals(count(html, "<pre>"), count(html, "</pre>"));
    }

    /** {@code e} described, and its first field too (decision 0556). */
    private static Entity described(Entity e, String text) {
        List<dev.docshape.model.Field> fields = new java.util.ArrayList<>(e.fields());
        fields.set(0, fields.get(0).withDescription("the " + text));
        return e.withFields(fields).withDescription(text);
    }

    @Test
    void theGlossarySaysWhatTheModelDescribesAndOnlyThen() {
        Project person = TestModels.person();
        assertFalse(ReviewReport.html(person, Profile.mongodb()).contains("Glossary"), "a model describing nothing has no glossary");
        Entity first = person.model().entities().get(0);
        String firstField = first.fields().get(0).name();
        Project described = person.withModel(person.model().withEntities(person.model().entities().stream()
                .map(e -> e == first ? described(e, "Someone the team keeps in touch with") : e).toList()));
        String html = ReviewReport.html(described, Profile.mongodb()).replace("&shy;", "").replace("<wbr>", "");
        assertTrue(html.contains("<a href=\"#glossary\">Glossary</a>"), "the glossary is in the navigation");
        assertTrue(html.contains("<dd>Someone the team keeps in touch with</dd>"), html);
        assertTrue(html.contains("<dt>" + firstField + "</dt><dd>the Someone the team keeps in touch with</dd>"), html);
    }

    @Test
    void thePageIsSelfContained() {
        String html = ReviewReport.html(TestModels.person(), Profile.mongodb());
        for (String external : List.of("http://", "https://", "<link", "<script", "src=", "url(", "@import")) {
            assertFalse(html.contains(external), "no external resource: " + external);
        }
        assertTrue(html.contains("<style>") && html.contains("@media print") && html.contains("name=\"viewport\""));
    }

    @Test
    void patternFiguresThatDifferFromTheActiveDesignAreMarked() {
        Project person = TestModels.person();
        Project withPattern = person.withModel(person.model().withPatterns(List.of(
                ReadPattern.byId("read", "read person with contacts", 10, "person",
                        List.of(dev.docshape.model.pattern.Include.of("hasContacts"))))));
        // the names as read, without the soft hyphens that mark where they may break
        String html = ReviewReport.html(withPattern, Profile.mongodb()).replace("&shy;", "");
        // embedded: one round trip; referenced: two, marked as more with the difference
        assertTrue(html.contains("<td class=\"differs more\">2 <small>(+1)</small></td>"), html);
        assertTrue(html.contains("Design referenced"));
        assertTrue(html.indexOf("Design embedded") < html.indexOf("Design referenced"), "the active design comes first");
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }
}
