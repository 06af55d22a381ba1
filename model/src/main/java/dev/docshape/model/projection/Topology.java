package dev.docshape.model.projection;

import dev.docshape.model.DataModel;
import dev.docshape.model.Entity;
import dev.docshape.model.Relationship;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A model's entities by id and its relationships by end, independent of any design, so that a
 * session projecting one design after another indexes the model once. Relationships naming an
 * unknown entity are left out and reported.
 */
final class Topology {
    final Map<String, Entity> entities;
    /** The relationships whose ends exist, in model order. */
    final List<Relationship> relationships;
    /** Duplicate entity ids and relationships to unknown entities, in model order. */
    final List<String> problems = new ArrayList<>();
    // The same facts by position, for the passes every projection makes over the whole model:
    // entities numbered in the order of {@link #entities}, relationships in the order of {@link #relationships}.
    /** The entity ids in {@link #entities} order: entity number to id. */
    final List<String> entityIds;
    private final Map<String, Integer> entityIndex;
    /** The entities in {@link #entities} order: entity number to entity. */
    private final Entity[] entityAt;
    private final Map<String, Integer> relationshipIndex;
    /** Per relationship: its parent's and child's entity numbers. */
    final int[] parentOf;
    final int[] childOf;
    /** Per relationship: the number of the last relationship with its id, whose mapping a design gives them all. */
    final int[] mappedAs;
    /** Per entity: the relationships in which it is the parent, and those in which it is the child, in model order. */
    final int[][] asParentIndex;
    final int[][] asChildIndex;
    private final String[] collectionNames;
    private final String[] fieldNames;
    private final String[] bucketCollectionBases;
    private final String[] joinCollectionBases;
    /** Per entity: {@link DocumentBuilder#ownFields}, made on first use. */
    private final List<ShapeField>[] ownFields;
    /** Per relationship: {@link Links#inverseName}, singular at 2i and plural at 2i + 1, made on first use. */
    private final String[] inverseNames;
    /** Per relationship: {@link #parentIdName}, {@link #subsetName} and {@link #countName} at 3i, 3i + 1, 3i + 2, made on first use. */
    private final String[] fieldNamesOf;
    /** Per entity: a pattern finds one of its instances by its id ({@link ValueObjectIds#foundByPatterns}). */
    final boolean[] foundByPatterns;
    private boolean[] contested;
    private int contestedCount = -1;
    private final int modelRelationships;

    Topology(DataModel model) {
        int n = capacity(model.entities().size());
        entities = new LinkedHashMap<>(n);
        modelRelationships = model.relationships().size();
        relationships = new ArrayList<>(model.relationships().size());
        for (Entity e : model.entities()) {
            if (entities.putIfAbsent(e.id(), e) != null) problems.add("entity id '" + e.id() + "' is used twice; the second is ignored");
        }
        for (Relationship r : model.relationships()) {
            if (!entities.containsKey(r.parent()) || !entities.containsKey(r.child())) {
                problems.add("relationship '" + r.id() + "' links unknown entity '"
                        + (entities.containsKey(r.parent()) ? r.child() : r.parent()) + "'; it is ignored");
                continue;
            }
            relationships.add(r);
        }
        entityIds = List.copyOf(entities.keySet());
        entityAt = entities.values().toArray(new Entity[0]);
        entityIndex = new HashMap<>(n);
        for (String id : entityIds) entityIndex.put(id, entityIndex.size());
        int m = relationships.size();
        relationshipIndex = new HashMap<>(capacity(m));
        parentOf = new int[m];
        childOf = new int[m];
        mappedAs = new int[m];
        int[] parentCount = new int[entities.size()];
        int[] childCount = new int[entities.size()];
        for (int i = 0; i < m; i++) {
            Relationship r = relationships.get(i);
            relationshipIndex.put(r.id(), i);
            parentOf[i] = entityIndex.get(r.parent());
            childOf[i] = entityIndex.get(r.child());
            parentCount[parentOf[i]]++;
            childCount[childOf[i]]++;
        }
        asParentIndex = new int[entities.size()][];
        asChildIndex = new int[entities.size()][];
        for (int e = 0; e < entities.size(); e++) {
            asParentIndex[e] = new int[parentCount[e]];
            asChildIndex[e] = new int[childCount[e]];
            parentCount[e] = 0;
            childCount[e] = 0;
        }
        for (int i = 0; i < m; i++) {
            mappedAs[i] = relationshipIndex.get(relationships.get(i).id());
            asParentIndex[parentOf[i]][parentCount[parentOf[i]]++] = i;
            asChildIndex[childOf[i]][childCount[childOf[i]]++] = i;
        }
        collectionNames = new String[entities.size()];
        fieldNames = new String[entities.size()];
        bucketCollectionBases = new String[m];
        joinCollectionBases = new String[m];
        @SuppressWarnings("unchecked")
        List<ShapeField>[] fields = new List[entities.size()];
        ownFields = fields;
        inverseNames = new String[2 * m];
        fieldNamesOf = new String[3 * m];
        foundByPatterns = ValueObjectIds.foundByPatterns(model, this);
    }

