package dev.docshape.model.edit;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.testing.Library;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class EditsTest {
    private final Project library = Library.project();

    @Test
    void descriptionsReadLikeMenuItems() {
        assertEquals("Rename entity Author to Writer", Edits.renameEntity(library, "author", "Writer").description());
        assertEquals("Move entity Book", Edits.moveEntity(library, "book", new Position(10, 20)).description());
        assertEquals("Set count of Book to 5000", Edits.setEntityCount(library, "book", 5000).description());
        assertEquals("Rename field Author.name to fullName", Edits.renameField(library, "author", "name", "fullName").description());
        assertEquals("Change type of Book.tags to string", Edits.retypeField(library, "book", "tags", FieldType.STRING).description());
        assertEquals("Make Book.isbn required", Edits.setFieldRequired(library, "book", "isbn", true).description());
        assertEquals("Set counts of Publisher.books to 40 on average, at most 100",
                Edits.setCounts(library, "publisher-books", 40, 100).description());
        assertEquals("Map Author.books as referenced (ids on both sides)",
                Edits.setMapping(library, "hybrid", "author-books", Mapping.reference(Placement.IDS_ON_BOTH_SIDES)).description());
        assertEquals("Keep a count of books in Publisher",
                Edits.setPrecomputedCount(library, "plain", "publisher-books", true).description());
        assertEquals("Duplicate design plain as plain 2", Edits.duplicateDesign(library, "plain", "plain 2").description());
        assertEquals("Remove access pattern 'rename an author'", Edits.removePattern(library, "rename-author").description());
    }

    @Test
    void aDesignsPartitioningAndDuplicatesAreSetAsWholeValuesWordedByTheEditAndUndoneExactly() {
        Edit key = Edits.setPartitionKey(library, "plain", "book", "isbn");
        assertEquals("Partition Book by isbn", key.description());
        Project keyed = key.apply(library);
        assertEquals("isbn", keyed.design("plain").orElseThrow().partitioning().keyOf("book"));
        assertEquals("Partition Book by isbn", key.invert().description(), "the Undo menu keeps the words");
        assertEquals(library, key.invert().apply(keyed));
        assertEquals("Stop partitioning Book", Edits.setPartitionKey(keyed, "plain", "book", " ").description());
        assertEquals("Spread over 4 partitions", Edits.setPartitions(library, "plain", 4).description());

        Edit duplicate = CopyEdits.setDuplicate(keyed, "plain", "book", null);
        assertEquals("Duplicate Book", duplicate.description());
        Project duplicated = duplicate.apply(keyed);
        assertEquals("Partition the duplicate of Book by isbn",
                CopyEdits.setDuplicate(duplicated, "plain", "book", "isbn").description());
        assertEquals("Remove the duplicate of Book", CopyEdits.removeDuplicate(duplicated, "plain", "book").description());

        InvalidEditException stale = assertThrows(InvalidEditException.class, () -> key.apply(keyed));
        assertTrue(stale.getMessage().contains("the partitioning of design plain"), stale.getMessage());
        assertThrows(InvalidEditException.class, () -> Edits.setPartitions(library, "no such design", 4));
    }

    @Test
    void aFieldsOwnUpdateRateIsOneUndoableStepAndCanFollowTheEntityAgain() {
        var rate = Edits.setFieldUpdatesPerDay(library, "author", "thumbnailUrl", 0.5);
        assertEquals("Set Author.thumbnailUrl to change 0.5 times a day", rate.description());
        var changed = rate.apply(library);
        var author = changed.model().requireEntity("author");
        assertEquals(0.5, author.field("thumbnailUrl").orElseThrow().updatesPerDay(author), 1e-12);
        assertEquals(author.updatesPerDay(), author.field("name").orElseThrow().updatesPerDay(author), 1e-12,
                "a field without its own rate follows its entity");
        assertEquals(library, rate.invert().apply(changed));
        var follow = Edits.setFieldUpdatesPerDay(changed, "author", "thumbnailUrl", null);
        assertEquals("Let Author.thumbnailUrl change as often as Author", follow.description());
        assertEquals(library, follow.apply(changed));
        assertThrows(InvalidEditException.class, () -> Edits.setFieldUpdatesPerDay(library, "author", "name", -1.0));
    }

    @Test
    void impossibleEditsFailWithAMessageNamingTheProblem() {
        assertMessage("no entity 'nobody'", () -> Edits.renameEntity(library, "nobody", "X"));
        assertMessage("an entity named 'Book' already exists", () -> Edits.renameEntity(library, "author", "Book"));
        assertMessage("entity Author already has a field 'born'", () -> Edits.renameField(library, "author", "name", "born"));
        assertMessage("entity Author has no field 'age'", () -> Edits.removeField(library, "author", "age"));
        assertMessage("no relationship 'author-publisher'", () -> Edits.removeRelationship(library, "author-publisher"));
        assertMessage("a design named 'plain' already exists", () -> Edits.renameDesign(library, "hybrid", "plain"));
        assertMessage("an access pattern with id 'list-books' already exists",
                () -> Edits.addPattern(library, library.model().patterns().get(0)));
        Project single = Edits.removeDesign(library, "plain").apply(library);
        assertMessage("design 'hybrid' is the project's only design", () -> Edits.removeDesign(single, "hybrid"));
    }

    @Test
    void renamingAndDescribingTheProjectKeepItsIdAndEverythingElse() {
        Project identified = library.withId("lib-1");
        ProjectRenamed rename = Edits.renameProject(identified, "Bookshop");
        assertEquals("Rename project " + library.name() + " to Bookshop", rename.description());
        Project renamed = rename.apply(identified);
        assertEquals("Bookshop", renamed.name());
        assertEquals(identified.withName("Bookshop"), renamed);
        assertEquals("lib-1", renamed.id());

        ProjectDescriptionChanged describe = Edits.describeProject(renamed, "Books, authors and publishers");
        assertEquals("Change project description", describe.description());
        Project described = describe.apply(renamed);
        assertEquals("Books, authors and publishers", described.description());
        assertEquals(renamed.model(), described.model());
        assertEquals(renamed.designs(), described.designs());
        assertEquals("lib-1", described.id());

        History history = new History(identified);
        history.execute(rename);
        history.execute(describe);
        history.undo();
        history.undo();
        assertEquals(identified, history.project());
    }

    @Test
    void aBlankProjectNameIsRefused() {
        assertMessage("a project name must not be empty", () -> Edits.renameProject(library, "   "));
        assertMessage("a project name must not be empty", () -> Edits.renameProject(library, null));
        assertMessage("the edit expected the project's name to be 'Other', but it is '" + library.name() + "'",
                () -> new ProjectRenamed("Other", "Shop").apply(library));
        assertEquals("", Edits.describeProject(library.withDescription("old"), "  ").apply(library.withDescription("old")).description());
    }

    @Test
    void undoStaysExactInAProjectThatAlreadyHasDuplicateNames() {
        Project twins = Edits.addEntity(library, Entity.of("author2", "Writer", List.of(), 1)).apply(library);
        twins = new EntityRenamed("author2", "Writer", "Author").apply(twins); // as a hand-edited file could have it
        History history = new History(twins);
        history.execute(Edits.removeEntity(twins, "author"));
        history.execute(Edits.renameEntity(history.project(), "author2", "Writer"));
        history.undo();
        history.undo();
        assertEquals(twins, history.project());
    }

    @Test
    void anEditMadeForAnotherStateIsRefused() {
        Edit rename = new EntityRenamed("author", "Person", "Writer");
        assertMessage("the edit expected the name of entity 'author' to be 'Person', but it is 'Author'", () -> rename.apply(library));
    }

    @Test
    void removingAnEntityTakesWhatNeedsItAndUndoPutsEverythingBack() {
        EntityRemoved remove = Edits.removeEntity(library, "author");
        Project without = remove.apply(library);

        assertTrue(without.model().entity("author").isEmpty());
        assertTrue(without.model().relationship("author-books").isEmpty(), "its relationship");
        assertTrue(without.designs().stream().noneMatch(d -> d.mappings().containsKey("author-books")), "mappings in every design");
        assertFalse(without.design("hybrid").orElseThrow().standalone().contains("author"), "standalone mark");
        assertEquals(List.of("list-books", "publish-book"), without.model().patterns().stream().map(AccessPattern::id).toList(),
                "patterns starting from it and the link of its relationship are gone");
        ReadPattern listBooks = (ReadPattern) without.model().pattern("list-books").orElseThrow();
        assertEquals(List.of(), listBooks.includes(), "include of its relationship");

        assertEquals(library, remove.invert().apply(without));
        assertEquals(library.toString(), remove.invert().apply(without).toString(), "same positions everywhere");
    }

    @Test
    void removingARelationshipClearsTheReferencesThatCanStay() {
        Project without = Edits.removeRelationship(library, "publisher-books").apply(library);
        WritePattern publish = (WritePattern) without.model().pattern("publish-book").orElseThrow();
        assertNull(publish.relationship(), "an insert under a removed parent becomes a plain insert");
        ReadPattern authorWithBooks = (ReadPattern) without.model().pattern("author-with-books").orElseThrow();
        assertEquals(List.of(), authorWithBooks.includes().get(0).includes(), "nested include dropped");
        assertEquals(List.of("author-books"), List.copyOf(without.design("plain").orElseThrow().mappings().keySet()));
    }

    @Test
    void renamingAFieldRenamesItInPatternsAndExtendedReferences() {
        FieldRenamed rename = Edits.renameField(library, "author", "name", "fullName");
        Project renamed = rename.apply(library);

        ReadPattern listBooks = (ReadPattern) renamed.model().pattern("list-books").orElseThrow();
        assertEquals(List.of("fullName", "thumbnailUrl"), listBooks.includes().get(0).fields());
        WritePattern renameAuthor = (WritePattern) renamed.model().pattern("rename-author").orElseThrow();
        assertEquals(List.of("fullName"), renameAuthor.fields());
        ExtendedReference copies = (ExtendedReference) renamed.design("hybrid").orElseThrow()
                .mappings().get("author-books").strategy();
        assertEquals(List.of("fullName", "thumbnailUrl"), copies.copiedFields());
        ReadPattern authorWithBooks = (ReadPattern) renamed.model().pattern("author-with-books").orElseThrow();
        assertEquals(List.of("name"), authorWithBooks.includes().get(0).includes().get(0).fields(),
                "Publisher.name is another entity's field");

        assertEquals(library, rename.invert().apply(renamed));
    }

    @Test
    void removingAFieldDropsItFromPatternsAndCopies() {
        Project without = Edits.removeField(library, "author", "thumbnailUrl").apply(library);
        ExtendedReference copies = (ExtendedReference) without.design("hybrid").orElseThrow()
                .mappings().get("author-books").strategy();
        assertEquals(List.of("name"), copies.copiedFields());
        ReadPattern listBooks = (ReadPattern) without.model().pattern("list-books").orElseThrow();
        assertEquals(List.of("name"), listBooks.includes().get(0).fields());
    }

    @Test
    void retypingAndBackRestoresWhatTheOldTypeCarried() {
        FieldRetyped toString = Edits.retypeField(library, "book", "tags", FieldType.STRING);
        Project retyped = toString.apply(library);
        Field tags = retyped.model().requireEntity("book").field("tags").orElseThrow();
        assertEquals(0, tags.avgItems());
        Field restored = toString.invert().apply(retyped).model().requireEntity("book").field("tags").orElseThrow();
        assertEquals(4, restored.avgItems());
    }

    @Test
    void resettingAMappingAndUndoingPutsItBackInPlace() {
        RelationshipMappingChanged reset = Edits.setMapping(library, "plain", "author-books", null);
        Project after = reset.apply(library);
        assertEquals(List.of("publisher-books"), List.copyOf(after.design("plain").orElseThrow().mappings().keySet()));
        Project back = reset.invert().apply(after);
        assertEquals(List.of("author-books", "publisher-books"), List.copyOf(back.design("plain").orElseThrow().mappings().keySet()));
    }

    @Test
    void precomputedCountMaterializesTheDefaultMapping() {
        Project counted = Edits.setPrecomputedCount(library, "hybrid", "publisher-books", true).apply(library);
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID).withPrecomputedCount(true),
                counted.design("hybrid").orElseThrow().mappings().get("publisher-books"));
    }

    @Test
    void duplicatingADesignActivatesTheCopyRightAfterTheOriginal() {
        Edit duplicate = Edits.duplicateDesign(library, "hybrid", "hybrid 2");
        Project after = duplicate.apply(library);
        assertEquals(List.of("hybrid", "hybrid 2", "plain"), after.designs().stream().map(d -> d.name()).toList());
        assertEquals("hybrid 2", after.activeDesign());
        assertEquals(after.design("hybrid").orElseThrow().mappings(), after.design("hybrid 2").orElseThrow().mappings());
        assertEquals(library, duplicate.invert().apply(after));
    }

    @Test
    void removingTheActiveDesignActivatesTheOneBefore() {
        Project onPlain = Edits.setActiveDesign(library, "plain").apply(library);
        DesignRemoved remove = Edits.removeDesign(onPlain, "plain");
        assertEquals("hybrid", remove.apply(onPlain).activeDesign());
        assertEquals(onPlain, remove.invert().apply(remove.apply(onPlain)));
    }

    @Test
    void consecutiveMovesOfOneEntityMergeIntoOne() {
        EntityMoved first = Edits.moveEntity(library, "book", new Position(10, 10));
        EntityMoved second = Edits.moveEntity(first.apply(library), "book", new Position(20, 30));
        Edit merged = first.mergeWith(second).orElseThrow();
        assertEquals(new EntityMoved("book", "Book", Position.ORIGIN, new Position(20, 30)), merged);
        assertTrue(first.mergeWith(Edits.moveEntity(library, "author", new Position(1, 1))).isEmpty(), "another entity");
    }

    @Test
    void aCompositeUndoesItsStepsInReverse() {
        CompositeEdit delete = Edits.compose(library, "Delete 2 entities")
                .then(p -> Edits.removeEntity(p, "author"))
                .then(p -> Edits.removeEntity(p, "publisher"))
                .build();
        Project after = delete.apply(library);
        assertEquals(List.of("book"), after.model().entities().stream().map(e -> e.id()).toList());
        assertEquals(List.of("list-books", "publish-book"),
                after.model().patterns().stream().map(AccessPattern::id).toList());
        assertEquals(library, delete.invert().apply(after));
    }

    private static void assertMessage(String expected, Runnable action) {
        InvalidEditException e = assertThrows(InvalidEditException.class, action::run);
        assertEquals(expected, e.getMessage());
    }
}
