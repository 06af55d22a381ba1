package dev.docshape.storage.imports.infer;

import dev.docshape.model.naming.Nouns;

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

    private final EntityTree tree;
    private final List<RelationshipGuess> guesses = new ArrayList<>();
    private final Set<String> relationshipFields = new HashSet<>();
    private final Map<String, UniqueNames> namesInParent = new HashMap<>();
    /** Entities that are not in the model: inside a dropped subdocument, or inside one made a plain field. */
    private final Set<String> gone = new HashSet<>();
    /** Parent entity and field to the entity whose fields become that plain object field. */
    private final Map<String, EntityNode> plainFields = new HashMap<>();
    /** Entity name and field to the entity of the subdocuments found there (the embedded guesses). */
    private final Map<String, EntityNode> subdocumentsAt = new HashMap<>();

    ProjectAssembler(EntityTree tree, Collection<RelationshipGuess> accepted, Map<String, Subdocument> subdocuments) {
        this.tree = tree;
        Map<String, RelationshipGuess> byId = new LinkedHashMap<>();
        for (RelationshipGuess g : tree.embeddedGuesses()) {
            EntityNode parent = tree.byName(g.parent());
            EntityNode child = tree.byName(g.child());
            subdocumentsAt.put(key(parent, g.field()), child);
            relationshipFields.add(key(parent, g.field()));
            Subdocument choice = subdocuments.getOrDefault(g.id(), Subdocument.ENTITY);
            if (choice == Subdocument.FIELD && !tree.canBePlainField(g.id())) {
                throw new IllegalArgumentException("subdocument '" + g.field() + "' of " + g.parent()
                        + " holds arrays of subdocuments: it cannot be a plain object field");
            }
            if (choice == Subdocument.FIELD) plainFields.put(key(parent, g.field()), child);
            if (choice == Subdocument.ENTITY) byId.put(g.id(), g);
            else gone.add(child.id);
        }
        for (EntityNode node : tree.nodes()) {
            if (node.parent != null && gone.contains(node.parent.id)) gone.add(node.id); // breadth first: parents come first
        }
        for (RelationshipGuess g : accepted) {
            if (tree.byName(g.parent()) == null || tree.byName(g.child()) == null) {
                throw new IllegalArgumentException("relationship guess '" + g.id() + "' names an entity this result does not have");
            }
            // a subdocument guess is in the model only as an entity; the accepted one may carry a changed cardinality
            if (!g.kind().embedded() || byId.containsKey(g.id())) byId.put(g.id(), g);
        }
        for (RelationshipGuess g : byId.values()) {
            if (gone.contains(tree.byName(g.parent()).id) || gone.contains(tree.byName(g.child()).id)) continue;
            guesses.add(g);
            String holder = g.kind() == RelationshipGuess.Kind.CHILD_HOLDS_PARENT_ID ? g.child() : g.parent();
            relationshipFields.add(key(tree.byName(holder), g.field()));
        }
    }

    Project project(String projectName) {
        List<Entity> entities = new ArrayList<>();
        for (EntityNode node : tree.nodes()) {
            if (gone.contains(node.id)) continue;
            // no place: the designer lays out a diagram whose cards share one spot as it opens it (docs/imports.md, 0559)
            entities.add(new Entity(node.id, node.name, fields(node), node.count, 0, Position.ORIGIN, valueObject(node)));
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

    /** Subdocuments none of which holds an id are value objects: embedded, they hold none (decision 0543). */
    private static boolean valueObject(EntityNode node) {
        if (node.root()) return false;
        for (FieldStats f : node.shape.fields()) if (node.isOwnId(f.name())) return false;
        return true;
    }

    private List<Field> fields(EntityNode node) {
        List<Field> fields = new ArrayList<>();
        UniqueNames names = new UniqueNames();
        for (FieldStats f : node.shape.fields()) {
            EntityNode plain = plainFields.get(key(node, f.name()));
            if (plain != null) {
                fields.add(objectField(f, node, plain).withName(names.take(f.name().isBlank() ? "_blank" : f.name())));
                continue;
            }
            if (node.isOwnId(f.name()) || relationshipFields.contains(key(node, f.name()))) continue;
            Field field = ModelFields.of(Snapshots.field(f, node.shape));
            fields.add(field.withName(names.take(field.name())));
        }
        return fields;
    }

    /** The subdocuments of {@code inside} as one object field of their parent, nested objects as nested fields. */
    private Field objectField(FieldStats f, EntityNode parent, EntityNode inside) {
        List<Field> nested = new ArrayList<>();
        UniqueNames names = new UniqueNames();
        for (FieldStats g : inside.shape.fields()) {
            EntityNode deeper = subdocumentsAt.get(key(inside, g.name()));
            Field field = deeper != null ? objectField(g, inside, deeper) : ModelFields.of(Snapshots.field(g, inside.shape));
            nested.add(field.withName(names.take(field.name())));
        }
        InferredField seen = Snapshots.field(f, parent.shape.objects());
        return new Field(f.name().isBlank() ? "_blank" : f.name(), dev.docshape.model.FieldType.OBJECT, 0, seen.required(), null, 0, nested,
                null, null, null, null, ModelFields.presence(seen));
    }

    private Relationship relationship(RelationshipGuess g) {
        EntityNode parent = tree.byName(g.parent());
        EntityNode child = tree.byName(g.child());
        boolean embedded = g.kind().embedded();
        String name = g.field();
        String inverse = null;
        if (g.kind() == RelationshipGuess.Kind.CHILD_HOLDS_PARENT_ID) {
            // one child in the singular, even of a collection named in the plural: trips hold one payment
            String preferred = g.cardinality() == Cardinality.ONE_TO_ONE ? Nouns.singular(Naming.lowerCamel(child.name))
                    : ReferenceMatcher.childrenName(child.name);
            name = namesIn(parent).take(preferred);
            String base = withoutIdSuffix(g.field());
            inverse = base.equals(Naming.lowerCamel(parent.name)) ? null : base;
        }
        // an array of children or of their ids some parents leave out, a parent's id some children lack (decision 0573);
        // an embedded object's share is its average already
        double presence = g.kind() == RelationshipGuess.Kind.EMBEDDED_ARRAY || g.kind() == RelationshipGuess.Kind.PARENT_HOLDS_CHILD_IDS
                ? heldBy(parent, g.field()) : 1;
        double inversePresence = g.kind() == RelationshipGuess.Kind.CHILD_HOLDS_PARENT_ID ? heldBy(child, g.field()) : 1;
        return new Relationship(g.id(), parent.id, child.id, name, inverse, g.cardinality(), g.avgCount(), g.maxCount(),
                g.sharedBy(), embedded, Volatility.STABLE, g.minCount(), g.minCount() > 0 ? 1 : presence, inversePresence);
    }

    /**
     * The share of {@code holder}'s (sub)documents that hold {@code field}, an empty array or a null included (its key is
     * stored), to a thousandth and never 0, as a field's presence is (decision 0534).
     */
    private static double heldBy(EntityNode holder, String field) {
        FieldStats f = holder.shape.field(field);
        long documents = holder.shape.objects();
        if (f == null || documents == 0) return 1;
        double share = Math.round(1000.0 * f.occurrences() / documents) / 1000.0;
        return Math.min(1, Math.max(0.001, share));
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