    /** The id and own fields of the entity numbered {@code e}, the same in every design, made once per model. */
    List<ShapeField> ownFields(int e) {
        if (ownFields[e] == null) ownFields[e] = List.copyOf(DocumentBuilder.ownFields(entities.get(entityIds.get(e))));
        return ownFields[e];
    }

    /** {@link Links#inverseName} of the relationship numbered {@code relationship}, made once per model. */
    String inverseName(int relationship, boolean plural) {
        int k = 2 * relationship + (plural ? 1 : 0);
        if (inverseNames[k] == null) {
            Relationship r = relationships.get(relationship);
            inverseNames[k] = Links.inverseName(r, entities.get(r.parent()).name(), plural);
        }
        return inverseNames[k];
    }

    /**
     * The names of the fields the relationship numbered {@code relationship} puts in documents, made once per model: a
     * name made anew for every document built has its characters hashed and counted anew wherever it is looked up
     * or sized (decision 0531).
     */
    String parentIdName(int relationship) {
        return fieldNameOf(relationship, 0);
    }

    /** {@code recentComments}: the field of a subset of the relationship's children. */
    String subsetName(int relationship) {
        return fieldNameOf(relationship, 1);
    }

    /** {@link Naming#countField} of the relationship's name. */
    String countName(int relationship) {
        return fieldNameOf(relationship, 2);
    }

    private String fieldNameOf(int relationship, int which) {
        int k = 3 * relationship + which;
        if (fieldNamesOf[k] == null) {
            String name = relationships.get(relationship).name();
            fieldNamesOf[k] = switch (which) {
                case 0 -> inverseName(relationship, false) + "Id";
                case 1 -> "recent" + Naming.capitalize(name);
                default -> Naming.countField(name);
            };
        }
        return fieldNamesOf[k];
    }

    /** True when every relationship of the model is in {@link #relationships}, each with an id of its own. */
    boolean complete() {
        return relationshipIndex.size() == modelRelationships;
    }

    boolean hasEntity(String entityId) {
        return entityIndex.containsKey(entityId);
    }

    /** The entity numbered {@code e}. */
    Entity entity(int e) {
        return entityAt[e];
    }

    /** The entity's number in {@link #entities} order. */
    int entityIndex(String entityId) {
        return entityIndex.get(entityId);
    }

    /** The number of the last relationship with this id (the one whose mapping counts), or -1. */
    int relationshipIndex(String relationshipId) {
        Integer i = relationshipIndex.get(relationshipId);
        return i == null ? -1 : i;
    }

    /** {@link Naming#collectionName} of the entity's name, computed once per model. */
    String collectionName(String entityId) {
        return collectionName(entityIndex(entityId));
    }

    /** {@link Naming#collectionName} of the name of the entity numbered {@code e}. */
    String collectionName(int e) {
        if (collectionNames[e] == null) collectionNames[e] = Naming.collectionName(entities.get(entityIds.get(e)).name());
        return collectionNames[e];
    }

