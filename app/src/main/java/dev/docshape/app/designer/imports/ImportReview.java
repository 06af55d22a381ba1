package dev.docshape.app.designer.imports;

import dev.docshape.model.Cardinality;
import dev.docshape.model.Design;
import dev.docshape.model.Entity;
import dev.docshape.model.Project;
import dev.docshape.model.Relationship;
import dev.docshape.model.edit.Edits;
import dev.docshape.model.mapping.Embed;
import dev.docshape.model.mapping.Mapping;
import dev.docshape.model.mapping.Placement;
import dev.docshape.model.mapping.Reference;
import dev.docshape.storage.imports.infer.InferredSchema;
import dev.docshape.storage.imports.infer.RelationshipGuess;
import dev.docshape.storage.imports.infer.Subdocument;
import dev.docshape.storage.imports.sql.SqlImport;
import dev.docshape.storage.mongodb.MongoImport;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;

/**
 * What an import found, for the user to review before the model is made: the entities (fields,
 * counts, where they live), every relationship the import guessed or read with its evidence, the
 * statements it skipped and its notes. {@link #build} makes the project from the user's choices:
 * each relationship kept or dropped, its cardinality, embedded or referenced.
 */
public final class ImportReview {

    /** One entity: its name, how many fields and instances, and where it lives ("collection", "inside orders"). */
    public record EntityRow(String id, String name, int fields, long count, String where) {
    }

    /**
     * One relationship as found.
     *
     * @param subject   where it was found and what it is ("orders.customerId refers to customers")
     * @param evidence  what it rests on, in words ("998 of 1,000 distinct values are _id values of customers")
     * @param subdocument true for a subdocument found in the documents' structure: dropping it drops its field
     *                    and everything inside it
     * @param plainable   true for a subdocument that can be made a plain object field of its parent instead of an entity
     */
    public record Found(String id, String subject, String evidence, Cardinality cardinality, boolean embedded, boolean subdocument,
                        boolean plainable) {
    }

    /** What the user decided about one relationship; {@code plainField}: the subdocument becomes a plain object field. */
    public record Choice(String id, boolean keep, Cardinality cardinality, boolean embedded, boolean plainField) {
    }

    private final String source;
    private final Project everything;
    private final List<Found> relationships;
    private final List<String> skipped;
    private final List<String> notes;
    private final BiFunction<Collection<String>, Map<String, Subdocument>, Project> withOnly;

    private ImportReview(String source, Project everything, List<Found> relationships, List<String> skipped, List<String> notes,
                         BiFunction<Collection<String>, Map<String, Subdocument>, Project> withOnly) {
        this.source = source;
        this.everything = everything;
        this.relationships = List.copyOf(relationships);
        this.skipped = List.copyOf(skipped);
        this.notes = List.copyOf(notes);
        this.withOnly = withOnly;
    }

    /** A review of documents' inferred schema (JSON files). */
    public static ImportReview of(String source, InferredSchema schema, String projectName) {
        return inferred(source, schema, schema.toProject(projectName), schema.warnings(),
                (kept, subdocuments) -> schema.toProject(projectName, kept, subdocuments));
    }

    /** A review of a sampled MongoDB database. */
    public static ImportReview of(String source, MongoImport.Result result) {
        List<String> notes = new ArrayList<>();
        result.indexes().forEach((name, list) -> {
            if (!list.isEmpty()) notes.add("'" + name + "' has the indexes " + String.join(", ", list));
        });
        result.validators().keySet().forEach(name -> notes.add("'" + name + "' has a validator"));
        notes.addAll(result.notes());
        return inferred(source, result.schema(), result.project(), notes, result::projectWith);
    }

    private static ImportReview inferred(String source, InferredSchema schema, Project everything, List<String> notes,
                                         BiFunction<Collection<RelationshipGuess>, Map<String, Subdocument>, Project> build) {
        List<Found> found = new ArrayList<>();
        Map<String, RelationshipGuess> byId = new HashMap<>();
        for (RelationshipGuess g : schema.guesses()) {
            byId.put(g.id(), g);
            String counts = counts(g.avgCount(), g.maxCount(), g.parent());
            String evidence = g.evidenceText().isEmpty() ? counts : g.evidenceText() + "; " + counts;
            found.add(new Found(g.id(), g.subject(), evidence, g.cardinality(), g.kind().embedded(), g.kind().embedded(),
                    schema.canBePlainField(g.id())));
        }
        return new ImportReview(source, everything, found, List.of(), notes,
                (kept, subdocuments) -> build.apply(kept.stream().map(byId::get).toList(), subdocuments));
    }

