package dev.docshape.storage.file.v1;

import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Holder;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Ordering;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Strategy;
import dev.docshape.model.mapping.Subset;
import dev.docshape.storage.file.json.ContentProblem;
import dev.docshape.storage.file.json.JsonPath;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import static dev.docshape.storage.file.v1.Values.absent;
import static dev.docshape.storage.file.v1.Values.atLeastOne;
import static dev.docshape.storage.file.v1.Values.build;
import static dev.docshape.storage.file.v1.Values.requireText;
import static dev.docshape.storage.file.v1.Values.texts;

/**
 * Maps format-1 designs. A mapping names its kind in {@code "strategy"}; the reader dispatches on
 * that string itself (no polymorphic typing) and refuses members that belong to another kind.
 */
final class DesignReader {

    static final String EMBED = "embed";
    static final String REFERENCE = "reference";
    static final String EXTENDED_REFERENCE = "extended-reference";
    static final String SUBSET = "subset";
    static final String BUCKET = "bucket";
    private static final List<String> STRATEGIES = List.of(EMBED, REFERENCE, EXTENDED_REFERENCE, SUBSET, BUCKET);

    private DesignReader() {
    }

    static Design design(DesignDto dto, JsonPath path) {
        String name = requireText(dto.name(), path, "name");
        Map<String, Mapping> mappings = new LinkedHashMap<>();
        if (dto.mappings() != null) {
            JsonPath mappingsPath = path.field("mappings");
            dto.mappings().forEach((relationshipId, mappingDto) -> {
                JsonPath mappingPath = mappingsPath.field(relationshipId);
                if (relationshipId.isBlank()) throw new ContentProblem(mappingPath, "a mapping needs a relationship id as its key");
                if (mappingDto == null) throw new ContentProblem(mappingPath, "null is not allowed here; give a mapping or leave the entry out");
                mappings.put(relationshipId, mapping(mappingDto, mappingPath));
            });
        }
        List<String> standalone = texts(dto.standalone(), path.field("standalone"));
        Partitioning partitioning = partitioning(dto, path);
        Duplicates duplicates = duplicates(dto, path);
        return build(path, () -> new Design(name, mappings, new LinkedHashSet<>(standalone), partitioning, duplicates));
    }

    private static Duplicates duplicates(DesignDto dto, JsonPath path) {
        List<Duplicates.Duplicate> list = new ArrayList<>();
        if (dto.duplicates() != null) {
            JsonPath duplicatesPath = path.field("duplicates");
            dto.duplicates().forEach((entityId, copies) -> {
                JsonPath entry = duplicatesPath.field(entityId);
                if (entityId.isBlank()) throw new ContentProblem(entry, "a duplicate collection needs an entity id as its key");
                if (copies == null) throw new ContentProblem(entry, "null is not allowed here; give a list of copies, or leave the entry out");
                for (int i = 0; i < copies.size(); i++) {
                    // one copy may stand alone, as before decision 0324: its place is then the entry itself
                    list.add(copy(entityId, copies.get(i), copies.size() == 1 ? entry : entry.index(i)));
                }
            });
        }
        return build(path.field("duplicates"), () -> Duplicates.of(list));
    }

    private static Duplicates.Duplicate copy(String entityId, DuplicateDto duplicate, JsonPath at) {
        if (duplicate == null) throw new ContentProblem(at, "null is not allowed here; give {}, {\"partitionKey\": ...} or a feed {\"keep\": ..., \"order\": ...}, or leave the entry out");
        String key = duplicate.partitionKey();
        if (key != null && key.isBlank()) throw new ContentProblem(at.field("partitionKey"), "give the name of the key field, or leave it out");
        Ordering order = OrderValues.read(duplicate.order(), at.field("order"));
        if ((duplicate.keep() == null) != (order == null)) {
            throw new ContentProblem(at, "a feed needs both \"keep\" (how many documents) and \"order\"; give both, or neither for a copy of every document");
        }
        int keep = duplicate.keep() == null ? 0 : duplicate.keep();
        if (duplicate.keep() != null && (keep < 1 || keep > Duplicates.Duplicate.MAX_KEEP)) {
            throw new ContentProblem(at.field("keep"), "a feed keeps 1 to " + Duplicates.Duplicate.MAX_KEEP + " documents, not " + keep);
        }
        String parent = duplicate.parent();
        if (parent != null && parent.isBlank()) throw new ContentProblem(at.field("parent"), "give the id of the parent relationship, or leave it out");
        if (parent != null && order == null) {
            throw new ContentProblem(at.field("parent"), "only a feed (\"keep\" and \"order\") keeps the latest documents of each parent");
        }
        return build(at, () -> new Duplicates.Duplicate(entityId, key, keep, order, parent));
    }

