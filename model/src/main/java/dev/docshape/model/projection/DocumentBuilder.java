package dev.docshape.model.projection;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.Relationship;
import dev.docshape.model.Relationship.End;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.projection.ShapeField.Role;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Builds the document shape of one collection: an entity's documents with everything its
 * relationships put there (embedded children, ids, copies, counts), bucket documents, joining
 * documents. Records the occurrences, problems and visited entities on the way.
 */
final class DocumentBuilder {
    /** Shape nodes one collection may have before embedding stops (guards against combinatorial models). */
    static final int NODE_BUDGET = 20_000;

    private final ModelGraph graph;

    DocumentBuilder(ModelGraph graph) {
        this.graph = graph;
    }

    CollectionBuild entityCollection(Entity e, String name) {
        return entityDocuments(e, name, CollectionKind.ENTITY, Occurrence.Kind.DOCUMENT);
    }

    /** The duplicate collection of {@code e}: the same documents as its own collection, under another name. */
    CollectionBuild duplicateCollection(Entity e, String name) {
        return entityDocuments(e, name, CollectionKind.DUPLICATE, Occurrence.Kind.DUPLICATE);
    }

    /** The feed of {@code e}: the same documents as its own collection (only the latest N are stored), under another name. */
    CollectionBuild feedCollection(Entity e, String name) {
        return entityDocuments(e, name, CollectionKind.FEED, Occurrence.Kind.DUPLICATE);
    }

    private CollectionBuild entityDocuments(Entity e, String name, CollectionKind kind, Occurrence.Kind root) {
        Walk walk = new Walk(name, e.id(), 1.0);
        List<ShapeField> fields = objectFields(e, null, walk);
        walk.occurrences.add(new Occurrence(e.id(), name, List.of(), List.of(), root, List.of(), 1.0));
        return walk.built(new CollectionShape(name, e.id(), kind, null, new DocumentShape(fields)));
    }

    CollectionBuild bucketCollection(Relationship r, int size, String name) {
        Entity parent = graph.entity(r.parent());
        Entity child = graph.entity(r.child());
        List<ShapeField> fields = new ArrayList<>();
        fields.add(ShapeField.scalar("id", FieldType.OBJECT_ID, Role.ID, null, r.id(), 0));
        fields.add(ShapeField.scalar(Naming.lowerCamel(parent.name()) + "Id", FieldType.OBJECT_ID, Role.REFERENCE, parent.id(), r.id(), 0)
                .at(End.PARENT));
        fields.add(ShapeField.scalar("count", FieldType.INTEGER, Role.BUCKET_COUNT, null, r.id(), 0));
        Walk walk = new Walk(name, null, Links.parentsPerChild(r));
        walk.enter(child.id(), r.name(), r.id());
        List<ShapeField> items = objectFields(child, r.id(), walk);
        walk.occurrences.add(walk.occurrence(child.id(), Occurrence.Kind.BUCKET_ITEM, List.of()));
        walk.leave();
        // full buckets and each parent's partial newest one (docs/counting-rules.md "Bucket documents read")
        double avgItems = r.avgCount() > 0 ? BucketFill.of(r, size).itemsPerBucket() : size;
        fields.add(ShapeField.objectArray(r.name(), Role.EMBEDDED, child.id(), r.id(), avgItems, size, items).at(End.CHILD));
        walk.entities.add(parent.id());
        return walk.built(new CollectionShape(name, child.id(), CollectionKind.BUCKET, r.id(), new DocumentShape(fields)));
    }

    CollectionBuild joinCollection(Relationship r, String name) {
        Entity parent = graph.entity(r.parent());
        Entity child = graph.entity(r.child());
        String parentField = Naming.lowerCamel(parent.name()) + "Id";
        String childField = Naming.lowerCamel(child.name()) + "Id";
        if (childField.equals(parentField)) childField = Naming.lowerCamel(r.name()) + "Id";
        List<ShapeField> fields = List.of(
                ShapeField.scalar("id", FieldType.OBJECT_ID, Role.ID, null, r.id(), 0),
                ShapeField.scalar(parentField, FieldType.OBJECT_ID, Role.REFERENCE, parent.id(), r.id(), 0).at(End.PARENT),
                ShapeField.scalar(childField, FieldType.OBJECT_ID, Role.REFERENCE, child.id(), r.id(), 0).at(End.CHILD));
        return new CollectionBuild(new CollectionShape(name, null, CollectionKind.JOIN, r.id(), new DocumentShape(fields)),
                List.of(), List.of(), Set.of(), Set.copyOf(List.of(parent.id(), child.id())));
    }

    /** The fields of one instance of {@code e}: id, own fields, then what its relationships put there. */
    private List<ShapeField> objectFields(Entity e, String arrivedVia, Walk walk) {
        return objectFields(e, arrivedVia, false, walk);
    }

