package dev.docshape.storage.measure;

import com.fasterxml.jackson.databind.JsonNode;
import dev.docshape.model.FieldType;
import dev.docshape.model.profile.DatabaseKind;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.profile.SizeEncoding;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.ReturnedFields;
import dev.docshape.model.projection.ShapeField;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The size of a document read from the store in the profile's encoding (BSON for MongoDB, the
 * compact JSON of Cosmos DB), from its real structure and values: the fields it really has, its
 * arrays' real lengths and its strings' real lengths, with the per-type constants the estimator
 * uses (decision record 0011). So measured and estimated bytes differ only where the documents do,
 * not because one is JSON text and the other BSON.
 */
final class EncodedSize {
    private final Projection projection;
    private final SizeEncoding encoding;
    private final String idField;
    private final boolean pointReadProjects;
    private final DatabaseKind kind;
    /** Per string field with a modelled average size ("Book.coverUrl"): {modelled size, values seen, their total bytes}. */
    private final Map<String, double[]> strings = new LinkedHashMap<>();
    /** The type field of each co-located collection's documents (docs/counting-rules.md "Co-location"). */
    private final Map<String, String> typeFields = new HashMap<>();

    EncodedSize(Projection projection, Profile profile) {
        this(projection, profile, null);
    }

    /** @param coLocations the design's co-locations, whose documents' type field counts in their size; null for none */
    EncodedSize(Projection projection, Profile profile, CoLocations coLocations) {
        this.projection = projection;
        this.encoding = profile.sizeEncoding();
        this.idField = profile.idFieldName();
        this.pointReadProjects = profile.kind().pointReadProjects();
        this.kind = profile.kind();
        if (coLocations != null) {
            for (CoLocation g : coLocations.groups()) for (CoLocation.Member m : g.members()) typeFields.put(m.collection(), g.typeField());
        }
    }

    /** The database the sizes are for, and what its queries can do. */
    DatabaseKind kind() {
        return kind;
    }

    /** The size of one stored document of {@code collection} (its JSON text when the collection is unknown). */
    double of(String collection, JsonNode document) {
        CollectionShape c = projection.collection(collection).orElse(null);
        if (c == null) return document.toString().getBytes(StandardCharsets.UTF_8).length;
        return fields(c.document().fields(), document, true) + typeField(collection, document);
    }

    /** As {@link #of}, leaving {@link #stringDepartures} alone: for documents sized beside the pattern's reads. */
    double untracked(String collection, JsonNode document) {
        CollectionShape c = projection.collection(collection).orElse(null);
        if (c == null) return document.toString().getBytes(StandardCharsets.UTF_8).length;
        return fields(c.document().fields(), document, false) + typeField(collection, document);
    }

    /** The bytes of the type field the document carries as a member of a container, as the store holds it. */
    private double typeField(String collection, JsonNode document) {
        String field = typeFields.get(collection);
        JsonNode value = field == null ? null : document.get(field);
        return value == null || !value.isTextual() ? 0 : encoding.fieldOverhead(field) + scalar(FieldType.STRING, value);
    }

    /**
     * The size of what a read asking for {@code wanted} gets back of one stored document of {@code collection}: the
     * fields {@link ReturnedFields} keeps of an entity's own document; the whole document when the read
     * names no field, or for a point read where the database returns whole documents (Cosmos DB). Bucket documents
     * always come back whole (docs/counting-rules.md "Bucket documents read").
     */
    double returned(String collection, JsonNode document, ReturnedFields wanted, boolean pointRead) {
        CollectionShape c = projection.collection(collection).orElse(null);
        if (c == null || !projects(wanted, pointRead)) return of(collection, document);
        return fields(wanted.ofDocument(c.document().fields()), document, false);
    }

    /**
     * The fields besides the id a read asking for {@code wanted} of {@code collection}'s documents names in its request
     * ({@link ReturnedFields#projected}, as the exported queries do); empty where it returns whole documents, as
     * {@link #returned} sizes them.
     */
    List<String> projected(String collection, ReturnedFields wanted, boolean pointRead) {
        CollectionShape c = projection.collection(collection).orElse(null);
        return c == null || !projects(wanted, pointRead) ? List.of() : wanted.projected(c.document().fields());
    }

