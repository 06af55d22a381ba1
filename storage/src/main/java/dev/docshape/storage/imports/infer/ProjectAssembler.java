package dev.docshape.storage.imports.infer;

import dev.docshape.model.Cardinality;
import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.Position;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.Design;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.projection.Naming;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes the DocShape project from the entity tree and the accepted guesses: one entity per node
 * (its scalar fields; the own id, subdocuments and accepted reference fields become relationships
 * instead), one relationship per guess, and one design, {@value #DESIGN}, that maps each
 * relationship the way the documents store it (embedded, or referenced where the ids are).
 */
final class ProjectAssembler {
    static final String DESIGN = "imported";
    private static final int COLUMNS = 4;

    private final EntityTree tree;
    private final List<RelationshipGuess> guesses = new ArrayList<>();
    private final Set<String> relationshipFields = new HashSet<>();
    private final Map<String, UniqueNames> namesInParent = new HashMap<>();

    ProjectAssembler(EntityTree tree, Collection<RelationshipGuess> accepted) {
        this.tree = tree;
        Map<String, RelationshipGuess> byId = new LinkedHashMap<>();
        for (RelationshipGuess g : tree.embeddedGuesses()) byId.put(g.id(), g);
        for (RelationshipGuess g : accepted) {
            if (tree.byName(g.parent()) == null || tree.byName(g.child()) == null) {
                throw new IllegalArgumentException("relationship guess '" + g.id() + "' names an entity this result does not have");
            }
            byId.put(g.id(), g);
        }
        guesses.addAll(byId.values());
        for (RelationshipGuess g : guesses) {
            String holder = g.kind() == RelationshipGuess.Kind.CHILD_HOLDS_PARENT_ID ? g.child() : g.parent();
            relationshipFields.add(key(tree.byName(holder), g.field()));
        }
    }

    Project project(String projectName) {
        List<Entity> entities = new ArrayList<>();
        int i = 0;
        for (EntityNode node : tree.nodes()) {
            Position at = new Position(60 + (i % COLUMNS) * 320.0, 60 + (i / COLUMNS) * 240.0);
            entities.add(new Entity(node.id, node.name, fields(node), node.count, 0, at));
            i++;
        }
        List<Relationship> relationships = new ArrayList<>();
        Map<String, Mapping> mappings = new LinkedHashMap<>();
        for (RelationshipGuess g : guesses) {
            Relationship r = relationship(g);
            relationships.add(r);
            mappings.put(r.id(), mapping(g));
        }
        Design design = new Design(DESIGN, mappings, Set.of());
        DataModel model = new DataModel(entities, relationships, List.of());
        String description = "Inferred from the documents of " + tree.roots().size() + " collection"
                + (tree.roots().size() == 1 ? "" : "s") + ".";
        return new Project(projectName, description, model, List.of(design), DESIGN).withId(Project.newId());
    }

    private List<Field> fields(EntityNode node) {
        List<Field> fields = new ArrayList<>();
        UniqueNames names = new UniqueNames();
        for (FieldStats f : node.shape.fields()) {
            if (node.isOwnId(f.name()) || relationshipFields.contains(key(node, f.name()))) continue;
            Field field = ModelFields.of(Snapshots.field(f, node.shape.objects()));
            fields.add(field.withName(names.take(field.name())));
        }
        return fields;
    }

    private Relationship relationship(RelationshipGuess g) {
        EntityNode parent = tree.byName(g.parent());
        EntityNode child = tree.byName(g.child());
        boolean embedded = g.kind().embedded();
        String name = g.field();
        String inverse = null;
        if (g.kind() == RelationshipGuess.Kind.CHILD_HOLDS_PARENT_ID) {
            String preferred = g.cardinality() == Cardinality.ONE_TO_ONE ? Naming.lowerCamel(child.name)
                    : ReferenceMatcher.childrenName(child.name);
            name = namesIn(parent).take(preferred);
            String base = withoutIdSuffix(g.field());
            inverse = base.equals(Naming.lowerCamel(parent.name)) ? null : base;
        }
        return new Relationship(g.id(), parent.id, child.id, name, inverse, g.cardinality(), g.avgCount(), g.maxCount(),
                g.sharedBy(), embedded, Volatility.STABLE);
    }

    private UniqueNames namesIn(EntityNode parent) {
        return namesInParent.computeIfAbsent(parent.id, id -> {
            UniqueNames names = new UniqueNames();
            for (FieldStats f : parent.shape.fields()) names.reserve(f.name());
            return names;
        });
    }

    private static Mapping mapping(RelationshipGuess g) {
        return switch (g.kind()) {
            case EMBEDDED_OBJECT, EMBEDDED_ARRAY -> Mapping.embed();
            case CHILD_HOLDS_PARENT_ID -> Mapping.reference(Placement.CHILD_HOLDS_PARENT_ID);
            case PARENT_HOLDS_CHILD_IDS -> Mapping.reference(Placement.PARENT_HOLDS_CHILD_IDS);
        };
    }

    /** {@code personId}, {@code person_id} and {@code person_ID} give {@code person}. */
    private static String withoutIdSuffix(String field) {
        for (String suffix : new String[] {"Id", "_id", "_ID", "ID"}) {
            if (field.endsWith(suffix) && field.length() > suffix.length()) return field.substring(0, field.length() - suffix.length());
        }
        return field;
    }

    private static String key(EntityNode node, String field) {
        return node.id + '\u0000' + field;
    }
}
