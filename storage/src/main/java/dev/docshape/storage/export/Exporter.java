package dev.docshape.storage.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.docshape.model.Project;
import dev.docshape.model.Design;
import dev.docshape.model.Duplicates;
import dev.docshape.model.projection.CoLocation;
import dev.docshape.model.projection.CoLocations;
import dev.docshape.model.projection.CollectionShape;
import dev.docshape.model.projection.PartitionKeys;
import dev.docshape.model.projection.Projection;
import dev.docshape.model.projection.Projector;
import dev.docshape.model.estimate.Estimate;
import dev.docshape.model.estimate.Estimator;
import dev.docshape.model.profile.Profile;
import dev.docshape.model.query.QueryTemplates;
import dev.docshape.storage.query.CosmosIndexingPolicy;
import dev.docshape.storage.sample.DocumentJson;
import dev.docshape.storage.sample.JsonDialect;
import dev.docshape.storage.sample.SampleData;
import dev.docshape.storage.sample.ObjectId;
import dev.docshape.storage.sample.SampleGenerator;
import dev.docshape.storage.sample.SampleOptions;
import dev.docshape.storage.store.Progress;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Exports a design as files a MongoDB user can take away: per collection a JSON Schema
 * ({@code NAME.schema.json}), a {@code $jsonSchema} validator ({@code NAME.validator.json}), a
 * template document ({@code NAME.template.json}) and the sample data as newline-delimited Extended
 * JSON ({@code NAME.ndjson}, what {@code mongoimport} reads); plus {@code create-collections.js}
 * for {@code mongosh}; and per container its Cosmos DB indexing policy ({@code NAME.indexing-policy.json}). The sample data is generated again from the seed, so it equals the sample
 * store's for the same options. Nothing is written outside the chosen folder.
 */
public final class Exporter {

    public static final String SCRIPT = "create-collections.js";