    private static Partitioning partitioning(DesignDto dto, JsonPath path) {
        Map<String, String> keys = new LinkedHashMap<>();
        if (dto.partitionKeys() != null) {
            JsonPath keysPath = path.field("partitionKeys");
            dto.partitionKeys().forEach((entityId, field) -> {
                JsonPath keyPath = keysPath.field(entityId);
                if (entityId.isBlank()) throw new ContentProblem(keyPath, "a partition key needs an entity id as its key");
                if (field == null || field.isBlank()) throw new ContentProblem(keyPath, "give the name of the key field, or leave the entry out");
                keys.put(entityId, field);
            });
        }
        int partitions = dto.partitions() == null ? Partitioning.DEFAULT_PARTITIONS : atLeastOne(dto.partitions(), path, "partitions");
        return build(path.field("partitions"), () -> new Partitioning(keys, partitions));
    }

    static Mapping mapping(MappingDto dto, JsonPath path) {
        String kind = requireText(dto.strategy(), path, "strategy");
        Strategy strategy = switch (kind) {
            case EMBED -> embed(dto, path);
            case REFERENCE -> reference(dto, path);
            case EXTENDED_REFERENCE -> extendedReference(dto, path);
            case SUBSET -> subset(dto, path);
            case BUCKET -> bucket(dto, path);
            default -> throw new ContentProblem(path.field("strategy"), "unknown strategy '" + kind
                    + "'; expected one of: " + String.join(", ", STRATEGIES));
        };
        return build(path, () -> new Mapping(strategy, Boolean.TRUE.equals(dto.precomputedCount())));
    }

    private static Strategy embed(MappingDto dto, JsonPath path) {
        onlyFor(EMBED, dto, path);
        return new Embed();
    }

    private static Strategy reference(MappingDto dto, JsonPath path) {
        onlyFor(REFERENCE, dto, path, "placement", "coLocated");
        Placement placement = KebabNames.parse(requireText(dto.placement(), path, "placement"), Placement.class,
                path.field("placement"), "placement");
        boolean coLocated = Boolean.TRUE.equals(dto.coLocated());
        if (coLocated && placement != Placement.CHILD_HOLDS_PARENT_ID) {
            throw new ContentProblem(path.field("coLocated"), "only a reference whose placement is 'child-holds-parent-id'"
                    + " can be co-located (the children are found by their parent's id)");
        }
        return new Reference(placement, coLocated);
    }

    private static Strategy extendedReference(MappingDto dto, JsonPath path) {
        onlyFor(EXTENDED_REFERENCE, dto, path, "holder", "copiedFields");
        Holder holder = KebabNames.parse(requireText(dto.holder(), path, "holder"), Holder.class,
                path.field("holder"), "holder");
        List<String> copied = texts(dto.copiedFields(), path.field("copiedFields"));
        return build(path, () -> new ExtendedReference(holder, copied));
    }

    private static Strategy subset(MappingDto dto, JsonPath path) {
        onlyFor(SUBSET, dto, path, "size", "rest", "bucketSize", "order");
        int size = atLeastOne(dto.size(), path, "size");
        Subset.Rest rest = KebabNames.parse(requireText(dto.rest(), path, "rest"), Subset.Rest.class,
                path.field("rest"), "subset rest");
        int bucketSize = 0;
        if (rest == Subset.Rest.BUCKETED) {
            bucketSize = atLeastOne(dto.bucketSize(), path, "bucketSize");
        } else {
            absent(dto.bucketSize(), path, "bucketSize", "applies only when 'rest' is 'bucketed'");
        }
        int buckets = bucketSize;
        Ordering order = OrderValues.read(dto.order(), path.field("order"));
        return build(path, () -> new Subset(size, rest, buckets, order));
    }

    private static Strategy bucket(MappingDto dto, JsonPath path) {
        onlyFor(BUCKET, dto, path, "size", "order");
        int size = atLeastOne(dto.size(), path, "size");
        Ordering order = OrderValues.read(dto.order(), path.field("order"));
        return build(path, () -> new Bucket(size, order));
    }

    /** Refuses every strategy member the kind does not use, naming the kind. */
    private static void onlyFor(String kind, MappingDto dto, JsonPath path, String... used) {
        Map<String, Object> members = new LinkedHashMap<>();
        members.put("placement", dto.placement());
        members.put("holder", dto.holder());
        members.put("copiedFields", dto.copiedFields());
        members.put("size", dto.size());
        members.put("rest", dto.rest());
        members.put("bucketSize", dto.bucketSize());
        members.put("coLocated", dto.coLocated());
        members.put("order", dto.order());
        List<String> allowed = List.of(used);
        members.forEach((member, value) -> {
            if (!allowed.contains(member)) absent(value, path, member, "does not apply to strategy '" + kind + "'");
        });
    }
}
