package dev.docshape.model.testing;

import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.FieldType;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.edit.Edit;
import dev.docshape.model.edit.CopyEdits;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.pattern.AccessPattern;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Random edits of every kind, made with the {@link Edits} factories from the current project.
 * Moves often repeat on the entity moved last, as a drag does, so merging gets exercised.
 */
public final class RandomEdits {
    private static final int KINDS = 37;

    private final Random random;
    private final RandomProjects values;
    private String lastMoved;

    public RandomEdits(Random random) {
        this.random = random;
        this.values = new RandomProjects(random);
    }

    /** A random edit that applies to {@code project}. */
    public Edit next(Project project) {
        while (true) {
            Optional<Edit> edit = make(random.nextInt(KINDS), project);
            if (edit.isPresent()) return edit.get();
        }
    }

    private Optional<Edit> make(int kind, Project p) {
        List<Entity> entities = p.model().entities();
        List<Relationship> relationships = p.model().relationships();
        List<AccessPattern> patterns = p.model().patterns();
        Entity entity = entities.isEmpty() ? null : values.pick(entities);
        Relationship relationship = relationships.isEmpty() ? null : values.pick(relationships);
        String design = values.pick(p.designs()).name();
        if (entity == null && kind != 0 && kind < 27) kind = 0;
        boolean noRelationship = relationship == null;
        boolean noField = entity == null || entity.fields().isEmpty();
        String field = noField ? null : values.pick(entity.fields()).name();
        switch (kind) {
            case 0: {
                String id = fresh("e", i -> p.model().entity(i).isPresent());
                String name = fresh("Entity", n -> entities.stream().anyMatch(e -> e.name().equals(n)));
                return Optional.of(Edits.addEntity(p, values.entity(id, name)));
            }
            case 1: return Optional.of(Edits.removeEntity(p, entity.id()));
            case 2: return Optional.of(Edits.renameEntity(p, entity.id(),
                    fresh("Name", n -> entities.stream().anyMatch(e -> e.name().equals(n)))));
            case 3: {
                Entity moved = lastMoved != null && random.nextBoolean()
                        ? p.model().entity(lastMoved).orElse(entity) : entity;
                lastMoved = moved.id();
                return Optional.of(Edits.moveEntity(p, moved.id(), moved.position().translate(random.nextInt(21) - 10, random.nextInt(21) - 10)));
            }
            case 4: return Optional.of(Edits.setEntityCount(p, entity.id(), random.nextInt(1_000_000)));
            case 5: return Optional.of(Edits.setEntityUpdateRate(p, entity.id(), random.nextInt(10) / 4.0));
            case 6: return Optional.of(Edits.addField(p, entity.id(),
                    values.field(fresh("f", n -> entity.field(n).isPresent()))));
            case 7: return noField ? Optional.empty() : Optional.of(Edits.removeField(p, entity.id(), field));
            case 8: return noField ? Optional.empty() : Optional.of(Edits.renameField(p, entity.id(), field,
                    fresh("g", n -> entity.field(n).isPresent())));
            case 9: return noField ? Optional.empty() : Optional.of(Edits.retypeField(p, entity.id(), field,
                    values.pick(List.of(FieldType.values()))));
            case 10: return noField ? Optional.empty() : Optional.of(Edits.moveField(p, entity.id(), field,
                    random.nextInt(entity.fields().size())));
            case 11: if (noField) return Optional.empty();
                return Optional.of(random.nextBoolean() ? Edits.setFieldAvgSize(p, entity.id(), field, random.nextInt(500))
                        : Edits.setFieldUpdatesPerDay(p, entity.id(), field, random.nextInt(3) == 0 ? null : random.nextInt(100) / 4.0));
            case 12: return noField ? Optional.empty() : Optional.of(Edits.setFieldRequired(p, entity.id(), field, random.nextBoolean()));
            case 13: {
                String id = fresh("r", i -> p.model().relationship(i).isPresent());
                return Optional.of(Edits.addRelationship(p, values.relationship(id, "rel" + id, entity.id(), values.pick(entities).id())));
            }
            case 14: return noRelationship ? Optional.empty() : Optional.of(Edits.removeRelationship(p, relationship.id()));
            case 15: return noRelationship ? Optional.empty() : Optional.of(Edits.renameRelationship(p, relationship.id(),
                    fresh("name", n -> relationships.stream().anyMatch(r -> r.name().equals(n)))));
            case 16: return noRelationship ? Optional.empty() : Optional.of(Edits.setCardinality(p, relationship.id(),
                    values.pick(List.of(Cardinality.values()))));
            case 17: return noRelationship ? Optional.empty() : Optional.of(Edits.setCounts(p, relationship.id(),
                    random.nextInt(100) / 2.0, random.nextBoolean() ? null : random.nextInt(1000)));
            case 18: return noRelationship ? Optional.empty() : Optional.of(Edits.setSharedBy(p, relationship.id(), 1 + random.nextInt(1000)));
            case 19: return noRelationship ? Optional.empty() : Optional.of(Edits.setContains(p, relationship.id(), random.nextBoolean()));
            case 20: return noRelationship ? Optional.empty() : Optional.of(Edits.setVolatility(p, relationship.id(),
                    values.pick(List.of(Volatility.values()))));
            case 21: return noRelationship ? Optional.empty() : Optional.of(Edits.setMapping(p, design, relationship.id(),
                    random.nextInt(4) == 0 ? null : values.mapping(p.model(), relationship)));
            case 22: return noRelationship ? Optional.empty() : Optional.of(Edits.setPrecomputedCount(p, design, relationship.id(), random.nextBoolean()));
            case 23: return Optional.of(Edits.setStandalone(p, design, entity.id(), random.nextBoolean()));
            case 24: return Optional.of(Edits.addPattern(p, values.pattern(p.model(),
                    fresh("p", i -> p.model().pattern(i).isPresent()))));
            case 25: return patterns.isEmpty() ? Optional.empty() : Optional.of(Edits.removePattern(p, values.pick(patterns).id()));
            case 26: {
                if (patterns.isEmpty() || entity == null) return Optional.empty();
                String id = values.pick(patterns).id();
                return Optional.of(Edits.replacePattern(p, id, values.pattern(p.model(), id)));
            }
            case 27: return Optional.of(Edits.addDesign(p, fresh("design", n -> p.design(n).isPresent())));
            case 28: return p.designs().size() < 2 ? Optional.empty() : Optional.of(Edits.removeDesign(p, design));
            case 29: return Optional.of(Edits.renameDesign(p, design, fresh("design", n -> p.design(n).isPresent())));
            case 30: return Optional.of(Edits.setActiveDesign(p, design));
            case 31: return Optional.of(Edits.duplicateDesign(p, design, fresh("copy", n -> p.design(n).isPresent())));
            case 32: {
                if (entities.size() < 2) return Optional.empty();
                var steps = Edits.compose(p, "Delete selection");
                steps.then(q -> Edits.removeEntity(q, entities.get(0).id()));
                steps.then(q -> Edits.removeEntity(q, entities.get(entities.size() - 1).id()));
                steps.current().model().relationships().stream().findFirst()
                        .ifPresent(r -> steps.then(q -> Edits.removeRelationship(q, r.id())));
                return Optional.of(steps.build());
            }
            case 33: {
                Map<String, Position> layout = new LinkedHashMap<>();
                for (Entity e : entities) layout.put(e.id(), new Position(random.nextInt(1000), random.nextInt(1000)));
                return Optional.of(Edits.moveEntities(p, "Auto-layout", layout));
            }
            case 34: return Optional.of(Edits.renameProject(p, fresh("Project ", n -> n.equals(p.name()))));
            case 35: return Optional.of(Edits.describeProject(p, random.nextInt(4) == 0 ? "" : "About " + random.nextInt(1000)));
            case 36: {
                if (entity == null) return Optional.empty();
                Duplicates copies = p.design(design).orElseThrow().duplicates();
                boolean hasFeed = copies.feedOf(entity.id()) != null;
                if (copies.duplicateOf(entity.id()) != null && random.nextInt(4) == 0) return Optional.of(CopyEdits.removeDuplicate(p, design, entity.id()));
                if (hasFeed && random.nextInt(3) == 0) return Optional.of(CopyEdits.removeFeed(p, design, entity.id()));
                if (!entity.fields().isEmpty() && random.nextInt(3) == 0) {
                    String ordered = entity.fields().get(random.nextInt(entity.fields().size())).name();
                    return Optional.of(CopyEdits.setFeed(p, design, entity.id(), 1 + random.nextInt(100),
                            hasFeed && random.nextBoolean() ? null : Ordering.descending(ordered)));
                }
                return Optional.of(CopyEdits.setDuplicate(p, design, entity.id(), random.nextBoolean() ? "id" : null));
            }
            default: throw new IllegalStateException("no edit kind " + kind);
        }
    }

    private String fresh(String prefix, Predicate<String> taken) {
        while (true) {
            String candidate = prefix + random.nextInt(100_000);
            if (!taken.test(candidate)) return candidate;
        }
    }

}
