package dev.docshape.model.advice;

import dev.docshape.model.Project;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.edit.History;
import dev.docshape.model.estimate.CollectionEstimate;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.estimate.PatternEstimate;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The findings of docs/counting-rules.md#seed-scenarios: the advisor spots S2-S5 (and S1, S7 the other way round),
 * suggests the better mapping, and accepting it through the undo history gives the estimate the
 * finding claimed.
 */
class AdvisorSeedScenariosTest {
    private static final Profile PROFILE = Profile.cosmos();

    private static Project on(Project project, String design) {
        return project.withActiveDesign(design);
    }

    private static List<Finding> advise(Project project) {
        return Advisor.advise(project.model(), project.active(), PROFILE);
    }

    private static Finding only(List<Finding> findings, String rule, String subject) {
        List<Finding> found = findings.stream().filter(f -> f.ruleId().equals(rule) && f.subject().id().equals(subject)).toList();
        if (found.size() != 1) fail("expected one " + rule + " finding about " + subject + " in " + findings);
        return found.get(0);
    }

    /** Accepts the suggestion as one undoable edit and estimates the result. */
    private static Estimate accept(Project project, Finding finding, History history) {
        assertTrue(history.execute(finding.suggestedEdit(project).orElseThrow()));
        assertEquals(1, history.undoDepth(), "one undo step");
        Project changed = history.project();
        return Estimator.estimate(changed.model(), changed.active(), PROFILE);
    }

    private static PatternEstimate pattern(Estimate e, String id) {
        return e.pattern(id).orElseThrow();
    }

    @Test
    void s2UnboundedEmbeddedCommentsAreAnErrorAndTheSubsetBoundsThePost() {
        Project s2 = on(SeedScenarios.s2PostComments(), "embedded");
        Finding f = only(advise(s2), Rules.UNBOUNDED_EMBEDDED_ARRAY, "post-comments");
        assertEquals(Severity.ERROR, f.severity());
        assertEquals(new Mapping(new Subset(3, Subset.Rest.BUCKETED, 100), false), f.suggestion().orElseThrow().mapping());
        assertTrue(f.evidence().collection().orElseThrow().unbounded());
        assertEquals(List.of("read-post", "next-comments", "add-comment"), f.evidence().affectedPatterns());

        Effect.CollectionChange post = f.effect().orElseThrow().collection("Post").orElseThrow();
        assertNull(post.before().orElseThrow().maxBytes());
        Long boundedMax = post.after().orElseThrow().maxBytes();
        assertNotNull(boundedMax);
        assertTrue(boundedMax < PROFILE.maxDocumentBytes() * PROFILE.warnFraction());

        History history = new History(s2);
        Estimate after = accept(s2, f, history);
        CollectionEstimate postAfter = after.collection("Post").orElseThrow();
        assertEquals(boundedMax, postAfter.maxBytes(), "the effect claimed is the effect got");
        assertEquals(1, pattern(after, "read-post").roundTrips());
        assertTrue(advise(history.project()).stream().noneMatch(x -> x.ruleId().equals(Rules.UNBOUNDED_EMBEDDED_ARRAY)));
        history.undo();
        assertEquals(s2, history.project());
    }

