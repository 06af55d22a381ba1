package dev.docshape.storage.file.v1;

import dev.docshape.model.Entity;
import dev.docshape.model.Field;
import dev.docshape.model.FieldType;
import dev.docshape.model.ValueRange;
import dev.docshape.model.Note;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.Volatility;
import dev.docshape.model.mapping.Bucket;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.Partitioning;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.ExtendedReference;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Reference;
import dev.docshape.model.mapping.Subset;
import dev.docshape.model.pattern.AccessPattern;
import dev.docshape.model.pattern.Include;
import dev.docshape.model.pattern.ReadPattern;
import dev.docshape.model.pattern.Selection;
import dev.docshape.model.pattern.WritePattern;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Maps the model to a format-1 file. Values equal to the reader's defaults are left out (null) so
 * files stay short; everything else is written, in a fixed order, so equal projects give equal text.
 */
public final class V1Writer {

    public static final String FORMAT = "docshape-project";
    public static final int VERSION = 1;

    private V1Writer() {
    }

    public static ProjectFileV1 write(Project project) {
        List<Relationship> relationships = project.model().relationships();
        return new ProjectFileV1(FORMAT, VERSION, project.id(), project.name(),
                project.description().isEmpty() ? null : project.description(),
                project.activeDesign(),
                project.model().entities().stream().map(V1Writer::entity).toList(),
                relationships.stream().map(V1Writer::relationship).toList(),
                project.model().patterns().stream().map(V1Writer::pattern).toList(),
                project.designs().stream().map(d -> design(d, relationships, project.model().entities())).toList(),
                project.notes().isEmpty() ? null : project.notes().stream().map(V1Writer::note).toList());
    }

    private static NoteDto note(Note n) {
        return new NoteDto(n.id(), n.text(), new PositionDto(n.position().x(), n.position().y()));
    }

    private static EntityDto entity(Entity e) {
        return new EntityDto(e.id(), e.name(), e.count(), e.updatesPerDay() == 0 ? null : e.updatesPerDay(),
                e.valueObject() ? Boolean.TRUE : null, e.description(), new PositionDto(e.position().x(), e.position().y()),
                e.fields().stream().map(V1Writer::field).toList());
    }

    private static FieldDto field(Field f) {
        boolean array = f.type() == FieldType.ARRAY;
        return new FieldDto(f.name(), KebabNames.of(f.type()), f.avgSize() == 0 ? null : f.avgSize(),
                f.required() ? Boolean.TRUE : null,
                array ? KebabNames.of(f.itemType()) : null,
                array && f.avgItems() != 0 ? f.avgItems() : null,
                f.type() == FieldType.OBJECT ? f.fields().stream().map(V1Writer::field).toList() : null,
                f.updatesPerDay(), f.values() != null ? null : f.distinctValues(), bound(f.range(), true, false), bound(f.range(), true, true),
                bound(f.range(), false, false), bound(f.range(), false, true), f.constant(),
                f.presence() == 1 ? null : f.presence(), f.values(), f.description());
    }

    /** A range's bound as the file writes it, a whole number without a decimal point; null when not this kind of bound. */
    private static Number bound(ValueRange range, boolean low, boolean exclusive) {
        if (range == null) return null;
        Double value = low ? range.min() : range.max();
        if (value == null || (low ? range.minExclusive() : range.maxExclusive()) != exclusive) return null;
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? (Number) value.longValue() : value;
    }

    private static RelationshipDto relationship(Relationship r) {
        return new RelationshipDto(r.id(), r.parent(), r.child(), r.name(), r.inverseName(),
                KebabNames.of(r.cardinality()), r.avgCount(), r.maxCount(),
                r.sharedBy() == 1 ? null : r.sharedBy(),
                r.contains() ? Boolean.TRUE : null,
                r.volatility() == Volatility.STABLE ? null : KebabNames.of(r.volatility()),
                r.minCount() == 0 ? null : r.minCount(),
                r.presence() == 1 ? null : r.presence(),
                r.inversePresence() == 1 ? null : r.inversePresence());
    }

