package dev.docshape.storage.mongodb;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.mongodb.client.model.Filters;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.storage.export.CoLocatedExport;
import dev.docshape.storage.export.MongoValidators;
import dev.docshape.storage.store.Progress;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.conversions.Bson;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Samples a live database and lists where it departs from a design: collections the design does
 * not know or that are missing, and in the sampled documents required fields missing, fields the
 * design does not have, other BSON types, arrays longer than the modelled maximum and documents
 * near MongoDB's 16 MiB limit. The documents are checked against the design's {@code $jsonSchema}
 * validator as the export writes it ({@link MongoValidators}), so drift and the validator agree; the
 * documents of a co-located collection are read from its container by their type value and checked
 * against their own member's schema.
 */
public final class DriftChecker {
    /** MongoDB's largest document (BSON). */
    static final long SIZE_LIMIT = 16L * 1024 * 1024;
    /** Documents above this share of the limit are reported. */
    static final double NEAR_LIMIT = 0.8;

    private DriftChecker() {
    }

    public static DriftReport check(Project project, Design design, MongoConnection mongo, int sampleSize, Progress progress) {
        Progress report = progress == null ? Progress.NONE : progress;
        Projection projection = Projector.project(project.model(), design);
        CoLocations coLocations = CoLocations.of(project.model(), design, projection);
        Map<String, CollectionShape> designed = new LinkedHashMap<>();
        for (CollectionShape c : projection.collections()) designed.put(c.name(), c);
        Set<String> live = new TreeSet<>(mongo.call("listing collections", () -> mongo.database().listCollectionNames().into(new ArrayList<>())));
        live.removeIf(name -> name.startsWith("system."));
        List<DriftFinding> findings = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        Map<String, Long> sampled = new LinkedHashMap<>();
        for (String name : live) {
            if (designed.containsKey(name)) continue;
            long count = mongo.call("counting '" + name + "'", () -> mongo.database().getCollection(name).estimatedDocumentCount());
            findings.add(new DriftFinding(name, "", DriftFinding.Kind.UNKNOWN_COLLECTION, count + " documents", 0, null));
        }
        Set<String> missing = new HashSet<>();
        int done = 0;
        for (CollectionShape c : designed.values()) {
            report.step("sampling " + c.name(), done++, designed.size());
            String stored = coLocations.containerOf(c.name());
            if (!live.contains(stored)) {
                if (missing.add(stored)) findings.add(new DriftFinding(stored, "", DriftFinding.Kind.MISSING_COLLECTION, "", 0, null));
                continue;
            }
            Member member = Member.of(project, projection, coLocations, c);
            Findings found = new Findings(member.name);
            String note = DocumentSampler.sample(mongo, stored, member.filter, sampleSize, doc -> found.document(member.schema, doc));
            if (note != null) notes.add(note);
            if (found.documents == 0) notes.add("collection '" + member.name + "' is empty: nothing to compare");
            sampled.put(member.name, found.documents);
            findings.addAll(found.list());
        }
        for (CoLocation g : coLocations.groups()) {
            if (live.contains(g.container())) findings.addAll(untyped(mongo, g));
        }
        report.update("done", designed.size(), designed.size());
        return new DriftReport(project.name(), design.name(), mongo.settings().redactedUri(), mongo.settings().database(), sampled, findings, notes);
    }

    /**
     * Where a collection's documents are compared: a collection of its own, all its documents against its validator; a
     * co-located member, the documents of its container with its type value against its own schema, named
     * {@code Order (type: OrderLine)} (docs/counting-rules.md "Co-location").
     */
    private record Member(String name, Bson filter, ObjectNode schema) {
        static Member of(Project project, Projection projection, CoLocations coLocations, CollectionShape c) {
            Optional<CoLocation> group = coLocations.of(c.name());
            if (group.isEmpty()) {
                return new Member(c.name(), new Document(), (ObjectNode) MongoValidators.validator(project.model(), c).get("$jsonSchema"));
            }
            CoLocation g = group.get();
            CoLocation.Member m = g.members().stream().filter(x -> x.collection().equals(c.name())).findFirst().orElseThrow();
            return new Member(g.container() + " (" + g.typeField() + ": " + m.typeValue() + ")", Filters.eq(g.typeField(), m.typeValue()),
                    CoLocatedExport.memberSchema(project.model(), g, m, projection));
        }
    }