    @Test
    void s3VolatileStockEmbeddedInEveryHoldingIsReferencedInstead() {
        for (String design : List.of("embedded", "embedded-standalone")) {
            Project s3 = on(SeedScenarios.s3Portfolio(), design);
            Finding f = only(advise(s3), Rules.VOLATILE_SHARED_EMBEDDED, "holding-stock");
            assertEquals(Severity.WARNING, f.severity());
            assertEquals(Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS), f.suggestion().orElseThrow().mapping());
            assertEquals(SeedScenarios.S3_HOLDERS_PER_STOCK, f.evidence().relationship().orElseThrow().sharedBy());

            Effect.PatternChange price = f.effect().orElseThrow().pattern("update-price").orElseThrow();
            double writtenBefore = price.before().orElseThrow().docsWritten();
            double writtenAfter = price.after().orElseThrow().docsWritten();
            assertTrue(writtenBefore >= SeedScenarios.S3_HOLDERS_PER_STOCK, design + ": " + writtenBefore);
            assertEquals(1, writtenAfter, design);

            Estimate after = accept(s3, f, new History(s3));
            assertEquals(writtenAfter, pattern(after, "update-price").docsWritten());
            assertTrue(f.effect().orElseThrow().after().ruPerSecond() < f.effect().orElseThrow().before().ruPerSecond(),
                    "the workload costs fewer request units");
        }
    }

    @Test
    void s4PublisherWithAGrowingArrayOfBookIdsLetsEachBookHoldThePublisher() {
        Project s4 = on(SeedScenarios.s4PublisherBooks(), "publisher-holds-ids");
        Finding f = only(advise(s4), Rules.GROWING_ID_ARRAY, "publisher-books");
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), f.suggestion().orElseThrow().mapping());
        Effect.PatternChange addBook = f.effect().orElseThrow().pattern("add-book").orElseThrow();
        assertEquals(2, addBook.before().orElseThrow().docsWritten());
        assertEquals(1, addBook.after().orElseThrow().docsWritten());

        Estimate after = accept(s4, f, new History(s4));
        assertEquals(1, pattern(after, "add-book").docsWritten());
        assertFalse(after.collection("Publisher").orElseThrow().unbounded());
        assertEquals(2, pattern(after, "read-publisher").roundTrips(), "read publisher with books: 2 round trips either way");
    }

    @Test
    void s5JoiningDocumentsBecomeIdArraysOnBothSides() {
        Project s5 = on(SeedScenarios.s5AuthorsBooks(), "joining-documents");
        Finding f = only(advise(s5), Rules.JOINING_DOCUMENTS, "author-books");
        assertEquals(Severity.WARNING, f.severity());
        assertEquals(new Reference(Placement.IDS_ON_BOTH_SIDES), f.suggestion().orElseThrow().mapping().strategy());
        Effect.PatternChange read = f.effect().orElseThrow().pattern("read-author").orElseThrow();
        assertEquals(3, read.before().orElseThrow().roundTrips());
        assertEquals(2, read.after().orElseThrow().roundTrips());
        assertTrue(f.message().contains("3 -> 2 round trips"), f.message());

        assertEquals(2, pattern(accept(s5, f, new History(s5)), "read-author").roundTrips());
    }

    @Test
    void referencedOneToFewAndOneToOneReadTogetherAreBetterEmbedded() {
        Project s1 = on(SeedScenarios.s1PersonContactsAddresses(), "referenced");
        List<Finding> findings = advise(s1);
        Finding addresses = only(findings, Rules.EMBED_ONE_TO_FEW, "person-addresses");
        assertEquals(Severity.INFO, addresses.severity());
        only(findings, Rules.EMBED_ONE_TO_FEW, "person-contacts");
        assertEquals(3, addresses.effect().orElseThrow().pattern("read-person").orElseThrow().before().orElseThrow().roundTrips());
        assertEquals(2, addresses.effect().orElseThrow().pattern("read-person").orElseThrow().after().orElseThrow().roundTrips());

        Project s7 = on(SeedScenarios.s7PatronAddress(), "referenced");
        Finding patron = only(advise(s7), Rules.EMBED_INTEGRAL, "patron-address");
        assertEquals(1, pattern(accept(s7, patron, new History(s7)), "read-patron").roundTrips());
    }

    @Test
    void aVerticalSplitReadMostlyWithoutItsDetailsIsLeftAlone() {
        Project s8 = on(SeedScenarios.s8MovieDetails(), "split");
        assertEquals(List.of(), advise(s8));
    }

    @Test
    void nPlusOneReadsAreFlaggedWithTheirNumbers() {
        Finding portfolio = only(advise(on(SeedScenarios.s3Portfolio(), "referenced")), Rules.N_PLUS_ONE, "read-portfolio");
        PatternEstimate e = portfolio.evidence().pattern().orElseThrow();
        assertEquals(2, e.roundTrips());
        assertEquals(1 + SeedScenarios.S3_HOLDINGS_PER_PERSON, e.roundTripsNaive());
        assertTrue(portfolio.suggestion().isEmpty());
        assertTrue(portfolio.suggestedEdit(SeedScenarios.s3Portfolio()).isEmpty());

        only(advise(on(SeedScenarios.s6HybridAuthorsBooks(), "plain")), Rules.N_PLUS_ONE, "list-books");
    }

    @Test
    void s6PlainReferenceIsToldToCopyTheAuthorsNamesAsTheHybridDesignDoes() {
        Project plain = on(SeedScenarios.s6HybridAuthorsBooks(), "plain");
        Finding copy = only(advise(plain), Rules.EXTENDED_REFERENCE, "author-books");
        Mapping hybrid = SeedScenarios.s6HybridAuthorsBooks().design("hybrid").orElseThrow()
                .mappingFor(plain.model().requireRelationship("author-books"));
        var hybridCopies = (dev.docshape.model.mapping.ExtendedReference) hybrid.strategy();
        var suggested = (dev.docshape.model.mapping.ExtendedReference) copy.suggestion().orElseThrow().mapping().strategy();
        assertEquals(hybridCopies.holder(), suggested.holder(), "the book keeps the copies, as in the hybrid design");
        assertEquals(List.of("name"), suggested.copiedFields(), "exactly what the list shows of each author");
        Estimate before = Estimator.estimate(plain.model(), plain.active(), PROFILE);
        Estimate after = accept(plain, copy, new History(plain));
        assertEquals(2, pattern(before, "list-books").roundTrips());
        assertEquals(1, pattern(after, "list-books").roundTrips());
        assertTrue(after.totals().ruPerSecond() < before.totals().ruPerSecond());
    }

    @Test
    void theGoodDesignsOfTheSeedsRaiseNoWarnings() {
        List<Project> good = List.of(on(SeedScenarios.s1PersonContactsAddresses(), "embedded"),
                on(SeedScenarios.s2PostComments(), "subset"), on(SeedScenarios.s4PublisherBooks(), "book-holds-publisher"),
                on(SeedScenarios.s5AuthorsBooks(), "ids-on-both-sides"), on(SeedScenarios.s6HybridAuthorsBooks(), "hybrid"),
                on(SeedScenarios.s7PatronAddress(), "embedded"), on(SeedScenarios.s8MovieDetails(), "unsplit"));
        for (Project project : good) {
            assertEquals(List.of(), advise(project), project.name() + " " + project.activeDesign());
        }
    }
}