    /**
     * Bounds are BigDecimals (ShapeTypes.plain), which Jackson would print with an exponent below 1e-6 (1.5E-7): written
     * plain (0.00000015), as every other export writes a bound (docs/exports.md "Declared ranges", decision 0575).
     */
    private static final ObjectMapper PRETTY = com.fasterxml.jackson.databind.json.JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT)
            .enable(com.fasterxml.jackson.core.StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN).build();

    private Exporter() {
    }

    /** What was written, per collection and in total. */
    /**
     * @param warnings what the user should know, each a sentence: names MongoDB would refuse, with the rule they break
     *                 and a safe name to use (the script leaves such collections out); parts written without what
     *                 could not be worked out
     */
    public record Result(Path folder, Map<String, CollectionFiles> collections, Path script, long documents, List<String> warnings) {
        public Result {
            warnings = List.copyOf(warnings);
        }
    }

    /** The files of one collection; a file not exported (or a template of no document) is null. */
    public record CollectionFiles(Path schema, Path validator, Path template, Path ndjson, long documents, Path indexingPolicy) {
    }

    public static Result export(Project project, String designName, SampleOptions options, Path folder, Progress progress) {
        return export(project, designName, options, folder, ExportPart.all(), progress);
    }

    /** Exports only {@code parts}; see {@link ExportPart} for the files each writes. */
    public static Result export(Project project, String designName, SampleOptions options, Path folder,
                                Set<ExportPart> parts, Progress progress) {
        if (parts == null || parts.isEmpty()) throw new IllegalArgumentException("choose at least one part to export");
        Design design = SampleData.design(project, designName);
        Projection projection = Projector.project(project.model(), design);
        SampleGenerator generator = SampleGenerator.of(project.model(), design, projection, options);
        Progress report = progress == null ? Progress.NONE : progress;
        ExportFolder out = ExportFolder.at(folder);
        ShapeTypes types = new ShapeTypes(project.model(), generator::everyChildHasAParent);
        ScriptIndexes indexes = new ScriptIndexes(types, design);
        List<MongoshScript.Collection> scripted = new ArrayList<>();
        String projectKey = project.id() != null && !project.id().isBlank() ? project.id() : project.name();
        Map<String, String> ndjsonNames = new LinkedHashMap<>();
        Map<String, CollectionFiles> files = new LinkedHashMap<>();
        Map<String, String> shardKeys = shardKeys(design, projection);
        long total = generator.documentCount();
        long[] written = {0};
        CoLocations coLocations = CoLocations.of(project.model(), design, projection);
        List<String> warnings = new ArrayList<>();
        TargetNames.problems(projection).forEach(problem -> warnings.add("MongoDB refuses " + problem));
        Map<String, ObjectNode> policies = parts.contains(ExportPart.COSMOS_DB) ? indexingPolicies(project, design, projection, warnings) : Map.of();
        for (CollectionShape c : projection.collections()) {
            CoLocation group = coLocations.of(c.name()).orElse(null);
            // a co-located member's documents are written with its container's
            if (group != null && !group.container().equals(c.name())) continue;
            ObjectNode validator = group == null ? MongoValidators.validator(types, c) : CoLocatedExport.validator(types, group, projection);
            scripted.add(new MongoshScript.Collection(c.name(), validator,
                    group == null ? indexes.of(c) : CoLocatedExport.indexes(indexes, group, projection), shardKeys.get(c.name())));
            Path schema = parts.contains(ExportPart.JSON_SCHEMA)
                    ? out.write(c.name(), ".schema.json", pretty(group == null ? JsonSchemas.schema(types, projectKey, design.name(), c)
                            : CoLocatedExport.schema(types, projectKey, design.name(), group, projection))) : null;
            Path validatorFile = parts.contains(ExportPart.MONGODB)
                    ? out.write(c.name(), ".validator.json", pretty(validator)) : null;
            Path policy = parts.contains(ExportPart.COSMOS_DB)
                    ? out.write(c.name(), ".indexing-policy.json", pretty(policies.getOrDefault(c.name(), CosmosIndexingPolicy.plain()))) : null;
            if (!parts.contains(ExportPart.SAMPLES)) {
                files.put(c.name(), new CollectionFiles(schema, validatorFile, null, null, 0, policy));
                continue;
            }
            long[] count = {0};
            Map<String, Object>[] first = new Map[1];
            Path ndjson;
            try (Writer w = new BufferedWriter(new OutputStreamWriter(out.open(c.name(), ".ndjson"), StandardCharsets.UTF_8), 1 << 16)) {
                DocumentJson json = new DocumentJson(JsonDialect.EXTENDED);
                BiConsumer<ObjectId, Map<String, Object>> sink = (id, doc) -> {
                    if (first[0] == null) first[0] = doc;
                    try {
                        w.write(json.write(doc));
                        w.write('\n');
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    count[0]++;
                    if (++written[0] % 10_000 == 0) report.update("exporting documents", written[0], total);
                };
                if (group == null) {
                    generator.generate(c.name(), sink);
                } else {
                    generator.generateContainer(group, sink);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the sample data of collection '" + c.name() + "'", e);
            }
            ndjson = out.path().resolve(out.baseName(c.name()) + ".ndjson");
            ndjsonNames.put(c.name(), ndjson.getFileName().toString());
            Path template = first[0] == null ? null
                    : out.write(c.name(), ".template.json", Templates.template(first[0]));
            files.put(c.name(), new CollectionFiles(schema, validatorFile, template, ndjson, count[0], policy));
        }
        Path script = parts.contains(ExportPart.MONGODB)
                ? out.writeShared(SCRIPT, MongoshScript.script("project '" + project.name() + "', design '" + design.name() + "'",
                        scripted, ndjsonNames))
                : null;
        report.update("done", written[0], total);
        return new Result(out.path(), files, script, written[0], warnings);
    }

    /**
     * Container name to its Cosmos DB indexing policy, from the design's operations planned under Cosmos DB, as
     * {@code docshape queries --lang cosmos-sql} writes them.
     */
    private static Map<String, ObjectNode> indexingPolicies(Project project, Design design, Projection projection, List<String> warnings) {
        try {
            Estimate estimate = Estimator.estimate(project.model(), design, Profile.cosmos());
            return CosmosIndexingPolicy.byContainer(QueryTemplates.of(project.model(), design, projection, estimate));
        } catch (IllegalStateException e) {
            // the other parts stay useful: the policies are written as Cosmos DB's default, without composite indexes
            warnings.add("the Cosmos DB indexing policies of design '" + design.name() + "' have no composite indexes: " + e.getMessage());
            return Map.of();
        }
    }

    /** Collection name to the MongoDB path of its shard key ({@code _id} for the id), for the partitioned collections. */
    private static Map<String, String> shardKeys(Design design, Projection projection) {
        Map<String, String> keys = new LinkedHashMap<>();
        design.partitioning().keys().forEach((entityId, field) -> projection.entityCollection(entityId).ifPresent(c ->
                keys.put(c.name(), PartitionKeys.ID.equals(field) ? "_id" : field)));
        // a duplicate collection carries its own key (docs/counting-rules.md "Duplicate collections")
        for (Duplicates.Duplicate d : design.duplicates().all()) {
            if (d.partitionKey() == null) continue;
            (d.isFeed() ? projection.feedCollection(d.entity()) : projection.duplicateCollection(d.entity())).ifPresent(c ->
                    keys.put(c.name(), PartitionKeys.ID.equals(d.partitionKey()) ? "_id" : d.partitionKey()));
        }
        return keys;
    }

    /**
     * What the script sets on one collection: its validator and its indexes.
     *
     * @param validator     the {@code $jsonSchema} validator, as in {@code NAME.validator.json}
     * @param createIndexes the {@code createIndex} commands, one line each, for mongosh
     */
    public record CollectionSetup(ObjectNode validator, String createIndexes) {
    }

    /**
     * The validator and indexes of each of the design's collections, as {@link #SCRIPT} sets them, for
     * scripts that fill the collections themselves. Whether a child's parent id is required follows
     * the sample's relationships, as in the export.
     */
    public static Map<String, CollectionSetup> collectionSetups(Project project, String designName, SampleOptions options) {
        Design design = SampleData.design(project, designName);
        Projection projection = Projector.project(project.model(), design);
        SampleGenerator generator = SampleGenerator.of(project.model(), design, projection, options);
        ShapeTypes types = new ShapeTypes(project.model(), generator::everyChildHasAParent);
        ScriptIndexes indexes = new ScriptIndexes(types, design);
        Map<String, CollectionSetup> setups = new LinkedHashMap<>();
        for (CollectionShape c : projection.collections()) {
            setups.put(c.name(), new CollectionSetup(MongoValidators.validator(types, c), MongoshScript.indexLines(c.name(), indexes.of(c))));
        }
        return setups;
    }

    static String pretty(ObjectNode node) {
        try {
            return PRETTY.writeValueAsString(node) + "\n";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
