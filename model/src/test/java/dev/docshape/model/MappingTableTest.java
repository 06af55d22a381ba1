package dev.docshape.model;

import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * {@link Design#withMapping} shares its source's mappings instead of copying them, yet behaves
 * exactly like a copied {@link LinkedHashMap}: same entries, same order (replaced in place, new
 * ones at the end), same equality; and it names the relationships two related designs differ in.
 */
class MappingTableTest {
    private static final List<Mapping> MAPPINGS = List.of(Mapping.embed(), Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID),
            Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS), Mapping.reference(Placement.IDS_ON_BOTH_SIDES));

    @Test
    void randomEditsKeepTheEntriesAndOrderOfACopiedMap() {
        Random random = new Random(7);
        for (int trial = 0; trial < 50; trial++) {
            Map<String, Mapping> expected = new LinkedHashMap<>();
            for (int i = 0; i < random.nextInt(6); i++) expected.put("r" + random.nextInt(10), pick(random));
            Design design = new Design("d", expected, Set.of());
            for (int step = 0; step < 100; step++) {
                String id = "r" + random.nextInt(12);
                Mapping mapping = random.nextInt(15) == 0 ? null : pick(random);
                if (mapping == null) expected.remove(id);
                else expected.put(id, mapping);
                design = design.withMapping(id, mapping);
                assertEquals(new ArrayList<>(expected.entrySet()), new ArrayList<>(design.mappings().entrySet()), "order, step " + step);
                assertEquals(expected, design.mappings());
                assertEquals(expected.hashCode(), design.mappings().hashCode());
                assertEquals(new Design("d", expected, Set.of()), design);
                for (int k = 0; k < 12; k++) {
                    assertEquals(expected.get("r" + k), design.mappings().get("r" + k));
                    assertEquals(expected.containsKey("r" + k), design.mappings().containsKey("r" + k));
                }
            }
        }
    }

    @Test
    void lookUpsAlongALongChainFindEveryChangedKeyAmongManyThatShareItsBit() {
        // 400 keys over the chain's 128 key bits: most changed keys share their bit with unchanged ones and other changed ones
        Random random = new Random(11);
        Map<String, Mapping> expected = new LinkedHashMap<>();
        for (int i = 0; i < 300; i++) expected.put("rel-" + i, pick(random));
        Design design = new Design("d", expected, Set.of());
        for (int step = 0; step < 200; step++) {
            String id = "rel-" + random.nextInt(400);
            Mapping mapping = pick(random);
            expected.put(id, mapping);
            design = design.withMapping(id, mapping);
            for (int k = 0; k < 420; k++) {
                assertEquals(expected.get("rel-" + k), design.mappings().get("rel-" + k), "rel-" + k + ", step " + step);
                assertEquals(expected.containsKey("rel-" + k), design.mappings().containsKey("rel-" + k), "rel-" + k + ", step " + step);
            }
        }
        assertNull(design.mappings().get(null));
    }

    @Test
    void relatedDesignsNameTheRelationshipsTheyDifferIn() {
        Design base = new Design("d", Map.of("a", Mapping.embed(), "b", Mapping.embed()), Set.of());
        Design one = base.withMapping("a", MAPPINGS.get(1));
        Design two = base.withMapping("b", MAPPINGS.get(2)).withName("other");
        assertEquals(Set.of(), Design.mappingsChangedBetween(one, one));
        assertEquals(Set.of("a", "b"), Design.mappingsChangedBetween(one, two));
        assertEquals(Set.of("a"), Design.mappingsChangedBetween(base, one.withStandalone("x", true)));
        assertEquals(Set.of(), Design.mappingsChangedBetween(base, new Design("d", base.mappings(), Set.of("x"), null)));
        assertNull(Design.mappingsChangedBetween(base, new Design("d", Map.copyOf(base.mappings()), Set.of())), "no shared base");
    }

    @Test
    void designsOnALongSharedChainNameOnlyTheChangesAboveWhatTheyShare() {
        Design shared = new Design("d", Map.of("a", Mapping.embed()), Set.of());
        for (int i = 0; i < 20; i++) shared = shared.withMapping("r" + i, MAPPINGS.get(1 + i % 3));
        Design one = shared.withMapping("x", MAPPINGS.get(1));
        Design two = shared.withMapping("y", MAPPINGS.get(2)).withMapping("z", MAPPINGS.get(3));
        assertEquals(Set.of("x", "y", "z"), Design.mappingsChangedBetween(one, two));
        assertEquals(Set.of("y", "z"), Design.mappingsChangedBetween(shared, two));
        assertEquals(Set.of("x"), Design.mappingsChangedBetween(one, shared));
        assertEquals(Set.of("x"), Design.mappingsChangedBetween(one, one.withMapping("x", MAPPINGS.get(2))));
    }

    private static Mapping pick(Random random) {
        return MAPPINGS.get(random.nextInt(MAPPINGS.size()));
    }
}
