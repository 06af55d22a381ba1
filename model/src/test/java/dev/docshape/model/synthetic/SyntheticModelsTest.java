package dev.docshape.model.synthetic;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import org.junit.jupiter.api.Test;

import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SyntheticModelsTest {

    @Test
    void generatesTheRequestedSizesDeterministically() {
        Project a = SyntheticModels.generate(500, 1_000, 200, 42);
        assertEquals(500, a.model().entities().size());
        assertEquals(1_000, a.model().relationships().size());
        assertEquals(200, a.model().patterns().size());
        assertEquals(a, SyntheticModels.generate(500, 1_000, 200, 42));
        assertNotEquals(a, SyntheticModels.generate(500, 1_000, 200, 43));
    }

    @Test
    void mixesCardinalitiesAndMappings() {
        Project p = SyntheticModels.generate(500, 1_000, 200, 42);
        Set<Cardinality> cardinalities = p.model().relationships().stream().map(Relationship::cardinality).collect(Collectors.toSet());
        assertEquals(Set.of(Cardinality.values()), Set.of(cardinalities.toArray(Cardinality[]::new)));
        Set<Class<?>> strategies = p.active().mappings().values().stream().map(Mapping::strategy).map(Object::getClass)
                .collect(Collectors.toSet());
        assertEquals(5, strategies.size(), strategies.toString());
    }

    @Test
    void projectsAndEstimatesWithoutProblems() {
        Project p = SyntheticModels.generate(500, 1_000, 200, 42);
        Projection projection = Projector.project(p.model(), p.active());
        assertTrue(projection.problems().isEmpty(), projection.problems().toString());
        assertTrue(projection.collections().size() >= 300, projection.collections().size() + " collections");
        Estimate e = Estimator.estimate(p.model(), p.active(), Profile.cosmos());
        assertTrue(e.problems().isEmpty(), e.problems().toString());
        assertEquals(200, e.patterns().size());
    }

    @Test
    void refusesImpossibleSizes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SyntheticModels.generate(3, 100, 0, 1));
        assertEquals("synthetic model: 100 relationships are too many for 3 entities", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SyntheticModels.generate(0, 0, 0, 1));
    }
}
