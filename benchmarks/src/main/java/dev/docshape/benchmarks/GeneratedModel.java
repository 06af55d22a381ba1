package dev.docshape.benchmarks;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.mapping.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A large model for benchmarks, the same for the same arguments: a random tree (so every entity is
 * connected) plus random cross links, 2 to 8 fields per entity, every mapping strategy present.
 *
 * @param model  the entities and relationships
 * @param design mappings: defaults, with every fifth relationship bucketed and every seventh an
 *               extended reference
 */
record GeneratedModel(DataModel model, Design design) {

    static GeneratedModel of(int entityCount, int relationshipCount, long seed) {
        if (entityCount < 2) throw new IllegalArgumentException("need at least 2 entities, was " + entityCount);
        if (relationshipCount < entityCount - 1) {
            throw new IllegalArgumentException("need at least " + (entityCount - 1) + " relationships to connect "
                    + entityCount + " entities, was " + relationshipCount);
        }
        SplittableRandom random = new SplittableRandom(seed);
        List<Entity> entities = new ArrayList<>();
        FieldType[] types = {FieldType.STRING, FieldType.INTEGER, FieldType.DATE, FieldType.DOUBLE, FieldType.BOOLEAN};
        for (int i = 0; i < entityCount; i++) {
            List<Field> fields = new ArrayList<>();
            int count = 2 + random.nextInt(7);
            for (int f = 0; f < count; f++) fields.add(Field.of("field" + f, types[random.nextInt(types.length)]));
            entities.add(Entity.of("e" + i, "Entity" + i, fields, 1000));
        }
        List<Relationship> relationships = new ArrayList<>();
        Design design = Design.named("generated");
        Cardinality[] cardinalities = Cardinality.values();
        for (int r = 0; r < relationshipCount; r++) {
            boolean tree = r < entityCount - 1;
            int child = tree ? r + 1 : random.nextInt(entityCount);
            int parent = tree ? random.nextInt(r + 1) : random.nextInt(entityCount);
            Cardinality cardinality = cardinalities[random.nextInt(cardinalities.length)];
            Integer max = cardinality == Cardinality.ONE_TO_FEW ? 5 : null;
            relationships.add(new Relationship("r" + r, "e" + parent, "e" + child, "link" + r, null, cardinality,
                    3, max, 1, false, Volatility.STABLE));
            if (r % 5 == 0) design = design.withMapping("r" + r, new Mapping(new Bucket(50), false));
            else if (r % 7 == 0) {
                design = design.withMapping("r" + r, new Mapping(new ExtendedReference(Holder.CHILD, List.of("field0")), false));
            } else if (r % 11 == 0) design = design.withMapping("r" + r, Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS));
        }
        return new GeneratedModel(new DataModel(entities, relationships, List.of()), design);
    }
}