    /** The documents of a container whose type field names none of its members: no member's schema can check them. */
    private static List<DriftFinding> untyped(MongoConnection mongo, CoLocation g) {
        List<String> values = g.members().stream().map(CoLocation.Member::typeValue).toList();
        long n = mongo.call("counting in '" + g.container() + "'",
                () -> mongo.database().getCollection(g.container()).countDocuments(Filters.nin(g.typeField(), values)));
        if (n == 0) return List.of();
        return List.of(new DriftFinding(g.container(), g.typeField(), DriftFinding.Kind.UNKNOWN_TYPE, "not one of " + String.join(", ", values), n, null));
    }

    /** The findings of one collection, each counted once per document. */
    private static final class Findings {
        private final String collection;
        private final Map<String, Tally> byKey = new LinkedHashMap<>();
        private final Set<String> inDocument = new HashSet<>();
        private String currentId;
        long documents;

        Findings(String collection) {
            this.collection = collection;
        }

        void document(ObjectNode schema, RawBsonDocument doc) {
            documents++;
            inDocument.clear();
            BsonValue id = doc.get("_id");
            currentId = id == null ? null : BsonTypes.show(id);
            object(schema, doc, "");
            long size = doc.getByteBuffer().remaining();
            if (size > SIZE_LIMIT * NEAR_LIMIT) {
                add("", DriftFinding.Kind.NEAR_SIZE_LIMIT, "", size, String.format(Locale.ROOT, "of %d MiB", SIZE_LIMIT >> 20));
            }
        }

        private void object(JsonNode schema, BsonDocument doc, String prefix) {
            JsonNode properties = schema.path("properties");
            for (JsonNode required : schema.path("required")) {
                if (!doc.containsKey(required.asText())) add(prefix + required.asText(), DriftFinding.Kind.MISSING_FIELD, "", 0, "");
            }
            boolean closed = !schema.path("additionalProperties").asBoolean(true);
            for (Map.Entry<String, BsonValue> e : doc.entrySet()) {
                JsonNode property = properties.get(e.getKey());
                if (property == null) {
                    if (closed) add(prefix + e.getKey(), DriftFinding.Kind.EXTRA_FIELD, BsonTypes.name(e.getValue()), 0, "");
                } else {
                    value(property, e.getValue(), prefix + e.getKey());
                }
            }
        }

        private void value(JsonNode schema, BsonValue v, String path) {
            String expected = schema.path("bsonType").asText("");
            String actual = BsonTypes.name(v);
            if (!expected.isEmpty() && !expected.equals(actual)) {
                add(path, DriftFinding.Kind.OTHER_TYPE, actual + " where the design has " + expected, 0, "");
                return;
            }
            if (v.isArray()) {
                int length = v.asArray().size();
                if (schema.has("maxItems") && length > schema.get("maxItems").asInt()) {
                    add(path, DriftFinding.Kind.ARRAY_TOO_LONG, "", length, "items, the design's maximum is " + schema.get("maxItems").asInt());
                }
                JsonNode items = schema.path("items");
                if (!items.isMissingNode()) for (BsonValue item : v.asArray()) value(items, item, path + "[]");
            } else if (v.isDocument()) {
                object(schema, v.asDocument(), path + ".");
            }
        }

        /** Counts a finding once per document; {@code measure} keeps the largest value seen (a length, a size). */
        private void add(String path, DriftFinding.Kind kind, String detail, long measure, String unit) {
            String key = kind + "\u0000" + path + "\u0000" + detail;
            Tally t = byKey.computeIfAbsent(key, k -> new Tally(path, kind, detail, unit, currentId));
            if (measure > t.largest) t.largest = measure;
            if (inDocument.add(key)) t.documents++;
        }

        List<DriftFinding> list() {
            List<DriftFinding> list = new ArrayList<>();
            for (Tally t : byKey.values()) {
                String detail = t.largest > 0 ? "largest " + t.largest + " " + t.unit : t.detail;
                list.add(new DriftFinding(collection, t.path, t.kind, detail.strip(), t.documents, t.exampleId));
            }
            return list;
        }
    }

    private static final class Tally {
        final String path;
        final DriftFinding.Kind kind;
        final String detail;
        final String unit;
        final String exampleId;
        long documents;
        long largest;

        Tally(String path, DriftFinding.Kind kind, String detail, String unit, String exampleId) {
            this.path = path;
            this.kind = kind;
            this.detail = detail;
            this.unit = unit;
            this.exampleId = exampleId;
        }
    }
}