    /** The name of the relationship's bucket collection before it is made unique: {@code postCommentBuckets}. */
    String bucketCollectionBase(int relationship) {
        if (bucketCollectionBases[relationship] == null) {
            Relationship r = relationships.get(relationship);
            bucketCollectionBases[relationship] = fieldName(r.parent()) + Naming.capitalize(fieldName(r.child())) + "Buckets";
        }
        return bucketCollectionBases[relationship];
    }

    /** The name of the relationship's joining collection before it is made unique: {@code authorBooks}. */
    String joinCollectionBase(int relationship) {
        if (joinCollectionBases[relationship] == null) {
            Relationship r = relationships.get(relationship);
            joinCollectionBases[relationship] = fieldName(r.parent()) + Naming.capitalize(r.name());
        }
        return joinCollectionBases[relationship];
    }

    /**
     * True when the entity's collection could be named other than its base
     * ({@link #collectionName}): another collection of some design could have the same base, or the
     * base is a contested base followed by digits ({@code orders} numbered apart to {@code orders2}
     * claims the base {@code orders2}). A base that occurs once and extends no contested base keeps
     * its name in every design, so only contested names need to be made unique, in order, on each
     * projection (docs/decisions/0311-advice-proportional-to-the-change.md).
     */
    boolean contestedEntityName(int e) {
        return contested()[e];
    }

    /** {@link #contestedEntityName} for the relationship's bucket collection. */
    boolean contestedBucketName(int relationship) {
        return contested()[entityIds.size() + relationship];
    }

    /** {@link #contestedEntityName} for the relationship's joining collection. */
    boolean contestedJoinName(int relationship) {
        return contested()[entityIds.size() + relationships.size() + relationship];
    }

    /** How many potential collections have a contested name. */
    int contestedNames() {
        if (contestedCount < 0) {
            int n = 0;
            for (boolean c : contested()) if (c) n++;
            contestedCount = n;
        }
        return contestedCount;
    }

    /** Per potential collection (entities, then buckets, then joins): whether its name is contested. */
    private boolean[] contested() {
        if (contested != null) return contested;
        int n = entityIds.size();
        int m = relationships.size();
        String[] bases = new String[n + 2 * m];
        for (int e = 0; e < n; e++) bases[e] = collectionName(e);
        for (int i = 0; i < m; i++) {
            bases[n + i] = bucketCollectionBase(i);
            bases[n + m + i] = joinCollectionBase(i);
        }
        Map<String, Integer> count = new HashMap<>(capacity(bases.length));
        for (String b : bases) count.merge(b, 1, Integer::sum);
        // a base is numbered apart only when its name is taken: by another collection with the same base,
        // or by a contested base numbered into it; shorter bases first, so a prefix is decided before its extensions
        List<String> distinct = new ArrayList<>(count.keySet());
        distinct.sort(Comparator.comparingInt(String::length));
        Map<String, Boolean> contestedBase = new HashMap<>(capacity(distinct.size()));
        for (String b : distinct) {
            boolean c = count.get(b) > 1;
            for (int end = b.length(); !c && end > 0 && Character.isDigit(b.charAt(end - 1)); end--) {
                c = contestedBase.getOrDefault(b.substring(0, end - 1), false);
            }
            contestedBase.put(b, c);
        }
        boolean[] result = new boolean[bases.length];
        for (int k = 0; k < bases.length; k++) result[k] = contestedBase.get(bases[k]);
        contested = result;
        return result;
    }

    /** {@link Naming#lowerCamel} of the entity's name, computed once per model. */
    String fieldName(String entityId) {
        int e = entityIndex(entityId);
        if (fieldNames[e] == null) fieldNames[e] = Naming.lowerCamel(entities.get(entityId).name());
        return fieldNames[e];
    }

    /** A hash table capacity that holds {@code size} entries without growing. */
    static int capacity(int size) {
        return size * 4 / 3 + 1;
    }
}