    /** As {@link #objectFields(Entity, String, Walk)}; {@code withoutId} leaves the instance's id out. */
    private List<ShapeField> objectFields(Entity e, String arrivedVia, boolean withoutId, Walk walk) {
        walk.visited.add(e.id());
        Topology topology = graph.topology;
        int entity = topology.entityIndex(e.id());
        Fields out = new Fields(e, walk);
        // the id and the entity's own fields are the same in every design: made once per model
        List<ShapeField> own = topology.ownFields(entity);
        for (int i = withoutId ? 1 : 0; i < own.size(); i++) out.add(own.get(i));
        for (int i : topology.asParentIndex[entity]) parentSide(i, topology.relationships.get(i), walk, out);
        for (int i : topology.asChildIndex[entity]) {
            Relationship r = topology.relationships.get(i);
            if (!r.id().equals(arrivedVia)) childSide(i, r, walk, out);
        }
        return out.list;
    }

    /** The id and the fields of one instance of {@code e}, before its relationships add theirs. */
    static List<ShapeField> ownFields(Entity e) {
        List<ShapeField> fields = new ArrayList<>(e.fields().size() + 1);
        fields.add(ShapeField.scalar("id", FieldType.OBJECT_ID, Role.ID, e.id(), null, 0));
        for (Field f : e.fields()) {
            if (f.name().equals("id") || f.name().equals("_id")) continue; // the id is implied
            fields.add(attribute(f, e.id()));
        }
        return fields;
    }

    private void parentSide(int relationship, Relationship r, Walk walk, Fields out) {
        // by the relationship's number: the same mapping and child as by their ids, without hashing either
        Mapping m = graph.mapping(relationship);
        Entity child = graph.topology.entity(graph.topology.childOf[relationship]);
        boolean single = r.cardinality() == Cardinality.ONE_TO_ONE;
        Strategy s = m.strategy();
        if (s instanceof Embed) {
            embedChild(r, child, r.name(), single, r.avgCount(), r.maxCount(), Role.EMBEDDED,
                    Occurrence.Kind.EMBEDDED, Links.parentsPerChild(r), walk, out);
        } else if (s instanceof Subset sub) {
            embedChild(r, child, graph.topology.subsetName(relationship), false, ChildrenTaken.perParent(r, sub.size()),
                    sub.size(), Role.SUBSET, Occurrence.Kind.SUBSET, Links.parentsPerChild(r) * subsetShare(sub, r), walk, out);
            out.list.replaceAll(f -> KeptHolders.inSubset(f, r, sub, child));
        } else if (s instanceof Reference ref) {
            if (MappingSides.parentHoldsChildIds(ref)) out.add(childIds(r, child, single).present(r.presence()));
        } else if (s instanceof ExtendedReference x && x.holder() == Holder.PARENT) {
            copies(r, End.CHILD, r.name(), single, r.avgCount(), r.maxCount(), x.copiedFields(), Links.parentsPerChild(r), r.presence(), walk, out);
        }
        // Bucket: the parent keeps nothing, its children live in the bucket collection
        if (m.precomputedCount()) {
            out.add(ShapeField.scalar(graph.topology.countName(relationship), FieldType.INTEGER, Role.COUNT, child.id(), r.id(), 0).at(End.CHILD));
        }
    }

    private void childSide(int relationship, Relationship r, Walk walk, Fields out) {
        Strategy s = graph.mapping(relationship).strategy();
        Entity parent = graph.topology.entity(graph.topology.parentOf[relationship]);
        boolean many = r.isManyToMany();
        if (MappingSides.childHoldsParentId(s)) {
            out.add((many
                    ? ShapeField.scalarArray(graph.topology.inverseName(relationship, true), FieldType.OBJECT_ID, Role.REFERENCE, parent.id(),
                            r.id(), 0, Links.parentsPerChild(r), maxParents(r))
                    : ShapeField.scalar(graph.topology.parentIdName(relationship), FieldType.OBJECT_ID, Role.REFERENCE,
                            parent.id(), r.id(), 0)).at(End.PARENT).present(r.inversePresence()));
        } else if (s instanceof ExtendedReference x && x.holder() == Holder.CHILD) {
            copies(r, End.PARENT, graph.topology.inverseName(relationship, many), !many, Links.parentsPerChild(r), maxParents(r), x.copiedFields(),
                    Math.max(r.avgCount(), 0), r.inversePresence(), walk, out);
        }
    }

