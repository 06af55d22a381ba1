package dev.docshape.app.analysis.patterns;

import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PatternChangesTest {
    private final ReadPattern read = new ReadPattern("r", "read person", 120, "person", Selection.BY_ID, null, 1, 1,
            List.of("firstName"), List.of(Include.of("person-addresses")), List.of("person-contacts"));

    @Test
    void anotherRootEntityDropsWhatBelongedToTheOldOne() {
        ReadPattern moved = (ReadPattern) PatternChanges.withEntity(read, "address");
        assertEquals("address", moved.entity());
        assertTrue(moved.fields().isEmpty() && moved.includes().isEmpty() && moved.counts().isEmpty());
        assertEquals("read person", moved.name());
        assertEquals(120, moved.frequency());
    }

    @Test
    void aReadBecomesAnUpdateKeepingItsIncludes() {
        WritePattern update = (WritePattern) PatternChanges.withKind(read, PatternChanges.Kind.UPDATE, null);
        assertEquals(WriteKind.UPDATE, update.kind());
        assertEquals(read.includes(), update.includes());
        ReadPattern back = (ReadPattern) PatternChanges.withKind(update, PatternChanges.Kind.READ, null);
        assertEquals(Selection.BY_ID, back.selection());
        assertEquals(read.includes(), back.includes());
    }

    @Test
    void aLinkNeedsAManyToMany() {
        var e = assertThrows(IllegalArgumentException.class, () -> PatternChanges.withKind(read, PatternChanges.Kind.LINK, null));
        assertEquals("a link needs a many-to-many relationship of its entity", e.getMessage());
        WritePattern link = (WritePattern) PatternChanges.withKind(read, PatternChanges.Kind.LINK, "author-books");
        assertEquals("author-books", link.relationship());
        assertInstanceOf(WritePattern.class, PatternChanges.withEntity(link, "book"));
        assertEquals(WriteKind.INSERT, ((WritePattern) PatternChanges.withEntity(link, "book")).kind());
        assertNull(((WritePattern) PatternChanges.withEntity(link, "book")).relationship());
    }

    @Test
    void aFilterStartsWithAllMatchesTaken() {
        ReadPattern filter = (ReadPattern) PatternChanges.withSelection(read, Selection.FILTER);
        assertEquals(1, filter.expectedMatches());
        assertEquals(0, filter.limit());
        ReadPattern twenty = (ReadPattern) PatternChanges.withMatches(filter, 50, 20);
        assertEquals(20, twenty.rootsRead());
    }
}
