package dev.docshape.model.validate;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.DefaultedMappings;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A design that leaves relationships to the rule-of-thumb default is told so, in one warning naming it (decision 0546). */
class DefaultedMappingsTest {

    private static Project project(Design design) {
        Entity user = Entity.of("user", "User", List.of(Field.string("name", 20)), 1_000);
        Entity profile = Entity.of("profile", "Profile", List.of(Field.string("bio", 200)), 1_000);
        Entity address = Entity.of("address", "Address", List.of(Field.string("street", 30)), 2_000);
        Entity order = Entity.of("order", "Order", List.of(Field.string("number", 10)), 50_000);
        List<Relationship> relationships = List.of(
                new Relationship("user-profile", "user", "profile", "profile", null, Cardinality.ONE_TO_ONE, 1, 1, 1, true, Volatility.STABLE),
                new Relationship("user-addresses", "user", "address", "addresses", null, Cardinality.ONE_TO_FEW, 2, 5, 1, true, Volatility.STABLE),
                new Relationship("user-orders", "user", "order", "orders", null, Cardinality.ONE_TO_MANY, 50, null, 1, false, Volatility.STABLE));
        return new Project("shop", "", new DataModel(List.of(user, profile, address, order), relationships, List.of()),
                List.of(design), design.name());
    }

    private static List<Problem> warnings(Project p) {
        return ModelValidator.validate(p).stream().filter(w -> !w.isError()).toList();
    }

    @Test
    void aDesignWithNoMappingsIsWarnedOnceWithHowManyTookTheDefault() {
        List<Problem> warnings = warnings(project(Design.named("bare")));
        assertEquals(1, warnings.size(), warnings.toString());
        assertEquals("designs['bare'].mappings", warnings.get(0).path());
        assertEquals("design 'bare' gives 3 of 3 relationships no mapping: they take the default (2 embedded as one-to-one"
                + " or one-to-few, 1 referenced); give them a mapping to make the choice yours", warnings.get(0).message());
    }

    @Test
    void aDesignThatMapsEveryRelationshipIsNotWarned() {
        Design all = new Design("all", Map.of("user-profile", Mapping.embed(), "user-addresses", Mapping.embed(),
                "user-orders", Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of());
        assertEquals(List.of(), warnings(project(all)));
        Design one = all.withMapping("user-addresses", null);
        assertEquals(List.of("design 'all' gives 1 of 3 relationships no mapping: it takes the default (1 embedded as"
                + " one-to-one or one-to-few); give it a mapping to make the choice yours"),
                warnings(project(one)).stream().map(Problem::message).toList());
        var r = project(one).model().relationship("user-addresses").orElseThrow();
        assertTrue(DefaultedMappings.defaulted(one, r));
        assertFalse(DefaultedMappings.defaulted(all, r));
        assertEquals("default for one-to-few", DefaultedMappings.label(r));
    }
}
