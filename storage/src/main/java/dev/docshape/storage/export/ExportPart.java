package dev.docshape.storage.export;

import dev.docshape.model.Labelled;

import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What an export writes: each part with the word {@code docshape export --format} takes ({@link #label}), the name
 * the export dialog ticks it by ({@link #title}) and the files it writes ({@link #files}); docs/exports.md "Parts".
 */
public enum ExportPart implements Labelled {
    /** {@code NAME.schema.json}: a JSON Schema (draft 2020-12) per collection. */
    JSON_SCHEMA("jsonschema", "JSON Schemas", "NAME.schema.json per collection: a JSON Schema (draft 2020-12) of its documents"),
    /** {@code NAME.validator.json} ({@code $jsonSchema}) per collection and {@code create-collections.js}. */
    MONGODB("mongodb", "MongoDB validators and script",
            "NAME.validator.json per collection ($jsonSchema) and create-collections.js, which sets them and the indexes in mongosh"),
    /** {@code NAME.ndjson} (Extended JSON, for mongoimport) and {@code NAME.template.json} per collection. */
    SAMPLES("samples", "Sample documents",
            "NAME.ndjson per collection, the sample data for mongoimport, and NAME.template.json, one of its documents"),
    /**
     * {@code NAME.indexing-policy.json} per container: its Cosmos DB indexing policy with the composite indexes its
     * queries need (docs/exports.md "Cosmos DB indexing policy").
     */
    COSMOS_DB("cosmos", "Cosmos DB indexing policies",
            "NAME.indexing-policy.json per container, with the composite indexes its queries need");

    /** The word that stands for every part. */
    public static final String ALL = "all";

    private final String label;
    private final String title;
    private final String files;

    ExportPart(String label, String title, String files) {
        this.label = label;
        this.title = title;
        this.files = files;
    }

    /** The word a command line and the settings name it by: {@code jsonschema}. */
    @Override
    public String label() {
        return label;
    }

    /** What the part is called in the designer: "JSON Schemas". */
    public String title() {
        return title;
    }

    /** One line on the files it writes. */
    public String files() {
        return files;
    }

    public static Set<ExportPart> all() {
        return EnumSet.allOf(ExportPart.class);
    }

    /**
     * The parts a comma-separated list of words names ({@code jsonschema,cosmos}; {@code all} for every part).
     *
     * @throws IllegalArgumentException naming the word not known and the words allowed, or when none is named
     */
    public static Set<ExportPart> parse(String words) {
        Set<ExportPart> parts = EnumSet.noneOf(ExportPart.class);
        for (String word : (words == null ? "" : words).split(",", -1)) {
            String w = word.strip();
            if (w.equalsIgnoreCase(ALL)) {
                parts.addAll(all());
                continue;
            }
            parts.add(Labelled.byLabel(ExportPart.class, w).orElseThrow(() -> new IllegalArgumentException(
                    (w.isEmpty() ? "an empty part" : "unknown part '" + w + "'") + ": use " + words() + ", or several joined by commas")));
        }
        return parts;
    }

    /** The words of the parts, as a comma-separated list in the order of the parts. */
    public static String words(Set<ExportPart> parts) {
        return parts.stream().sorted().map(ExportPart::label).collect(Collectors.joining(","));
    }

    /** "jsonschema, mongodb, samples, cosmos or all". */
    private static String words() {
        return Stream.of(values()).map(ExportPart::label).collect(Collectors.joining(", ")) + " or " + ALL;
    }
}