    private void embedChild(Relationship r, Entity child, String fieldName, boolean single, double avgItems,
                            Integer maxItems, Role role, Occurrence.Kind kind, double copiesFactor, Walk walk, Fields out) {
        if (walk.onPath(child.id())) {
            walk.problems.add("embedding cycle through relationship '" + r.id() + "': " + walk.describePath(child.id())
                    + "; collection '" + walk.collection + "' stores only the ids there");
            out.add(childIds(r, child, single));
            return;
        }
        if (walk.nodes > NODE_BUDGET) {
            walk.problems.add("collection '" + walk.collection + "' nests more than " + NODE_BUDGET
                    + " fields; relationship '" + r.id() + "' is stored as ids there");
            out.add(childIds(r, child, single));
            return;
        }
        walk.enter(child.id(), out.reserve(fieldName), r.id(), copiesFactor);
        // a value object embedded as it is holds no id unless something finds it by it; a subset's children are
        // documents kept elsewhere too, so they keep theirs (docs/counting-rules.md "Value objects", decision 0543)
        boolean withoutId = role == Role.EMBEDDED && child.valueObject() && !idNeeded(child);
        List<ShapeField> fields = objectFields(child, r.id(), withoutId, walk);
        walk.occurrences.add(walk.occurrence(child.id(), kind, List.of()));
        String name = walk.leave();
        // a one-to-one held by fewer parents than all (a site's contact, 0.2 a site) sits in that share of the documents,
        // as the sample writes it, and an array left out where it would be empty in the share that holds it
        // (docs/counting-rules.md "Document sizes", decision 0573)
        out.addReserved((single
                ? ShapeField.object(name, role, child.id(), r.id(), fields).present(heldShare(r))
                : ShapeField.objectArray(name, role, child.id(), r.id(), avgItems, maxItems, fields).present(r.presence())).at(End.CHILD));
    }

    /** True when a pattern or another document finds instances of the value object {@code e} by their id ({@link ValueObjectIds}). */
    private boolean idNeeded(Entity e) {
        Topology topology = graph.topology;
        int entity = topology.entityIndex(e.id());
        if (topology.foundByPatterns[entity]) return true;
        for (int i : topology.asParentIndex[entity]) if (ValueObjectIds.keptElsewhere(true, graph.mapping(i).strategy())) return true;
        for (int i : topology.asChildIndex[entity]) if (ValueObjectIds.keptElsewhere(false, graph.mapping(i).strategy())) return true;
        return false;
    }

    /**
     * The share of parents holding a one-to-one child: the relationship's declared presence where it has one, else its
     * average where that is below 1, else every parent.
     */
    private static double heldShare(Relationship r) {
        if (r.presence() < 1) return r.presence();
        return r.avgCount() > 0 && r.avgCount() < 1 ? r.avgCount() : 1;
    }

    private ShapeField childIds(Relationship r, Entity child, boolean single) {
        return (single
                ? ShapeField.scalar(r.name() + "Id", FieldType.OBJECT_ID, Role.REFERENCE, child.id(), r.id(), 0)
                : ShapeField.scalarArray(r.name(), FieldType.OBJECT_ID, Role.REFERENCE, child.id(), r.id(), 0,
                        r.avgCount(), r.maxCount())).at(End.CHILD);
    }

    /** The copies of the instances at {@code held} end of {@code r} that an extended reference keeps. */
    private void copies(Relationship r, End held, String wantedName, boolean single, double avgItems,
                        Integer maxItems, List<String> copied, double copiesFactor, double share, Walk walk, Fields out) {
        Entity target = graph.entity(r.entityAt(held));
        String fieldName = out.reserve(wantedName);
        List<ShapeField> fields = new ArrayList<>();
        fields.add(ShapeField.scalar("id", FieldType.OBJECT_ID, Role.ID, target.id(), null, 0));
        for (String name : copied) {
            target.field(name).ifPresentOrElse(
                    f -> fields.add(attribute(f, target.id())),
                    () -> walk.problems.add("extended reference '" + r.id() + "' copies '" + name + "', which entity '"
                            + target.name() + "' does not have"));
        }
        walk.nodes += fields.size();
        walk.enter(target.id(), fieldName, r.id(), copiesFactor);
        walk.occurrences.add(walk.occurrence(target.id(), Occurrence.Kind.EXTENDED_COPY, copied));
        walk.leave();
        out.addReserved((single
                ? ShapeField.object(fieldName, Role.COPIED, target.id(), r.id(), fields)
                : ShapeField.objectArray(fieldName, Role.COPIED, target.id(), r.id(), avgItems, maxItems, fields)).at(held).present(share));
    }

    private static ShapeField attribute(Field f, String entityId) {
        return shaped(f, entityId).present(f.presence());
    }

