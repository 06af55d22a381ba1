package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static dev.docshape.model.seeds.SeedScenarios.design;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Deleting a parent whose children keep arrays of their parents' ids writes those children: its id is pulled from each
 * (decision 0509, docs/counting-rules.md "Writes and write amplification").
 */
class DeletedParentIdsTest {
    private static final double EPS = 1e-9;
    private static final int FOLLOWED = 60;

    @Test
    void deletingAnAuthorPullsItsIdFromEachOfItsBooks() {
        Project s6 = SeedScenarios.s6HybridAuthorsBooks();
        PatternEstimate delete = delete(s6.model(), design(s6, "plain"), "author");
        assertEquals(2, delete.roundTrips(), "the author's document, then its books");
        assertEquals(1 + SeedScenarios.S6_BOOKS_PER_AUTHOR, delete.docsWritten(), EPS);
        Request books = delete.requests().get(1);
        assertEquals(Request.Operation.PATCH_MANY, books.operation());
        assertEquals(SeedScenarios.S6_BOOKS_PER_AUTHOR, books.docs(), EPS);
    }

    @Test
    void deletingABookStillPullsItsIdFromItsAuthorsOnly() {
        Project s6 = SeedScenarios.s6HybridAuthorsBooks();
        PatternEstimate delete = delete(s6.model(), design(s6, "plain"), "book");
        assertEquals(1 + SeedScenarios.S6_AUTHORS_PER_BOOK, delete.docsWritten(), EPS, "the book and its authors; it has no children");
    }

    @Test
    void copiesOfADeletedAuthorAreRemovedOnceNotTwice() {
        Project s6 = SeedScenarios.s6HybridAuthorsBooks();
        PatternEstimate delete = delete(s6.model(), design(s6, "hybrid"), "author");
        assertEquals(1 + SeedScenarios.S6_BOOKS_PER_AUTHOR, delete.docsWritten(), EPS, "its copies in its books, pulled by the removal of the copies");
    }

    @Test
    void deletingAUserWithIdsOnBothSidesWritesThoseItFollowedAndThoseFollowingIt() {
        Relationship follows = new Relationship("follows", "user", "user", "following", "followers", Cardinality.MANY_TO_MANY,
                FOLLOWED, 500, FOLLOWED, false, Volatility.STABLE);
        DataModel model = new DataModel(List.of(Entity.of("user", "User", List.of(Field.string("handle", 14)), 100_000)), List.of(follows), List.of());
        Design both = new Design("both", Map.of("follows", new Mapping(new Reference(Placement.IDS_ON_BOTH_SIDES, false), true)), Set.of());
        PatternEstimate delete = delete(model, both, "user");
        assertEquals(3, delete.roundTrips());
        assertEquals(1 + FOLLOWED + FOLLOWED, delete.docsWritten(), EPS, "its document, the users following it, the users it followed");
        assertTrue(delete.requests().stream().anyMatch(r -> r.intent().end() == Relationship.End.CHILD && r.docs() == FOLLOWED),
                "the users it followed lose its id from their followers");
    }

    private static PatternEstimate delete(DataModel model, Design design, String entity) {
        WritePattern delete = new WritePattern("delete", "delete", 1, WriteKind.DELETE, entity, null, List.of(), List.of());
        Estimate e = Estimator.estimate(model.withPatterns(List.of(delete)), design, Profile.mongodb());
        assertTrue(e.problems().isEmpty(), e.problems().toString());
        return e.pattern("delete").orElseThrow();
    }
}
