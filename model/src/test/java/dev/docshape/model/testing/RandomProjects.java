package dev.docshape.model.testing;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WriteKind;
import dev.docshape.model.pattern.WritePattern;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Random but well-formed projects (every reference resolves) for property-based tests: entities
 * with fields, relationships between them, designs with mappings of every kind, read and write
 * patterns that follow real relationships.
 */
public final class RandomProjects {
    private final Random random;

    public RandomProjects(Random random) {
        this.random = random;
    }

    public Project project() {
        List<Entity> entities = new ArrayList<>();
        int entityCount = 1 + random.nextInt(7);
        for (int i = 0; i < entityCount; i++) entities.add(entity("e" + i, "Entity" + i));
        List<Relationship> relationships = new ArrayList<>();
        int relationshipCount = random.nextInt(2 * entityCount + 1);
        for (int i = 0; i < relationshipCount; i++) {
            relationships.add(relationship("r" + i, "rel" + i, pick(entities).id(), pick(entities).id()));
        }
        DataModel model = new DataModel(entities, relationships, List.of());
        List<AccessPattern> patterns = new ArrayList<>();
        int patternCount = random.nextInt(6);
        for (int i = 0; i < patternCount; i++) patterns.add(pattern(model, "p" + i));
        model = model.withPatterns(patterns);
        List<Design> designs = new ArrayList<>();
        int designCount = 1 + random.nextInt(3);
        for (int i = 0; i < designCount; i++) designs.add(design(model, "d" + i));
        return new Project("random", "a random project", model, designs, pick(designs).name());
    }

    public Entity entity(String id, String name) {
        List<Field> fields = new ArrayList<>();
        int fieldCount = random.nextInt(5);
        for (int i = 0; i < fieldCount; i++) fields.add(field("f" + i));
        return new Entity(id, name, fields, random.nextInt(100_000), random.nextInt(4) * 0.5,
                new Position(random.nextInt(800), random.nextInt(600)));
    }

    public Field field(String name) {
        FieldType type = pick(List.of(FieldType.values()));
        if (type == FieldType.OBJECT) {
            return new Field(name, type, 0, random.nextBoolean(), null, 0, List.of(Field.string("street", 20), Field.of("zip", FieldType.INTEGER)));
        }
        if (type == FieldType.ARRAY) {
            return new Field(name, type, 0, random.nextBoolean(), FieldType.STRING, random.nextInt(10), List.of());
        }
        return new Field(name, type, random.nextInt(3) * 50, random.nextBoolean(), null, 0, List.of());
    }

    public Relationship relationship(String id, String name, String parent, String child) {
        Cardinality cardinality = pick(List.of(Cardinality.values()));
        Integer max = random.nextInt(3) == 0 ? null : 1 + random.nextInt(200);
        return new Relationship(id, parent, child, name, random.nextBoolean() ? null : "inv" + id, cardinality,
                random.nextInt(50), max, 1 + random.nextInt(3), random.nextBoolean(), pick(List.of(Volatility.values())));
    }

    public Design design(DataModel model, String name) {
        Map<String, Mapping> mappings = new LinkedHashMap<>();
        for (Relationship relationship : model.relationships()) {
            if (random.nextBoolean()) mappings.put(relationship.id(), mapping(model, relationship));
        }
        Set<String> standalone = new LinkedHashSet<>();
        for (Entity entity : model.entities()) {
            if (random.nextInt(4) == 0) standalone.add(entity.id());
        }
        return new Design(name, mappings, standalone);
    }

    public Mapping mapping(DataModel model, Relationship relationship) {
        Strategy strategy = switch (random.nextInt(5)) {
            case 0 -> new dev.docshape.model.mapping.Embed();
            case 1 -> {
                Placement placement = pick(List.of(Placement.values()));
                yield new Reference(placement, placement == Placement.CHILD_HOLDS_PARENT_ID && random.nextBoolean());
            }
            case 2 -> {
                Holder holder = pick(List.of(Holder.values()));
                Entity copied = model.requireEntity(holder == Holder.CHILD ? relationship.parent() : relationship.child());
                yield new ExtendedReference(holder, someOf(fieldNames(copied)));
            }
            case 3 -> random.nextBoolean() ? new Subset(1 + random.nextInt(5), Subset.Rest.REFERENCED, 0)
                    : new Subset(1 + random.nextInt(5), Subset.Rest.BUCKETED, 1 + random.nextInt(100));
            default -> new Bucket(1 + random.nextInt(100));
        };
        return new Mapping(strategy, random.nextInt(4) == 0);
    }

    public AccessPattern pattern(DataModel model, String id) {
        Entity root = pick(model.entities());
        List<Include> includes = includes(model, root.id(), 2);
        if (random.nextBoolean()) {
            List<Relationship> own = model.relationshipsOf(root.id());
            List<String> counts = own.isEmpty() || random.nextBoolean() ? List.of() : List.of(pick(own).id());
            if (random.nextBoolean()) {
                return new ReadPattern(id, "read " + id, random.nextInt(100), root.id(), Selection.BY_ID, null, 1, 1,
                        someOf(fieldNames(root)), includes, counts);
            }
            List<Relationship> parents = own.stream().filter(r -> r.child().equals(root.id())).toList();
            String byParent = parents.isEmpty() ? null : pick(parents).id();
            return new ReadPattern(id, "find " + id, random.nextInt(100), root.id(), Selection.FILTER, byParent,
                    random.nextInt(50), random.nextInt(20), someOf(fieldNames(root)), includes, counts);
        }
        WriteKind kind = pick(List.of(WriteKind.values()));
        List<Relationship> own = model.relationshipsOf(root.id());
        List<Relationship> parents = own.stream().filter(r -> r.child().equals(root.id())).toList();
        String relationship = kind == WriteKind.INSERT ? (parents.isEmpty() ? null : pick(parents).id())
                : own.isEmpty() ? null : pick(own).id();
        if (relationship == null && (kind == WriteKind.LINK || kind == WriteKind.UNLINK)) kind = WriteKind.UPDATE;
        if (kind == WriteKind.UPDATE || kind == WriteKind.DELETE) relationship = null;
        return new WritePattern(id, "write " + id, random.nextInt(100), kind, root.id(), relationship,
                kind == WriteKind.UPDATE ? someOf(fieldNames(root)) : List.of(), includes);
    }

    private List<Include> includes(DataModel model, String standingOn, int depth) {
        List<Relationship> own = model.relationshipsOf(standingOn);
        if (depth == 0 || own.isEmpty()) return List.of();
        List<Include> includes = new ArrayList<>();
        for (Relationship relationship : own) {
            if (random.nextInt(3) != 0) continue;
            String other = relationship.otherEnd(standingOn);
            includes.add(new Include(relationship.id(), someOf(fieldNames(model.requireEntity(other))),
                    random.nextInt(4), includes(model, other, depth - 1)));
        }
        return includes;
    }

    public <T> T pick(List<T> items) {
        return items.get(random.nextInt(items.size()));
    }

    public List<String> someOf(List<String> items) {
        return items.stream().filter(i -> random.nextBoolean()).toList();
    }

    private static List<String> fieldNames(Entity entity) {
        return entity.fields().stream().map(Field::name).toList();
    }
}