    private static PatternDto pattern(AccessPattern pattern) {
        if (pattern instanceof ReadPattern read) {
            boolean filter = read.selection() == Selection.FILTER;
            return new PatternDto(read.id(), read.name(), PatternReader.READ, read.entity(), read.frequency(),
                    KebabNames.of(read.selection()), read.byParent(),
                    filter ? read.expectedMatches() : null, filter ? read.limit() : null, null,
                    texts(read.fields()), includes(read.includes()), texts(read.counts()), OrderValues.write(read.order()));
        }
        WritePattern write = (WritePattern) pattern;
        return new PatternDto(write.id(), write.name(), KebabNames.of(write.kind()), write.entity(), write.frequency(),
                null, null, null, null, write.relationship(),
                texts(write.fields()), includes(write.includes()), null);
    }

    private static List<IncludeDto> includes(List<Include> includes) {
        if (includes.isEmpty()) return null;
        return includes.stream()
                .map(i -> new IncludeDto(i.relationship(), texts(i.fields()), i.limit() == 0 ? null : i.limit(),
                        includes(i.includes()), texts(i.counts())))
                .toList();
    }

    /**
     * Mappings in the order of the model's relationships and standalone entities in the order of its
     * entities (equal designs give equal text whatever order they were built in), then any others.
     */
    private static DesignDto design(Design design, List<Relationship> relationships, List<Entity> entities) {
        Map<String, MappingDto> mappings = new LinkedHashMap<>();
        for (Relationship r : relationships) {
            Mapping m = design.mappings().get(r.id());
            if (m != null) mappings.put(r.id(), mapping(m));
        }
        design.mappings().forEach((id, m) -> mappings.putIfAbsent(id, mapping(m)));
        Set<String> ordered = new LinkedHashSet<>();
        for (Entity e : entities) {
            if (design.standalone().contains(e.id())) ordered.add(e.id());
        }
        ordered.addAll(design.standalone());
        List<String> standalone = List.copyOf(ordered);
        Partitioning partitioning = design.partitioning();
        Map<String, String> keys = new LinkedHashMap<>();
        for (Entity e : entities) {
            String key = partitioning.keyOf(e.id());
            if (key != null) keys.put(e.id(), key);
        }
        partitioning.keys().forEach(keys::putIfAbsent);
        Integer partitions = partitioning.partitions() == Partitioning.DEFAULT_PARTITIONS ? null : partitioning.partitions();
        Map<String, List<DuplicateDto>> duplicates = new LinkedHashMap<>();
        for (Duplicates.Duplicate d : design.duplicates().all()) {
            duplicates.computeIfAbsent(d.entity(), k -> new ArrayList<>())
                    .add(new DuplicateDto(d.partitionKey(), d.isFeed() ? d.keep() : null, OrderValues.write(d.order()), d.parent()));
        }
        return new DesignDto(design.name(), mappings, standalone.isEmpty() ? null : standalone,
                keys.isEmpty() ? null : keys, partitions, duplicates.isEmpty() ? null : duplicates);
    }

    private static MappingDto mapping(Mapping mapping) {
        Boolean count = mapping.precomputedCount() ? Boolean.TRUE : null;
        if (mapping.strategy() instanceof Embed) {
            return new MappingDto(DesignReader.EMBED, null, null, null, null, null, null, count);
        } else if (mapping.strategy() instanceof Reference ref) {
            return new MappingDto(DesignReader.REFERENCE, KebabNames.of(ref.placement()), null, null, null, null, null, count,
                    ref.coLocated() ? Boolean.TRUE : null);
        } else if (mapping.strategy() instanceof ExtendedReference ext) {
            return new MappingDto(DesignReader.EXTENDED_REFERENCE, null, KebabNames.of(ext.holder()),
                    ext.copiedFields(), null, null, null, count);
        } else if (mapping.strategy() instanceof Subset subset) {
            boolean bucketed = subset.rest() == Subset.Rest.BUCKETED;
            return new MappingDto(DesignReader.SUBSET, null, null, null, subset.size(), KebabNames.of(subset.rest()),
                    bucketed ? subset.bucketSize() : null, count, null, OrderValues.write(subset.order()));
        } else if (mapping.strategy() instanceof Bucket bucket) {
            return new MappingDto(DesignReader.BUCKET, null, null, null, bucket.size(), null, null, count, null,
                    OrderValues.write(bucket.order()));
        }
        throw new IllegalStateException("no file form for strategy " + mapping.strategy());
    }

    private static List<String> texts(List<String> values) {
        return values.isEmpty() ? null : values;
    }
}
