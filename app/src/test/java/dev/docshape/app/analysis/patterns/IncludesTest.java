package dev.docshape.app.analysis.patterns;

import dev.docshape.model.pattern.Include;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class IncludesTest {
    private final List<Include> includes = List.of(
            new Include("person-contacts", List.of(), 0, List.of(Include.of("contact-type"))),
            Include.of("person-addresses"));

    @Test
    void followingANestedRelationshipAddsItUnderItsParent() {
        List<Include> changed = Includes.set(includes, List.of("person-addresses", "address-country"), true);
        assertEquals(List.of("address-country"), Includes.find(changed, List.of("person-addresses")).orElseThrow()
                .includes().stream().map(Include::relationship).toList());
        assertEquals(includes.get(0), changed.get(0), "the other branch is untouched");
    }

    @Test
    void unfollowingDropsEverythingBelow() {
        List<Include> changed = Includes.set(includes, List.of("person-contacts"), false);
        assertEquals(List.of("person-addresses"), changed.stream().map(Include::relationship).toList());
        assertTrue(Includes.find(changed, List.of("person-contacts", "contact-type")).isEmpty());
    }

    @Test
    void fieldsAndLimitsAreSetAtAPath() {
        List<Include> changed = Includes.setField(includes, List.of("person-contacts", "contact-type"), "name", true);
        changed = Includes.setLimit(changed, List.of("person-addresses"), 3);
        assertEquals(List.of("name"), Includes.find(changed, List.of("person-contacts", "contact-type")).orElseThrow().fields());
        assertEquals(3, Includes.find(changed, List.of("person-addresses")).orElseThrow().limit());
        changed = Includes.setField(changed, List.of("person-contacts", "contact-type"), "name", false);
        assertTrue(Includes.find(changed, List.of("person-contacts", "contact-type")).orElseThrow().fields().isEmpty());
    }

    @Test
    void anUnknownPathIsAClearError() {
        var e = assertThrows(IllegalArgumentException.class, () -> Includes.setLimit(includes, List.of("nope"), 1));
        assertEquals("the pattern does not follow 'nope'", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Includes.set(includes, List.of(), true));
    }
}
