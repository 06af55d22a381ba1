package dev.docshape.model.advice;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.advice.Finding.Severity;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/** The rules the seed scenarios do not reach, each on a small model built here. */
class AdvisorRulesTest {
    private static final Entity PERSON = Entity.of("person", "Person", List.of(Field.string("name", 20)), 1000);
    private static final Entity ADDRESS = Entity.of("address", "Address", List.of(Field.string("street", 30)), 2000);

    private static Relationship rel(String id, String parent, String child, String name, Cardinality c, double avg,
                                    Integer max, double sharedBy, boolean contains, Volatility volatility) {
        return new Relationship(id, parent, child, name, null, c, avg, max, sharedBy, contains, volatility);
    }

    private static List<Finding> advise(List<Entity> entities, List<Relationship> relationships, List<AccessPattern> patterns,
                                        Map<String, Mapping> mappings, Profile profile) {
        return Advisor.advise(new DataModel(entities, relationships, patterns), new Design("d", mappings, Set.of()), profile);
    }

    private static Finding only(List<Finding> findings, String rule) {
        List<Finding> found = findings.stream().filter(f -> f.ruleId().equals(rule)).toList();
        if (found.size() != 1) fail("expected one " + rule + " finding in " + findings);
        return found.get(0);
    }

    @Test
    void aContainedChildKeptApartIsBetterEmbedded() {
        Relationship addresses = rel("person-addresses", "person", "address", "addresses", Cardinality.ONE_TO_MANY, 2, 50, 1,
                true, Volatility.STABLE);
        Finding f = only(advise(List.of(PERSON, ADDRESS), List.of(addresses), List.of(),
                Map.of("person-addresses", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Profile.cosmos()), Rules.EMBED_CONTAINED);
        assertEquals(Mapping.embed(), f.suggestion().orElseThrow().mapping());
        assertTrue(f.message().startsWith("Person.addresses is referenced (child holds parent id), but Person contains its Address"),
                f.message());
        assertTrue(f.evidence().facts().contains("Person contains its Address"), f.evidence().facts().toString());
    }

    @Test
    void aBoundedOneToManyReadWithItsParentIsBetterEmbedded() {
        Relationship addresses = rel("person-addresses", "person", "address", "addresses", Cardinality.ONE_TO_MANY, 2, 20, 1,
                false, Volatility.STABLE);
        ReadPattern read = ReadPattern.byId("read", "read person", 10, "person", List.of(Include.of("person-addresses")));
        Finding f = only(advise(List.of(PERSON, ADDRESS), List.of(addresses), List.of(read), Map.of(), Profile.cosmos()),
                Rules.EMBED_BOUNDED);
        assertEquals(2, f.effect().orElseThrow().pattern("read").orElseThrow().before().orElseThrow().roundTrips());
        assertEquals(1, f.effect().orElseThrow().pattern("read").orElseThrow().after().orElseThrow().roundTrips());
    }

    @Test
    void sharedDataThatNeverChangesMayBeCopied() {
        Entity contact = Entity.of("contact", "Contact", List.of(Field.string("value", 20)), 300_000);
        Entity type = Entity.of("type", "ContactType", List.of(Field.string("name", 8)), 5);
        Relationship typeOf = rel("contact-type", "contact", "type", "type", Cardinality.ONE_TO_ONE, 1, 1, 60_000, false,
                Volatility.STABLE);
        ReadPattern read = ReadPattern.byId("read", "read contact with type", 5, "contact", List.of(Include.of("contact-type")));
        Finding f = only(advise(List.of(contact, type), List.of(typeOf), List.of(read),
                Map.of("contact-type", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS)), Profile.cosmos()),
                Rules.EMBED_RARELY_CHANGES);
        assertEquals(Severity.INFO, f.severity());

        Relationship volatileType = typeOf.withVolatility(Volatility.FREQUENT);
        assertTrue(advise(List.of(contact, type), List.of(volatileType), List.of(read),
                        Map.of("contact-type", Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS)), Profile.cosmos()).isEmpty(),
                "volatile shared data stays referenced");
    }

    @Test
    void aManyToManyEmbeddedWholeIsReferencedWithIdsOnBothSides() {
        Project s5 = SeedScenarios.s5AuthorsBooks();
        Finding f = only(Advisor.advise(s5.model(), new Design("embedded", Map.of("author-books", Mapping.embed()), Set.of()),
                Profile.cosmos()), Rules.REFERENCE_MANY_TO_MANY);
        assertEquals(Mapping.reference(Placement.IDS_ON_BOTH_SIDES), f.suggestion().orElseThrow().mapping());
    }

    @Test
    void aLargeOneToManyEmbeddedWholeIsReferenced() {
        Relationship addresses = rel("person-addresses", "person", "address", "addresses", Cardinality.ONE_TO_MANY, 300, 5000, 1,
                false, Volatility.STABLE);
        List<Finding> findings = advise(List.of(PERSON, ADDRESS), List.of(addresses), List.of(), Map.of("person-addresses",
                Mapping.embed()), Profile.mongodb());
        Finding f = only(findings, Rules.REFERENCE_ONE_TO_MANY);
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), f.suggestion().orElseThrow().mapping());
    }

    @Test
    void copiesOfVolatileDataInAnExtendedReferenceAreFlagged() {
        Project s6 = SeedScenarios.s6HybridAuthorsBooks();
        List<Entity> entities = new ArrayList<>(s6.model().entities());
        entities.set(0, entities.get(0).withUpdatesPerDay(100));
        DataModel busyAuthors = s6.model().withEntities(entities);
        Finding f = only(Advisor.advise(busyAuthors, s6.design("hybrid").orElseThrow(), Profile.cosmos()),
                Rules.VOLATILE_SHARED_EMBEDDED);
        assertEquals(Placement.IDS_ON_BOTH_SIDES,
                ((dev.docshape.model.mapping.Reference) f.suggestion().orElseThrow().mapping().strategy()).placement());
        assertTrue(f.suggestion().orElseThrow().mapping().precomputedCount(), "keeps countOfBooks");
        assertEquals(100, f.evidence().updatesPerDay());
        Effect.PatternChange rename = f.effect().orElseThrow().pattern("rename-author").orElseThrow();
        assertTrue(rename.after().orElseThrow().docsWritten() < rename.before().orElseThrow().docsWritten());
    }

    @Test
    void documentsOverTheLimitAreAnErrorAndNearItAWarning() {
        Entity post = Entity.of("post", "Post", List.of(Field.string("title", 40)), 100);
        Entity comment = Entity.of("comment", "Comment", List.of(Field.string("text", 300)), 100_000);
        // up to 10,000 comments of about 330 bytes: about 3.3 MB
        Relationship comments = rel("post-comments", "post", "comment", "comments", Cardinality.ONE_TO_MANY, 100, 10_000, 1,
                false, Volatility.STABLE);
        Map<String, Mapping> embedded = Map.of("post-comments", Mapping.embed());

        Finding over = only(advise(List.of(post, comment), List.of(comments), List.of(), embedded, Profile.cosmos()),
                Rules.SIZE_OVER_LIMIT);
        assertEquals(Severity.ERROR, over.severity());
        assertEquals("Post", over.subject().id());
        assertTrue(over.evidence().collection().orElseThrow().maxBytes() > Profile.COSMOS_MAX_DOCUMENT_BYTES);
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), over.suggestion().orElseThrow().mapping());
        assertTrue(over.effect().orElseThrow().collection("Post").orElseThrow().after().orElseThrow().maxBytes() < 1000);

        Relationship more = comments.withCounts(100, 30_000); // about 10 MB: over half of MongoDB's 16 MiB
        Finding near = only(advise(List.of(post, comment), List.of(more), List.of(), embedded, Profile.mongodb()),
                Rules.SIZE_NEAR_LIMIT);
        assertEquals(Severity.WARNING, near.severity());
    }

    @Test
    void deepNestingIsFlagged() {
        List<Entity> entities = new ArrayList<>();
        List<Relationship> chain = new ArrayList<>();
        Map<String, Mapping> embedded = new java.util.HashMap<>();
        for (int i = 0; i < 70; i++) {
            entities.add(Entity.of("e" + i, "Level" + i, List.of(Field.string("v", 5)), 10));
            if (i > 0) {
                chain.add(rel("r" + i, "e" + (i - 1), "e" + i, "next", Cardinality.ONE_TO_ONE, 1, 1, 1, true, Volatility.STABLE));
                embedded.put("r" + i, Mapping.embed());
            }
        }
        Finding f = only(advise(entities, chain, List.of(), embedded, Profile.cosmos()), Rules.NESTING_DEPTH);
        assertEquals("Level0", f.subject().id());
        assertEquals(Severity.WARNING, f.severity());
        assertTrue(f.evidence().collection().orElseThrow().nestingDepth() >= 64);
    }

    @Test
    void anEmbedSuggestionThatWouldPassALimitIsNotMade() {
        Entity big = Entity.of("blob", "Blob", List.of(Field.string("data", 400_000)), 10);
        Relationship blobs = rel("person-blobs", "person", "blob", "blobs", Cardinality.ONE_TO_FEW, 5, 10, 1, true,
                Volatility.STABLE);
        List<Finding> findings = advise(List.of(PERSON, big), List.of(blobs), List.of(),
                Map.of("person-blobs", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Profile.cosmos());
        assertEquals(List.of(), findings, "10 blobs of 400 KB would pass 2 MB");
    }

    @Test
    void writesThatCopyEmbeddedDataShowTheirPriceInTheEffect() {
        Relationship addresses = rel("person-addresses", "person", "address", "addresses", Cardinality.ONE_TO_FEW, 2, 5, 1, false,
                Volatility.STABLE);
        WritePattern insert = new WritePattern("add", "add an address", 1, WriteKind.INSERT, "address", "person-addresses",
                List.of(), List.of());
        Finding f = only(advise(List.of(PERSON, ADDRESS), List.of(addresses), List.of(insert),
                Map.of("person-addresses", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Profile.cosmos()),
                Rules.EMBED_ONE_TO_FEW);
        assertTrue(f.effect().orElseThrow().pattern("add").isPresent(), "the insert changes too: " + f.effect());
    }
}