    private boolean projects(ReturnedFields wanted, boolean pointRead) {
        return !wanted.whole() && (!pointRead || pointReadProjects);
    }

    /** @param track whether string lengths count towards {@link #stringDepartures} (once per document read) */
    private double fields(List<ShapeField> fields, JsonNode document, boolean track) {
        double total = encoding.documentOverhead();
        for (ShapeField f : fields) {
            boolean id = f.role() == ShapeField.Role.ID;
            JsonNode value = document.get(id ? dev.docshape.storage.sample.SampleGenerator.ID : f.name());
            if (value == null || value.isNull()) continue;
            total += encoding.fieldOverhead(id ? idField : f.name()) + value(f, value, track);
        }
        return total;
    }

    private double value(ShapeField f, JsonNode value, boolean track) {
        return switch (f.kind()) {
            case SCALAR -> {
                double bytes = scalar(f.scalarType(), value);
                if (track && f.scalarType() == FieldType.STRING && f.avgSize() > 0 && value.isTextual() && f.entity() != null) {
                    double[] seen = strings.computeIfAbsent(f.entity() + "." + f.name(), k -> new double[] {f.avgSize(), 0, 0});
                    seen[1]++;
                    seen[2] += value.asText().getBytes(StandardCharsets.UTF_8).length;
                }
                yield bytes;
            }
            case OBJECT -> f.freeForm() ? anyShape(value) : object(f.children(), value, track);
            case ARRAY -> {
                double items = 0;
                for (JsonNode item : value) items += f.children().isEmpty() ? scalar(f.scalarType(), item) : object(f.children(), item, track);
                yield encoding.documentOverhead() + encoding.arrayItemsOverhead(value.size()) + items;
            }
        };
    }

    /** Forgets the string lengths seen so far (before measuring the next pattern). */
    void startPattern() {
        strings.clear();
    }

    /** The string fields whose values, since {@link #startPattern}, average more than {@code tolerance} off their modelled size. */
    List<String> stringDepartures(double tolerance) {
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, double[]> e : strings.entrySet()) {
            double modelled = e.getValue()[0];
            double average = e.getValue()[2] / e.getValue()[1];
            if (Math.abs(average - modelled) > tolerance * modelled) {
                out.add(String.format(Locale.ROOT, "%s %.0f bytes (modelled %.0f)", e.getKey(), average, modelled));
            }
        }
        return out;
    }

    private double object(List<ShapeField> fields, JsonNode object, boolean track) {
        double total = encoding.documentOverhead();
        for (ShapeField c : fields) {
            JsonNode v = object.get(c.name());
            if (v != null && !v.isNull()) total += encoding.fieldOverhead(c.name()) + value(c, v, track);
        }
        return total;
    }

    /**
     * An object of any shape (a JSON column, decision 0556) sized from what it really holds, as BSON would hold it: the
     * model names none of its fields, so counting only declared ones would measure its delimiters alone (decision 0567).
     */
    private double anyShape(JsonNode value) {
        if (value.isObject()) {
            double total = encoding.documentOverhead();
            for (Iterator<Map.Entry<String, JsonNode>> i = value.fields(); i.hasNext(); ) {
                Map.Entry<String, JsonNode> e = i.next();
                total += encoding.fieldOverhead(e.getKey()) + anyShape(e.getValue());
            }
            return total;
        }
        if (value.isArray()) {
            double items = 0;
            for (JsonNode item : value) items += anyShape(item);
            return encoding.documentOverhead() + encoding.arrayItemsOverhead(value.size()) + items;
        }
        FieldType type = value.isTextual() ? FieldType.STRING : value.isBoolean() ? FieldType.BOOLEAN
                : value.canConvertToInt() && value.isIntegralNumber() ? FieldType.INTEGER : value.isIntegralNumber() ? FieldType.LONG : FieldType.DOUBLE;
        return scalar(type, value);
    }

    private double scalar(FieldType type, JsonNode value) {
        int size = 0;
        if (type == FieldType.STRING && value.isTextual()) size = Math.max(1, value.asText().getBytes(StandardCharsets.UTF_8).length);
        if (type == FieldType.BINARY && value.isTextual()) size = Math.max(1, value.asText().length() * 3 / 4); // base64 text
        return encoding.valueBytes(type, size);
    }
}
