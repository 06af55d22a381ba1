package dev.docshape.model.advice;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;
import dev.docshape.model.profile.Profile;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A finding speaks of one instance in the singular whatever the entity is called: an imported collection's plural
 * ({@code cities}), a singular, an irregular plural ({@code people}), a word that only looks plural ({@code status})
 * (docs/advisor-rules.md, decision 0538).
 */
class AdviceGrammarTest {

    @ParameterizedTest
    @CsvSource({"cities, city", "City, City", "people, person", "Person, Person", "children, child", "statuses, status",
            "series, series", "boxes, box"})
    void oneInstanceIsNamedInTheSingular(String parentName, String one) {
        Entity parent = Entity.of("parent", parentName, List.of(Field.string("name", 20)), 20);
        Entity drivers = Entity.of("driver", "drivers", List.of(Field.string("plate", 8)), 100);
        Relationship r = new Relationship("parent-drivers", "parent", "driver", "drivers", null, Cardinality.ONE_TO_FEW, 5, 5, 1,
                false, Volatility.STABLE);
        WritePattern add = new WritePattern("add", "add a driver", 1, WriteKind.INSERT, "driver", "parent-drivers", List.of(), List.of());
        List<Finding> findings = Advisor.advise(new DataModel(List.of(parent, drivers), List.of(r), List.of(add)),
                new Design("d", Map.of(r.id(), Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID)), Set.of()), Profile.cosmos());
        Finding f = findings.stream().filter(x -> x.ruleId().equals(Rules.EMBED_ONE_TO_FEW)).findFirst()
                .orElseThrow(() -> new AssertionError(findings.toString()));
        assertTrue(f.message().contains("at most 5 drivers per " + one + ":"), f.message());
        assertTrue(f.evidence().facts().contains("children per " + one + ": 5 on average, at most 5"), f.evidence().facts().toString());
        if (!one.equals(parentName)) assertFalse(f.message().contains("per " + parentName), f.message());
    }
}
