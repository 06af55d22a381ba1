package dev.docshape.model.estimate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.profile.CostModel;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.BucketFill;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 11, a library schema: members, their loans kept in buckets of 20 newest first (40 a member, drawn 0 to 80), books
 * whose titles the loans copy. "A member with their 10 latest loans' titles" and "a member's 10 latest loans" read the
 * buckets the first 10 reach into: the newest, and the one before it where the newest holds fewer (decision 0524).
 */
class LatestLoansOverBucketsTest {
    static ReadPattern latestWithTitles() {
        return new ReadPattern("latest", "a member with their 10 latest loans' titles", 1, "member", Selection.BY_ID,
                null, 1, 1, List.of("name"), List.of(new Include("member-loans", List.of("loanedAt"), 10,
                List.of(new Include("book-loans", List.of("title"), 0, List.of())))), List.of());
    }

    static DataModel library(ReadPattern pattern) {
        Entity member = Entity.of("member", "Member", List.of(Field.of("name", FieldType.STRING)), 200);
        Entity loan = Entity.of("loan", "Loan", List.of(Field.of("loanedAt", FieldType.DATE)), 8_000);
        Entity book = Entity.of("book", "Book", List.of(Field.of("title", FieldType.STRING)), 1_000);
        Relationship loans = new Relationship("member-loans", "member", "loan", "loans", "member",
                Cardinality.ONE_TO_MANY, 40, 80, 1, true, Volatility.STABLE, 0);
        Relationship bookLoans = new Relationship("book-loans", "book", "loan", "loans", "book",
                Cardinality.ONE_TO_MANY, 8, 30, 1, false, Volatility.STABLE, 0);
        return new DataModel(List.of(member, loan, book), List.of(loans, bookLoans), List.of(pattern));
    }

    static Design memberCentric() {
        return Design.named("member-centric")
                .withMapping("member-loans", new Mapping(new Bucket(20, Ordering.descending("loanedAt")), false))
                .withMapping("book-loans", new Mapping(new ExtendedReference(Holder.CHILD, List.of("title")), false));
    }

    static ReadPattern loansOfOneMember() {
        return new ReadPattern("loans", "a member's 10 latest loans", 1, "loan", Selection.FILTER, "member-loans", 40, 10,
                List.of("loanedAt"), List.of(), List.of(), Ordering.descending("loanedAt"));
    }

    private static Request buckets(ReadPattern pattern, Profile profile) {
        PatternEstimate p = Estimator.estimate(library(pattern), memberCentric(), profile).pattern(pattern.id()).orElseThrow();
        return p.requests().stream().filter(r -> r.intent().action() == Intent.Action.READ_BUCKETS).findFirst().orElseThrow();
    }

    @Test
    void theFirstTenReachPastTheNewestBucketForAThirdOfTheMembers() {
        for (ReadPattern p : List.of(latestWithTitles(), loansOfOneMember())) {
            Request read = buckets(p, Profile.mongodb());
            // the newest bucket holds 10.4 loans on average: a third of the members need the one before it too
            assertEquals(BucketFill.reaching(0, 40, 80, 20, 10).buckets(), read.docs(), 1e-9, p.name());
            assertEquals(1.33, read.docs(), 0.005, p.name());
            // the buckets read whole, sent back holding only the 10 loans taken (fewer for a member with fewer)
            assertTrue(read.bytesReturned() < 0.7 * read.bytes(), p.name() + ": " + read);
        }
    }

    @Test
    void cosmosDbReadsTheNewestTwoBucketsWholeInOneQuery() {
        // Cosmos DB SQL cannot stop after 10 items of a JOIN across documents: the newest 1 + ceil(9 / 20) = 2 buckets,
        // which hold the first 10 however full the newest is, whole, in one query (decision 0529)
        for (ReadPattern p : List.of(latestWithTitles(), loansOfOneMember())) {
            PatternEstimate e = Estimator.estimate(library(p), memberCentric(), Profile.cosmos()).pattern(p.id()).orElseThrow();
            Request read = buckets(p, Profile.cosmos());
            assertEquals(BucketFill.newest(0, 40, 80, 20, 2).buckets(), read.docs(), 1e-9, p.name());
            // two for every member with more than 20 loans, one below: 1.74 buckets, where the newest alone (0.99) fell
            // short for a third of the members and the first 10 reach into 1.33
            assertEquals(1.74, read.docs(), 0.005, p.name());
            assertEquals(read.bytes(), read.bytesReturned(), 1e-9, p.name());
            assertEquals(p.id().equals("loans") ? 1 : 2, e.roundTrips(), p.name());
            // one query of the two buckets: its base charge once, each bucket by the KB it returns
            CostModel costs = Profile.cosmos().costs();
            assertEquals(costs.queryRu(read.docs(), read.bytes() / read.docs()) + costs.fanOutRu(read.partitions()), read.ru(), 1e-9, p.name());
        }
    }
}