    private static ShapeField shaped(Field f, String entityId) {
        return switch (f.type()) {
            case OBJECT -> f.fields().isEmpty()
                    ? ShapeField.freeObject(f.name(), entityId, f.avgSize())
                    : ShapeField.object(f.name(), Role.ATTRIBUTE, entityId, null, f.fields().stream().map(c -> attribute(c, entityId)).toList());
            case ARRAY -> ShapeField.scalarArray(f.name(), f.itemType(), Role.ATTRIBUTE, entityId, null, f.avgSize(),
                    f.avgItems(), (int) Math.ceil(f.avgItems()));
            default -> ShapeField.attribute(f.name(), f.type(), entityId, f.sizedAvgSize(), f.distinctValues(), f.range())
                    .holding(f.constant()).listing(f.values());
        };
    }

    /** The model records no maximum of parents per child: the average, rounded up, stands in for it. */
    private static Integer maxParents(Relationship r) {
        return (int) Math.ceil(Links.parentsPerChild(r));
    }

    /** The share of a parent's children that sit in its subset (docs/counting-rules.md "Children taken under a limit"). */
    private static double subsetShare(Subset s, Relationship r) {
        return r.avgCount() <= 0 ? 1.0 : Math.min(1.0, ChildrenTaken.perParent(r, s.size()) / r.avgCount());
    }

    /** The fields of one object under construction; keeps their names unique. */
    private final class Fields {
        final List<ShapeField> list = new ArrayList<>();
        private final Set<String> names = new HashSet<>();
        private final Entity entity;
        private final Walk walk;

        Fields(Entity entity, Walk walk) {
            this.entity = entity;
            this.walk = walk;
        }

        void add(ShapeField f) {
            String name = reserve(f.name());
            list.add(name.equals(f.name()) ? f : rename(f, name));
            walk.nodes++;
        }

        /** Claims a unique name for a field whose content is built later (see {@link #addReserved}). */
        String reserve(String wanted) {
            String name = wanted;
            for (int i = 2; !names.add(name); i++) name = wanted + i;
            if (!name.equals(wanted)) {
                walk.problems.add("entity '" + entity.name() + "' already has a field '" + wanted + "'; the generated one is named '" + name + "'");
            }
            return name;
        }

        void addReserved(ShapeField f) {
            list.add(f);
            walk.nodes++;
        }

        private ShapeField rename(ShapeField f, String name) {
            return new ShapeField(name, f.kind(), f.scalarType(), f.role(), f.entity(), f.relationship(), f.avgSize(),
                    f.avgItems(), f.maxItems(), f.children(), f.distinctValues(), f.end(), f.range(), f.presence(), f.constant(), f.values());
        }
    }

    /** Where the builder stands inside one collection's document. */
    private final class Walk {
        final String collection;
        final ArrayDeque<String> entityPath = new ArrayDeque<>();
        final ArrayDeque<String> fieldPath = new ArrayDeque<>();
        final ArrayDeque<String> relationshipPath = new ArrayDeque<>();
        final ArrayDeque<Double> copies = new ArrayDeque<>();
        final List<Occurrence> occurrences = new ArrayList<>();
        final List<String> problems = new ArrayList<>();
        final Set<String> visited = new HashSet<>();
        final Set<String> entities = new HashSet<>();
        int nodes;

        Walk(String collection, String rootEntity, double rootCopies) {
            this.collection = collection;
            if (rootEntity != null) entityPath.addLast(rootEntity);
            copies.addLast(rootCopies);
        }

        void enter(String entityId, String field, String relationship) {
            enter(entityId, field, relationship, 1.0);
        }

        void enter(String entityId, String field, String relationship, double copiesFactor) {
            entityPath.addLast(entityId);
            fieldPath.addLast(field);
            relationshipPath.addLast(relationship);
            copies.addLast(copies.peekLast() * copiesFactor);
        }

        String leave() {
            entityPath.removeLast();
            relationshipPath.removeLast();
            copies.removeLast();
            return fieldPath.removeLast();
        }

        boolean onPath(String entityId) {
            return entityPath.contains(entityId);
        }

        CollectionBuild built(CollectionShape shape) {
            for (Occurrence o : occurrences) entities.add(o.entity());
            entities.addAll(visited);
            // the walk ends here and no one else holds its sets: handed over unmodifiable rather than hashed again
            return new CollectionBuild(shape, List.copyOf(occurrences), List.copyOf(problems), Collections.unmodifiableSet(visited),
                    Collections.unmodifiableSet(entities));
        }

        Occurrence occurrence(String entityId, Occurrence.Kind kind, List<String> copied) {
            return new Occurrence(entityId, collection, new ArrayList<>(fieldPath), new ArrayList<>(relationshipPath),
                    kind, copied, copies.peekLast());
        }

        String describePath(String closing) {
            List<String> names = new ArrayList<>();
            for (String id : entityPath) names.add(graph.entity(id).name());
            names.add(graph.entity(closing).name());
            return String.join(" > ", names);
        }
    }
}
