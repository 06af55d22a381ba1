package dev.docshape.model;

import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class ProjectTest {

    private static Relationship personAddresses() {
        return new Relationship("person-addresses", "person", "address", "addresses", null,
                Cardinality.ONE_TO_FEW, 2, 5, 1, true, Volatility.STABLE);
    }

    @Test
    void relationshipWithoutMappingGetsTheRuleOfThumbDefault() {
        Design design = Design.named("default");
        assertEquals(Mapping.embed(), design.mappingFor(personAddresses()));
        Relationship many = personAddresses().withCardinality(Cardinality.ONE_TO_MANY);
        assertEquals(Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID), design.mappingFor(many));
    }

    @Test
    void renamingTheActiveDesignKeepsItActive() {
        Project project = Project.blank("p").updateActiveDesign(d -> d.withName("embedded"));
        assertEquals("embedded", project.activeDesign());
        assertEquals(List.of("embedded"), project.designs().stream().map(Design::name).toList());
    }

    @Test
    void activeDesignMustExist() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Project("p", "", DataModel.EMPTY, List.of(Design.named("a")), "b"));
        assertEquals("active design 'b' is not one of the project's designs", e.getMessage());
    }
}
