package dev.docshape.storage.testing;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.storage.measure.PatternMeasure;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 11's library schema: 100 members, their loans kept in buckets of 20 newest first (40 a member, drawn 0 to 80),
 * 500 books whose titles each loan copies. "A member with their 10 latest loans' titles" (an include of one root read by
 * its id) and "a member's 10 latest loans" (the loans of one member) take the first 10 over a member's newest buckets,
 * and the newest, the partial one, holds fewer than 10 for about a third of the members (decision 0524).
 */
public final class LibraryLoans {
    public static final int MEMBERS = 100;
    public static final int LATEST = 10;
    /** The members "20 members with their 10 latest loans" reads. */
    public static final int SEVERAL = 20;

    private LibraryLoans() {
    }

    /**
     * Holds a measure of one of the library's reads to its estimate (round trips exactly; documents, bytes read and bytes
     * returned within 10 %) and returns the buckets a member read: the documents read but the member's own.
     */
    public static double agreedBucketsAMember(PatternMeasure p, String what) {
        assertEquals(p.estRoundTrips(), p.roundTrips(), what + ": round trips");
        assertEquals(1, p.docsRead() / p.estDocsRead(), 0.10, what + ": documents");
        assertEquals(1, p.bytesRead() / p.estBytesRead(), 0.10, what + ": bytes read");
        assertEquals(1, p.bytesReturned() / p.estBytesReturned(), 0.10, what + ": bytes returned");
        return p.docsRead() - (p.patternId().equals("latest-titles") ? 1 : 0);
    }

    /**
     * "20 members with their 10 latest loans": an include of the first 10 over buckets from several roots, read by a
     * filter (decision 0536).
     */
    public static ReadPattern several() {
        return new ReadPattern("several-latest", "20 members with their 10 latest loans", 1, "member", Selection.FILTER, null,
                SEVERAL, SEVERAL, List.of("name"), List.of(new Include("member-loans", List.of("loanedAt"), LATEST, List.of())), List.of());
    }

    /**
     * The library with 5 branches, each holding its 20 members' ids, and "a branch with its members' 10 latest loans":
     * the first 10 over buckets of several members known by the ids their branch holds (decision 0536).
     */
    public static Project withBranches() {
        Project library = project();
        DataModel model = library.model();
        Entity branch = Entity.of("branch", "Branch", List.of(Field.of("city", FieldType.STRING)), 5);
        Relationship members = new Relationship("branch-members", "branch", "member", "members", "branch",
                Cardinality.ONE_TO_MANY, 20, 20, 20, true, Volatility.STABLE, 0);
        ReadPattern branchLoans = new ReadPattern("branch-latest", "a branch with its members' 10 latest loans", 1, "branch",
                Selection.BY_ID, null, 1, 1, List.of("city"), List.of(new Include("branch-members", List.of(), 0,
                List.of(new Include("member-loans", List.of("loanedAt"), LATEST, List.of())))), List.of());
        List<Entity> entities = new java.util.ArrayList<>(model.entities());
        entities.add(branch);
        List<Relationship> relationships = new java.util.ArrayList<>(model.relationships());
        relationships.add(members);
        Design design = library.designs().get(0).withMapping("branch-members",
                new Mapping(new Reference(Placement.PARENT_HOLDS_CHILD_IDS, false), false));
        return new Project("library", "", new DataModel(entities, relationships, List.of(branchLoans)), List.of(design), design.name());
    }

    public static Project project() {
        Entity member = Entity.of("member", "Member", List.of(Field.of("name", FieldType.STRING)), MEMBERS);
        Entity loan = Entity.of("loan", "Loan", List.of(Field.of("loanedAt", FieldType.DATE)), 40L * MEMBERS);
        Entity book = Entity.of("book", "Book", List.of(Field.of("title", FieldType.STRING)), 500);
        Relationship loans = new Relationship("member-loans", "member", "loan", "loans", "member",
                Cardinality.ONE_TO_MANY, 40, 80, 1, true, Volatility.STABLE, 0);
        Relationship bookLoans = new Relationship("book-loans", "book", "loan", "loans", "book",
                Cardinality.ONE_TO_MANY, 8, 30, 1, false, Volatility.STABLE, 0);
        ReadPattern withTitles = new ReadPattern("latest-titles", "a member with their 10 latest loans' titles", 1, "member",
                Selection.BY_ID, null, 1, 1, List.of("name"), List.of(new Include("member-loans", List.of("loanedAt"), LATEST,
                List.of(new Include("book-loans", List.of("title"), 0, List.of())))), List.of());
        ReadPattern latest = new ReadPattern("latest-loans", "a member's 10 latest loans", 1, "loan", Selection.FILTER,
                "member-loans", 40, LATEST, List.of("loanedAt"), List.of(), List.of(), Ordering.descending("loanedAt"));
        DataModel model = new DataModel(List.of(member, loan, book), List.of(loans, bookLoans), List.of(withTitles, latest));
        Design design = Design.named("member-centric")
                .withMapping("member-loans", new Mapping(new Bucket(20, Ordering.descending("loanedAt")), false))
                .withMapping("book-loans", new Mapping(new ExtendedReference(Holder.CHILD, List.of("title")), false));
        return new Project("library", "", model, List.of(design), design.name());
    }
}
