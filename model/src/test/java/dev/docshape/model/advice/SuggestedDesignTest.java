package dev.docshape.model.advice;

import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.seeds.SeedScenarios;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The advisor's design for a suggestion is the design {@link Design#withMapping} gives, in the same order. */
class SuggestedDesignTest {
    @Test
    void replacesAMappingInPlace() {
        Project s1 = SeedScenarios.s1PersonContactsAddresses();
        Design design = s1.active();
        String id = design.mappings().keySet().iterator().next();
        Mapping mapping = Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS);
        assertSame(design.withMapping(id, mapping), SuggestedDesign.of(design, new Suggestion(id, mapping, "reference it")));
    }

    @Test
    void addsAMappingTheDesignDidNotHaveAtTheEnd() {
        Project s1 = SeedScenarios.s1PersonContactsAddresses();
        Relationship r = s1.model().relationships().get(0);
        Design design = new Design("partial", java.util.Map.of(), java.util.Set.of());
        Design withOther = design.withMapping(s1.model().relationships().get(1).id(), Mapping.embed());
        Mapping mapping = Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID);
        assertSame(withOther.withMapping(r.id(), mapping), SuggestedDesign.of(withOther, new Suggestion(r.id(), mapping, "reference it")));
    }

    private static void assertSame(Design expected, Design actual) {
        assertEquals(expected, actual);
        assertEquals(new ArrayList<>(expected.mappings().entrySet()), new ArrayList<>(actual.mappings().entrySet()), "order");
        assertEquals(List.copyOf(expected.standalone()), List.copyOf(actual.standalone()));
    }
}