    /** A review of a relational schema: its foreign keys and join tables, the statements skipped. */
    public static ImportReview of(String source, SqlImport.Result result) {
        Project project = result.project();
        Design relational = project.design(SqlImport.RELATIONAL).orElse(project.active());
        Map<String, String> names = new HashMap<>();
        for (Entity e : project.model().entities()) names.put(e.id(), e.name());
        List<Found> found = new ArrayList<>();
        for (Relationship r : project.model().relationships()) {
            boolean joinTable = relational.mappingFor(r).strategy() instanceof Reference ref && ref.placement() == Placement.JOINING_DOCUMENTS;
            String subject = joinTable ? names.get(r.parent()) + " and " + names.get(r.child()) + " are joined"
                    : names.get(r.child()) + " refers to " + names.get(r.parent());
            String evidence = (joinTable ? "a join table" : "a foreign key") + "; suggested: "
                    + (project.active().mappingFor(r).strategy() instanceof Embed ? "embedded" : "referenced");
            found.add(new Found(r.id(), subject, evidence, r.cardinality(), project.active().mappingFor(r).strategy() instanceof Embed,
                    false, false));
        }
        List<String> notes = new ArrayList<>(result.notes());
        result.ignored().forEach((kind, n) -> notes.add(n + " " + kind + " passed over (no tables in them)"));
        return new ImportReview(source, project, found, result.skipped(), notes, (kept, subdocuments) -> {
            Project p = project;
            for (Relationship r : project.model().relationships()) {
                if (!kept.contains(r.id())) p = Edits.removeRelationship(p, r.id()).apply(p);
            }
            return p;
        });
    }

    private static String counts(double avg, Integer max, String parent) {
        return String.format(Locale.ROOT, "on average %.1f per %s document, %s", avg, parent,
                max == null ? "no maximum seen in the sample" : String.format(Locale.ROOT, "at most %,d", max));
    }

    /** What was read: "schema.sql", "shop on 127.0.0.1:27017". */
    public String source() {
        return source;
    }

    /** The entities, as the model would have them with every relationship kept. */
    public List<EntityRow> entities() {
        Design design = everything.active();
        Map<String, String> names = new HashMap<>();
        for (Entity e : everything.model().entities()) names.put(e.id(), e.name());
        Map<String, String> inside = new HashMap<>();
        for (Relationship r : everything.model().relationships()) {
            if (design.mappingFor(r).strategy() instanceof Embed) inside.put(r.child(), names.get(r.parent()));
        }
        List<EntityRow> rows = new ArrayList<>();
        for (Entity e : everything.model().entities()) {
            String parent = inside.get(e.id());
            rows.add(new EntityRow(e.id(), e.name(), e.fields().size(), e.count(), parent == null ? "own collection" : "inside " + parent));
        }
        return rows;
    }

    public List<Found> relationships() {
        return relationships;
    }

    /** Statements that could not be read, each with its line (SQL only). */
    public List<String> skipped() {
        return skipped;
    }

    public List<String> notes() {
        return notes;
    }

    /**
     * The project as the user decided: dropped relationships left out (a dropped subdocument with its field),
     * subdocuments made plain object fields, cardinalities and mappings as chosen.
     */
    public Project build(List<Choice> choices) {
        List<String> kept = choices.stream().filter(c -> c.keep() && !c.plainField()).map(Choice::id).toList();
        Map<String, Subdocument> subdocuments = new HashMap<>();
        Map<String, Found> found = new HashMap<>();
        for (Found f : relationships) found.put(f.id(), f);
        for (Choice c : choices) {
            if (!found.get(c.id()).subdocument()) continue;
            if (!c.keep()) subdocuments.put(c.id(), Subdocument.DROP);
            else if (c.plainField()) subdocuments.put(c.id(), Subdocument.FIELD);
        }
        Project project = withOnly.apply(kept, subdocuments);
        Design design = project.active();
        for (Choice c : choices) {
            if (!c.keep() || c.plainField()) continue;
            Relationship r = project.model().requireRelationship(c.id());
            if (r.cardinality() != c.cardinality()) project = Edits.setCardinality(project, r.id(), c.cardinality()).apply(project);
            r = project.model().requireRelationship(c.id());
            boolean embedded = design.mappingFor(r).strategy() instanceof Embed;
            if (embedded != c.embedded()) {
                Mapping mapping = c.embedded() ? Mapping.embed() : referenced(r);
                project = Edits.setMapping(project, design.name(), r.id(), mapping).apply(project);
            }
        }
        return project;
    }

    private static Mapping referenced(Relationship r) {
        return Mapping.reference(r.isManyToMany() ? Placement.IDS_ON_BOTH_SIDES : Placement.CHILD_HOLDS_PARENT_ID);
    }
}
