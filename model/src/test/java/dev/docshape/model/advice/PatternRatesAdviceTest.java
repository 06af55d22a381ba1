package dev.docshape.model.advice;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.testing.Blog;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The advisor judges copied fields by the larger of their declared rate and the rate the update patterns
 * give them (docs/advisor-rules.md, decision 0552): a blog whose users declare no rate but are renamed
 * by a pattern.
 */
class PatternRatesAdviceTest {

    /** The blog with users declaring no rate and the rename pattern run {@code renamesPerSecond}, changing {@code fields}. */
    private static Project blog(double renamesPerSecond, List<String> fields) {
        Project blog = Blog.project();
        DataModel model = blog.model();
        List<Entity> entities = new ArrayList<>();
        for (Entity e : model.entities()) entities.add(e.id().equals("user") ? e.withUpdatesPerDay(0) : e);
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : model.patterns()) {
            patterns.add(p.id().equals("rename-user")
                    ? new WritePattern("rename-user", "change a username", renamesPerSecond, WriteKind.UPDATE, "user", null, fields, List.of())
                    : p);
        }
        return blog.withModel(model.withEntities(entities).withPatterns(patterns));
    }

    private static Optional<Finding> finding(Project p, String design, String rule, String relationship) {
        List<Finding> findings = Advisor.advise(p.model(), p.design(design).orElseThrow(), Profile.mongodb());
        return findings.stream().filter(f -> f.ruleId().equals(rule) && f.subject().id().equals(relationship)).findFirst();
    }

    @Test
    void theExtendedReferenceSaysHowOftenTheRenamePatternChangesTheCopiedName() {
        // 1 rename a second over 100,000 users: 86,400 / 100,000 = 0.864 a day per user
        Finding copy = finding(blog(1, List.of("username")), "referenced", Rules.EXTENDED_REFERENCE, "user-posts").orElseThrow();
        // the words quote the rate judged on and the pattern it comes from (decision 0557)
        assertTrue(copy.message().contains("which changes 0.864 times a day (pattern 'change a username')"), copy.message());
        List<String> facts = copy.evidence().facts();
        assertTrue(facts.contains("username of User change at most 0.864 times a day (pattern 'change a username')"), facts.toString());
        assertTrue(facts.contains("User changes 0.864 times a day (pattern 'change a username')"), facts.toString());
    }

    @Test
    void aNameRenamedOftenByAPatternIsNotToBeCopiedAndItsCopiesAreWarnedAbout() {
        // 100 renames a second: 86.4 a day per user, past the 24 a day that counts as changing often
        Project renamedOften = blog(100, List.of("username"));
        assertTrue(finding(renamedOften, "referenced", Rules.EXTENDED_REFERENCE, "user-posts").isEmpty(),
                "no extended reference of a name changing 86.4 times a day");
        Finding warning = finding(renamedOften, "denormalized", Rules.VOLATILE_SHARED_EMBEDDED, "user-posts").orElseThrow();
        assertTrue(warning.evidence().facts().contains("username of User change up to 86.4 times a day (pattern 'change a username')"),
                warning.evidence().toString());
    }

    @Test
    void anUpdateOfAPostThatAlsoRenamesItsAuthorCountsForTheAuthor() {
        Project blog = blog(0, List.of("username"));
        List<AccessPattern> patterns = new ArrayList<>(blog.model().patterns());
        // 100 a second, each renaming the post's one author: 86.4 renames a day per user
        patterns.add(new WritePattern("edit-post-and-author", "edit a post and its author's name", 100, WriteKind.UPDATE, "post",
                null, List.of("title"), List.of(new Include("user-posts", List.of("username"), 0, List.of()))));
        Project edited = blog.withModel(blog.model().withPatterns(patterns));
        Finding warning = finding(edited, "denormalized", Rules.VOLATILE_SHARED_EMBEDDED, "user-posts").orElseThrow();
        assertTrue(warning.evidence().facts().contains(
                "username of User change up to 86.4 times a day (pattern 'edit a post and its author's name')"),
                warning.evidence().toString());
    }

    @Test
    void anUpdateNamingNoFieldsChangesTheCopiedOnesToo() {
        Project updatedOften = blog(100, List.of());
        assertTrue(finding(updatedOften, "denormalized", Rules.VOLATILE_SHARED_EMBEDDED, "user-posts").isPresent());
    }
}
